import { z } from 'zod';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_PAISE } from '../money/limits.ts';
import { PAYMENT_MODES } from './bill.schemas.ts';

/** Who pays a stay's bill: the patient, an insurer or TPA, or an employer. */
export const PAYER_TYPES = ['Self', 'Insurance / TPA', 'Corporate'] as const;
export type PayerType = (typeof PAYER_TYPES)[number];

export const DISCOUNT_STATUSES = ['Pending approval', 'Approved', 'Rejected'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const DISCOUNT_REASON_REQUIRED = 'Give the reason for the discount';
export const DISCOUNT_RANGE = 'Enter a discount between 0 and 100';
const reasonOf = (message: string) => z.string({ error: message }).trim().min(1, message).max(200);
const rupees = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(MAX_AMOUNT_PAISE, AMOUNT_TOO_LARGE);

/** A discount on one charge line, or (chargeId null) on the whole bill. */
export const discountInputSchema = z.object({
  chargeId: z.uuid({ error: 'Choose a line' }).nullable().default(null),
  percent: z.number({ error: DISCOUNT_RANGE }).gt(0, DISCOUNT_RANGE).max(100, DISCOUNT_RANGE),
  reason: reasonOf(DISCOUNT_REASON_REQUIRED),
});
export type DiscountInput = z.input<typeof discountInputSchema>;

export const discountSchema = z.object({
  _id: z.string(),
  chargeId: z.string().nullable(),
  /** The line it discounts, or "Whole bill". */
  appliesTo: z.string(),
  percent: z.number(),
  reason: z.string(),
  status: z.enum(DISCOUNT_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string(),
  /** A flat amount off (with percent 0), for an OP bill's discount. */
  flatPaise: z.number(),
  /** The bill an approved OP bill's discount made. */
  billId: z.string().nullable(),
});
export type Discount = z.infer<typeof discountSchema>;

export const discountDecisionSchema = z
  .object({
    decision: z.enum(['Approved', 'Rejected'], { error: 'Choose Approve or Reject' }),
    note: z.string().trim().max(200).default(''),
  })
  .superRefine((d, ctx) => {
    if (d.decision === 'Rejected' && !d.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Give the reason for rejecting' });
  });
export type DiscountDecision = z.input<typeof discountDecisionSchema>;

/** A discount waiting for approval, on the administrator's list across all stays. */
export const pendingDiscountSchema = discountSchema.extend({
  /** An IP discount on a stay's bill, or an OP bill waiting for its discount. */
  kind: z.enum(['IP', 'OP']),
  patientId: z.string(),
  admissionId: z.string().nullable(),
  ipNumber: z.string().nullable(),
  patientName: z.string(),
  mrn: z.string(),
});
export type PendingDiscount = z.infer<typeof pendingDiscountSchema>;

export const contractInputSchema = z
  .object({
    /** Who pays; left out when a cover is chosen, whose payer decides it. */
    payerType: z.enum(PAYER_TYPES, { error: 'Choose who pays' }).optional(),
    /** One of the patient's covers: the payer's name and the policy come from it. */
    coverageId: z.uuid({ error: "Choose one of the patient's covers" }).nullable().default(null),
    payerName: z.string().trim().max(120).default(''),
    policyNumber: z.string().trim().max(60).default(''),
    /** Left out with a cover, the approval stays as it is (the claim's), or 0 for a new cover. */
    approvedPaise: z.number().int().min(0).max(MAX_AMOUNT_PAISE, AMOUNT_TOO_LARGE).optional(),
  })
  .superRefine((c, ctx) => {
    // A cover's approval may still be awaited (pre-authorisation pending): 0 until it comes.
    if (c.coverageId) return;
    if (!c.payerType) ctx.addIssue({ code: 'custom', path: ['payerType'], message: 'Choose who pays' });
    if (!c.payerType || c.payerType === 'Self') return;
    if (!c.payerName) ctx.addIssue({ code: 'custom', path: ['payerName'], message: "Enter the payer's name" });
    if (c.payerType === 'Insurance / TPA' && !c.policyNumber)
      ctx.addIssue({ code: 'custom', path: ['policyNumber'], message: 'Enter the policy number' });
    if ((c.approvedPaise ?? 0) <= 0)
      ctx.addIssue({ code: 'custom', path: ['approvedPaise'], message: 'Enter the approved amount' });
  });
export type ContractInput = z.input<typeof contractInputSchema>;

export const contractSchema = z.object({
  payerType: z.enum(PAYER_TYPES),
  coverageId: z.string().nullable(),
  payerName: z.string(),
  policyNumber: z.string(),
  approvedPaise: z.number(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Contract = z.infer<typeof contractSchema>;

export const miscLineInputSchema = z.object({
  description: reasonOf('Enter what the charge is for'),
  amountPaise: rupees('Enter an amount more than zero'),
  reason: reasonOf('Give the reason for the charge'),
});
export type MiscLineInput = z.input<typeof miscLineInputSchema>;

export const refundInputSchema = z
  .object({
    mode: z.enum(PAYMENT_MODES, { error: 'Choose Cash, Card or UPI' }),
    reference: z.string().trim().max(60).default(''),
    amountPaise: rupees('Enter an amount more than zero'),
    reason: reasonOf('Give the reason for the refund'),
  })
  .superRefine((p, ctx) => {
    if (p.mode !== 'Cash' && !p.reference)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: `Enter the ${p.mode} reference` });
  });
export type RefundInput = z.input<typeof refundInputSchema>;

/** The rest of a part-paid bill (OP or IP), taken at the desk. */
export const billPaymentInputSchema = z
  .object({
    mode: z.enum(PAYMENT_MODES, { error: 'Choose Cash, Card or UPI' }),
    reference: z.string().trim().max(60).default(''),
    amountPaise: rupees('Enter an amount more than zero'),
  })
  .superRefine((p, ctx) => {
    if (p.mode !== 'Cash' && !p.reference)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: `Enter the ${p.mode} reference` });
  });
export type BillPaymentInput = z.input<typeof billPaymentInputSchema>;

export const creditNoteInputSchema = z.object({
  amountPaise: rupees('Enter an amount more than zero'),
  reason: reasonOf('Give the reason for the credit note'),
});
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;

export const creditNoteSchema = z.object({
  _id: z.string(),
  number: z.string(),
  billId: z.string(),
  billNumber: z.string(),
  amountPaise: z.number(),
  reason: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const closureSchema = z.object({ closedBy: z.string(), closedAt: z.string() });
export type Closure = z.infer<typeof closureSchema>;
