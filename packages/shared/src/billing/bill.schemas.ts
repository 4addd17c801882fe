import { z } from 'zod';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_PAISE } from '../money/limits.ts';
import { billSplitSchema } from './bill-split.ts';

export const PAYMENT_MODES = ['Cash', 'Card', 'UPI'] as const;
export const BILL_SECTIONS = [
  'Package',
  'Room Charges',
  'Services',
  'Medications',
  'Procedure',
  'Miscellaneous',
] as const;
export type BillSection = (typeof BILL_SECTIONS)[number];
const SECTION_RANK = new Map<string, number>(BILL_SECTIONS.map((section, i) => [section, i]));
/** Orders bill lines by their section as the bill prints them (a stable sort keeps each section's order). */
export const bySection = (a: { section: BillSection }, b: { section: BillSection }): number =>
  (SECTION_RANK.get(a.section) ?? 0) - (SECTION_RANK.get(b.section) ?? 0);
/** CGST Rules 46, 46A and 49: what a bill is called by what it holds. */
export const DOCUMENT_TYPES = ['Bill of Supply', 'Tax Invoice', 'Invoice-cum-Bill of Supply'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const ONE_DISCOUNT = 'Give the discount as a percent or in rupees, not both';
export const FINALIZED_WARNING = 'Once finalized, charges cannot be edited or items added';

/** A discount above this percent waits for a clinic administrator (configurable on the server). */
export const DEFAULT_DISCOUNT_APPROVAL_PERCENT = 10;

/** The name of the document for its lines' GST: all exempt, all taxable, or both. */
export function documentTypeOf(lines: { gstRateBp: number }[]): DocumentType {
  const taxable = lines.filter((l) => l.gstRateBp > 0).length;
  if (taxable === 0) return 'Bill of Supply';
  return taxable === lines.length ? 'Tax Invoice' : 'Invoice-cum-Bill of Supply';
}

export const paymentInputSchema = z
  .object({
    mode: z.enum(PAYMENT_MODES, { error: 'Choose Cash, Card or UPI' }),
    reference: z.string().trim().max(60).default(''),
    amountPaise: z
      .number({ error: 'Enter the paid amount' })
      .int()
      .min(0, 'Paid amount cannot be negative')
      .max(MAX_AMOUNT_PAISE, AMOUNT_TOO_LARGE),
  })
  .superRefine((p, ctx) => {
    if (p.amountPaise > 0 && p.mode !== 'Cash' && !p.reference)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: `Enter the ${p.mode} reference` });
  });
export type PaymentInput = z.input<typeof paymentInputSchema>;

const opBillFields = z.object({
  patientId: z.uuid({ error: 'Choose a patient' }),
  chargeIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one charge to bill')
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, 'A charge is listed twice'),
  discountPercent: z
    .number({ error: 'Enter a discount between 0 and 100' })
    .min(0, 'Enter a discount between 0 and 100')
    .max(100, 'Enter a discount between 0 and 100'),
  /** A flat amount off the bill, in place of a percent (never both). */
  discountFlatPaise: z
    .number({ error: 'Enter the discount in rupees' })
    .int('Enter the discount in rupees')
    .min(0, 'Discount cannot be negative')
    .max(MAX_AMOUNT_PAISE, AMOUNT_TOO_LARGE)
    .default(0),
  discountReason: z.string().trim().max(200).default(''),
  payment: paymentInputSchema,
});
const oneDiscount = (b: { discountPercent: number; discountFlatPaise: number }, ctx: z.RefinementCtx) => {
  if (b.discountPercent > 0 && b.discountFlatPaise > 0)
    ctx.addIssue({ code: 'custom', path: ['discountFlatPaise'], message: ONE_DISCOUNT });
};
export const opBillInputSchema = opBillFields.superRefine(oneDiscount);
export type OpBillInput = z.input<typeof opBillInputSchema>;

