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
