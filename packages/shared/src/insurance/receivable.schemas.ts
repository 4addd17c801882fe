import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_PAISE } from '../money/index.ts';

/**
 * A payer's bill after discharge, as the billing desk chases it: submitted with the claim file,
 * then settled in full, short-paid, or denied; a short-paid or denied one is re-submitted or
 * closed (its shortfall written off or moved to the patient).
 */
export const PAYER_CLAIM_STATUSES = [
  'Not submitted',
  'Submitted',
  'Resubmitted',
  'Short-paid',
  'Denied',
  'Settled',
  'Closed',
] as const;
export type PayerClaimStatus = (typeof PAYER_CLAIM_STATUSES)[number];
/** The statuses in which the payer still owes something. */
export const OPEN_PAYER_CLAIM: readonly PayerClaimStatus[] = [
  'Not submitted',
  'Submitted',
  'Resubmitted',
  'Short-paid',
  'Denied',
];

/** The ageing buckets of a payer's outstanding, in days since the bill. */
export const AGEING_BUCKETS = ['0-30', '31-60', '61-90', '91-180', '>180'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const bucketOf = (days: number): AgeingBucket =>
  days <= 30 ? '0-30' : days <= 60 ? '31-60' : days <= 90 ? '61-90' : days <= 180 ? '91-180' : '>180';

/** What becomes of what the payer did not pay. */
export const SHORTFALL_ACTIONS = ['reprocess', 'write-off', 'patient'] as const;
export type ShortfallAction = (typeof SHORTFALL_ACTIONS)[number];
export const SHORTFALL_LABELS: Record<ShortfallAction, string> = {
  reprocess: 'Keep it open to re-submit',
  'write-off': "Write it off (the hospital's loss)",
  patient: 'Move it to the patient',
};

const paise = (error: string) =>
  z.number({ error }).int(error).min(0, error).max(MAX_AMOUNT_PAISE, AMOUNT_TOO_LARGE).default(0);

export const MORE_THAN_OUTSTANDING = 'The payment and TDS are more than the payer owes';
export const UTR_NEEDED = 'Enter the UTR of the payment';
export const DEDUCTIONS_DONT_ADD_UP = (shortfall: string) =>
  `The deductions must add up to the shortfall (${shortfall})`;
export const NOTHING_RECEIVED = 'Enter the amount received, or record a denial with its reason';

export const submitPayerClaimSchema = z.object({
  reference: z.string().trim().max(80).default(''),
});
export type SubmitPayerClaim = z.input<typeof submitPayerClaimSchema>;

/**
 * A settlement from the payer: what reached the bank (with its UTR and date), the TDS it kept
 * under s.194J, its deductions by reason, and what becomes of any shortfall. A denial is a
 * settlement of nothing with the payer's reason as its deduction.
 */
export const settlementInputSchema = z
  .object({
    paidPaise: paise('Enter the amount received in rupees'),
    tdsPaise: paise('Enter the TDS in rupees'),
    deductions: z
      .array(
        z.object({
          reason: z.string().trim().min(2, { error: 'Enter the reason for the deduction' }).max(200),
          paise: z.number().int().min(1, { error: 'A deduction is more than zero' }).max(MAX_AMOUNT_PAISE),
        }),
      )
      .max(20)
      .default([]),
    utr: z.string().trim().max(40).default(''),
    paidOn: calendarDate('Enter the day the payment came'),
    shortfall: z.enum(SHORTFALL_ACTIONS, { error: 'Choose what becomes of the shortfall' }).default('reprocess'),
    note: z.string().trim().max(500).default(''),
  })
  .superRefine((s, ctx) => {
    if (s.paidPaise > 0 && !s.utr) ctx.addIssue({ code: 'custom', path: ['utr'], message: UTR_NEEDED });
    if (s.paidPaise === 0 && s.tdsPaise === 0 && s.deductions.length === 0)
      ctx.addIssue({ code: 'custom', path: ['paidPaise'], message: NOTHING_RECEIVED });
  });
export type SettlementInput = z.input<typeof settlementInputSchema>;

export const settlementSchema = z.object({
  _id: z.string(),
  paidPaise: z.number(),
  tdsPaise: z.number(),
  deductions: z.array(z.object({ reason: z.string(), paise: z.number() })),
  utr: z.string(),
  paidOn: z.string(),
  writeOffPaise: z.number(),
  toPatientPaise: z.number(),
  note: z.string(),
  byName: z.string(),
  at: z.string(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** One payer bill on the receivables desk. */
export const receivableSchema = z.object({
  billId: z.string(),
  billNumber: z.string(),
  billedAt: z.string(),
  admissionId: z.string().nullable(),
  ipNumber: z.string().nullable(),
  patientId: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  payerName: z.string(),
  /** The payer claim once submitted; null before. */
  claimId: z.string().nullable(),
  status: z.enum(PAYER_CLAIM_STATUSES),
  submittedAt: z.string().nullable(),
  reference: z.string(),
  claimedPaise: z.number(),
  receivedPaise: z.number(),
  tdsPaise: z.number(),
  deductedPaise: z.number(),
  writtenOffPaise: z.number(),
  toPatientPaise: z.number(),
  outstandingPaise: z.number(),
  ageDays: z.number(),
  settlements: z.array(settlementSchema),
});
export type Receivable = z.infer<typeof receivableSchema>;

export const receivablesQuerySchema = z.object({
  status: z.enum(['open', 'all'], { error: 'Choose open or all' }).default('open'),
});

/** A payer's outstanding by age, and in all. */
export const payerAgeingSchema = z.object({
  payerName: z.string(),
  buckets: z.record(z.enum(AGEING_BUCKETS), z.number()),
  totalPaise: z.number(),
  bills: z.number(),
});
export type PayerAgeing = z.infer<typeof payerAgeingSchema>;