/** An OP bill whose discount is above the clinic's limit, sent to the approval queue unpaid. */
export const opDiscountRequestSchema = opBillFields.omit({ payment: true }).superRefine((b, ctx) => {
  oneDiscount(b, ctx);
  if (b.discountPercent === 0 && b.discountFlatPaise === 0)
    ctx.addIssue({ code: 'custom', path: ['discountPercent'], message: 'Enter the discount to approve' });
  if (!b.discountReason)
    ctx.addIssue({ code: 'custom', path: ['discountReason'], message: 'Give the reason for the discount' });
});
export type OpDiscountRequest = z.input<typeof opDiscountRequestSchema>;

export const pendingChargeSchema = z.object({
  _id: z.string(),
  serviceName: z.string(),
  category: z.string(),
  sourceArea: z.string(),
  quantity: z.number(),
  unitPricePaise: z.number(),
  gstRateBp: z.number(),
  amountPaise: z.number(),
  createdAt: z.string(),
});
export type PendingCharge = z.infer<typeof pendingChargeSchema>;

export const billLineSchema = z.object({
  lineNo: z.number(),
  /** The charge it billed; null for room days. */
  chargeId: z.string().nullable(),
  section: z.enum(BILL_SECTIONS),
  description: z.string(),
  category: z.string(),
  quantity: z.number(),
  unitPricePaise: z.number(),
  amountPaise: z.number(),
  discountPaise: z.number(),
  gstRateBp: z.number(),
  taxPaise: z.number(),
  totalPaise: z.number(),
  /** The regulator's non-payable item the line is: the payer's share leaves it out. */
  nonPayableItem: z.string().nullish(),
});
export type BillLine = z.infer<typeof billLineSchema>;

export const receiptSchema = z.object({
  _id: z.string(),
  receiptNumber: z.string(),
  purpose: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string().nullable(),
  amountPaise: z.number(),
  receivedBy: z.string().nullable(),
  receivedAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** The stay an IP bill is for, as the head of the bill prints it. */
export const billStaySchema = z.object({
  ipNumber: z.string(),
  admittedAt: z.string(),
  /** Null while the patient is in hospital. */
  dischargedAt: z.string().nullable(),
  /** The admitting doctor. */
  consultant: z.string(),
  /** The ward and the room type ("Private") of the stay's latest bed. */
  ward: z.string(),
  roomType: z.string(),
  /** The room days the bill charges, by the clinic's room-day rule; a half day counts 0.5. */
  days: z.number(),
});
export type BillStay = z.infer<typeof billStaySchema>;

export const billSchema = z.object({
  _id: z.string(),
  number: z.string(),
  kind: z.enum(['OP', 'IP']),
  documentType: z.enum(DOCUMENT_TYPES),
  patient: z.object({ _id: z.string(), name: z.string(), mrn: z.string(), phone: z.string() }),
  /** The stay of an IP bill (a final or supplementary bill); null on an OP bill. */
  stay: billStaySchema.nullable(),
  lines: z.array(billLineSchema),
  grossPaise: z.number(),
  discountPaise: z.number(),
  discountPercent: z.number(),
  discountReason: z.string(),
  taxPaise: z.number(),
  roundOffPaise: z.number(),
  totalPaise: z.number(),
  /** The contract payer's share (a receivable) and its name; 0 and "" when the patient pays all. */
  payerSharePaise: z.number(),
  /** How an insured stay's bill was split between payer and patient; null when the patient pays. */
  payerSplit: billSplitSchema.nullable().default(null),
  payerName: z.string(),
  creditNotePaise: z.number(),
  paidPaise: z.number(),
  /** Total less the payer's share, credit notes and what the patient paid; below zero is refundable. */
  balancePaise: z.number(),
  payments: z.array(receiptSchema),
  finalizedBy: z.string(),
  finalizedAt: z.string(),
});
export type Bill = z.infer<typeof billSchema>;

export const opPendingSchema = z.object({
  patient: z.object({ _id: z.string(), name: z.string(), mrn: z.string(), phone: z.string() }),
  charges: z.array(pendingChargeSchema),
  discountApprovalPercent: z.number(),
});
export type OpPending = z.infer<typeof opPendingSchema>;

export const billSummarySchema = billSchema.pick({
  _id: true,
  number: true,
  kind: true,
  documentType: true,
  totalPaise: true,
  paidPaise: true,
  balancePaise: true,
  finalizedAt: true,
});
export type BillSummary = z.infer<typeof billSummarySchema>;
