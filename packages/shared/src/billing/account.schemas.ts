import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_PAISE } from '../money/limits.ts';

export const ACCOUNT_ENTRY_KINDS = [
  'Bill',
  'Pharmacy bill',
  'Receipt',
  'Deposit',
  'Refund',
  'Credit note',
  'Pharmacy return',
  'Payer shortfall',
] as const;

/**
 * A patient's account: every bill (their share), receipt, deposit, refund and credit note in time
 * order with the running balance (positive: the patient owes; negative: money held for them),
 * and any credit the hospital has allowed.
 */
export const patientAccountSchema = z.object({
  patient: z.object({ _id: z.string(), name: z.string(), mrn: z.string() }),
  entries: z.array(
    z.object({
      at: z.string(),
      kind: z.enum(ACCOUNT_ENTRY_KINDS),
      number: z.string(),
      detail: z.string(),
      debitPaise: z.number(),
      creditPaise: z.number(),
      balancePaise: z.number(),
    }),
  ),
  billedPaise: z.number(),
  paidPaise: z.number(),
  balancePaise: z.number(),
  credit: z.array(
    z.object({
      _id: z.string(),
      amountPaise: z.number(),
      validUntil: z.string(),
      reason: z.string(),
      approvedBy: z.string(),
      admissionId: z.string().nullable(),
    }),
  ),
});
export type PatientAccount = z.infer<typeof patientAccountSchema>;

export const CREDIT_UNTIL_PAST = 'The credit must run until today or later';

/** Leave for a stay to go home owing money: how much, until when, and why. */
export const creditApprovalInputSchema = z.object({
  amountPaise: z
    .number({ error: 'Enter the amount allowed on credit' })
    .int('Enter the amount allowed on credit')
    .positive('Enter the amount allowed on credit')
    .max(MAX_AMOUNT_PAISE, AMOUNT_TOO_LARGE),
  validUntil: calendarDate('Use a date like 2026-12-31'),
  reason: z
    .string({ error: 'Give the reason for the credit' })
    .trim()
    .min(1, 'Give the reason for the credit')
    .max(200),
});
export type CreditApprovalInput = z.input<typeof creditApprovalInputSchema>;
export const creditApprovalSchema = patientAccountSchema.shape.credit.element;
export type CreditApproval = z.infer<typeof creditApprovalSchema>;
