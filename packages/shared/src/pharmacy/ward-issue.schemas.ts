import { z } from 'zod';
import { batchOfferSchema } from './sale.schemas.ts';

export const IP_PAGE_SIZE = 10;

/** An inpatient medication order as the pharmacy's IP list shows it, with what went to the ward. */
export const ipPrescriptionSchema = z.object({
  orderId: z.string(),
  admissionId: z.string(),
  ipNumber: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  ward: z.string(),
  bedNumber: z.string(),
  drugId: z.string(),
  drugName: z.string(),
  dose: z.string(),
  route: z.string(),
  frequency: z.string(),
  status: z.string(),
  orderedBy: z.string(),
  orderedAt: z.string(),
  issuedQuantity: z.number(),
  /** FEFO batches for a day's doses. */
  offers: z.array(batchOfferSchema),
});
export type IpPrescription = z.infer<typeof ipPrescriptionSchema>;

export const wardIssueInputSchema = z.object({
  batchId: z.uuid({ error: 'Choose a batch' }),
  quantity: z.number({ error: 'Enter the quantity' }).int('Enter whole units').min(1, 'Enter at least 1').max(10_000),
});
export type WardIssueInput = z.input<typeof wardIssueInputSchema>;

export const wardIssueSchema = z.object({
  _id: z.string(),
  ipNumber: z.string(),
  drugName: z.string(),
  batchNumber: z.string(),
  quantity: z.number(),
  amountPaise: z.number(),
  issuedAt: z.string(),
  issuedBy: z.string(),
});
export type WardIssue = z.infer<typeof wardIssueSchema>;

/** A ward issue as the returns desk sees it: what went to the ward, what came back, and its charge. */
export const wardIssueLineSchema = wardIssueSchema.extend({
  returnedQuantity: z.number(),
  /** The issue's charge on the stay: Pending (the IP account is credited on a return), Billed or Cancelled. */
  chargeStatus: z.string().nullable(),
});
export type WardIssueLine = z.infer<typeof wardIssueLineSchema>;

export const wardReturnInputSchema = z.object({
  quantity: z.number({ error: 'Enter the quantity' }).int('Enter whole units').min(1, 'Enter at least 1').max(10_000),
  reason: z
    .string({ error: 'Enter why it came back' })
    .trim()
    .min(1, 'Enter why it came back')
    .max(200, 'At most 200 characters'),
});
export type WardReturnInput = z.input<typeof wardReturnInputSchema>;

export const wardReturnSchema = z.object({
  _id: z.string(),
  issueId: z.string(),
  quantity: z.number(),
  /** What came off the stay's charge for the issue. */
  creditPaise: z.number(),
  returnedAt: z.string(),
});
export type WardReturn = z.infer<typeof wardReturnSchema>;

export const WARD_RETURN_BILLED =
  'The IP bill is already final: the billing desk returns the money for these units by a credit note';
export const tooManyBack = (left: number) =>
  left === 0 ? 'Everything issued has already come back' : `At most ${left} units of this issue can come back`;

export const CHOOSE_A_MEDICINE_TO_ISSUE = 'Choose at least one medicine to issue';
export const ONE_STAY_PER_INDENT = 'An indent is for one patient: issue each stay separately';

/**
 * An indent: several of a stay's medicine orders issued to the ward in one request; every line is
 * issued or none is (a short batch refuses the whole indent, naming it).
 */
export const wardIndentInputSchema = z.object({
  lines: z
    .array(wardIssueInputSchema.extend({ orderId: z.uuid({ error: 'Invalid order' }) }), {
      error: CHOOSE_A_MEDICINE_TO_ISSUE,
    })
    .min(1, CHOOSE_A_MEDICINE_TO_ISSUE)
    .max(30, 'At most 30 lines in one indent')
    .refine((lines) => new Set(lines.map((l) => l.orderId)).size === lines.length, {
      message: 'Each order once in an indent',
    }),
});
export type WardIndentInput = z.input<typeof wardIndentInputSchema>;
