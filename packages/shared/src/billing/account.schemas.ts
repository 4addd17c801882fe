import { z } from 'zod';

export const ACCOUNT_ENTRY_KINDS = [
  'Bill',
  'Pharmacy bill',
  'Receipt',
  'Deposit',
  'Refund',
  'Credit note',
  'Pharmacy return',
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
