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
