import { z } from 'zod';
import { billSplitSchema } from './bill-split.ts';
import { stayPackageSchema } from './package.schemas.ts';
import { BILL_SECTIONS, billStaySchema, billSummarySchema, paymentInputSchema, receiptSchema } from './bill.schemas.ts';
import { closureSchema, contractSchema, creditNoteSchema, discountSchema } from './folio.schemas.ts';

export const ipBillLineSchema = z.object({
  /** The charge it bills (the first, where identical charges share the line); null for room days. */
  chargeId: z.string().nullable(),
  /** How many charges the line bills: identical charges share a line (groupedBillLines); 0 for room days. */
  charges: z.number(),
  section: z.enum(BILL_SECTIONS),
  description: z.string(),
  category: z.string(),
  quantity: z.number(),
  unitPricePaise: z.number(),
  gstRateBp: z.number(),
  amountPaise: z.number(),
  discountPaise: z.number(),
  taxPaise: z.number(),
  totalPaise: z.number(),
  /** The regulator's non-payable item the line is: the patient pays it, not the payer. */
  nonPayableItem: z.string().nullish(),
  /** 001 §4: covered by what has been paid so far (deposits apply to lines in bill order). */
  paid: z.boolean(),
});
export type IpBillLine = z.infer<typeof ipBillLineSchema>;

/** The IP bill as it stands: provisional until finalized, then the finalized bill's number. */
export const ipBillViewSchema = z.object({
  /** The stay with what the bill's head prints: IP number, dates, consultant, ward, room type and days. */
  admission: billStaySchema.extend({
    _id: z.string(),
    status: z.string(),
    dischargeInitiated: z.boolean(),
  }),
  patient: z.object({ _id: z.string(), name: z.string(), mrn: z.string(), phone: z.string() }),
  roomDayRule: z.string(),
  lines: z.array(ipBillLineSchema),
  grossPaise: z.number(),
  discountPaise: z.number(),
  taxPaise: z.number(),
  roundOffPaise: z.number(),
  totalPaise: z.number(),
  /** The insurer's or employer's share under the contract: a receivable, not the patient's to pay. */
  payerSharePaise: z.number(),
  creditNotePaise: z.number(),
  /** What the patient owes: total less the payer's share and credit notes. */
  patientDuePaise: z.number(),
  /** Every receipt on the stay: advances, payments and refunds. */
  deposits: z.array(receiptSchema),
  paidPaise: z.number(),
  /** The patient's due less what they paid; below zero is an excess to refund. */
  balancePaise: z.number(),
  refundablePaise: z.number(),
  discounts: z.array(discountSchema),
  discountApprovalPercent: z.number(),
  contract: contractSchema,
  creditNotes: z.array(creditNoteSchema),
  finalized: billSummarySchema.nullable(),
  /** Charges that came after the final bill, waiting for a supplementary bill. */
  afterFinal: z.object({ charges: z.number(), amountPaise: z.number() }),
  /** The stay's supplementary bills, each settled on its own. */
  supplementary: z.array(billSummarySchema),
  closure: closureSchema.nullable(),
  /** The bill split between payer and patient, each deduction by its reason; null when the patient pays. */
  split: billSplitSchema.nullable(),
  /** The package on the stay; what it covers and the extras, while the bill is provisional. */
  package: stayPackageSchema
    .extend({ includedValuePaise: z.number().nullable(), extrasPaise: z.number().nullable() })
    .nullable(),
});
export type IpBillView = z.infer<typeof ipBillViewSchema>;

export const depositInputSchema = paymentInputSchema;

export const finalizeInputSchema = z.object({
  discountPercent: z
    .number({ error: 'Enter a discount between 0 and 100' })
    .min(0, 'Enter a discount between 0 and 100')
    .max(100, 'Enter a discount between 0 and 100')
    .default(0),
  discountReason: z.string().trim().max(200).default(''),
  /**
   * Finalize with tests or studies still pending, their charges kept (a culture reported after
   * the patient leaves); without it, pending orders refuse the bill so each is completed or cancelled.
   */
  carryPendingOrders: z.boolean().default(false),
});
export type FinalizeInput = z.input<typeof finalizeInputSchema>;

export const ipBillListQuerySchema = z.object({
  /** Patient name or MRN. */
  search: z.string().trim().max(100).optional(),
});

/** A stay on the IP billing list with its running total, what has been paid and the balance. */
export const ipBillRowSchema = z.object({
  admissionId: z.string(),
  ipNumber: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  status: z.string(),
  dischargeInitiated: z.boolean(),
  admittedAt: z.string(),
  dischargedAt: z.string().nullable(),
  totalPaise: z.number(),
  paidPaise: z.number(),
  balancePaise: z.number(),
  billNumber: z.string().nullable(),
});
export type IpBillRow = z.infer<typeof ipBillRowSchema>;

export const pendingOrdersRefused = (names: string[]) =>
  `${names.length} ${names.length === 1 ? 'order is' : 'orders are'} still pending (${names.join(', ')}): complete or cancel ${names.length === 1 ? 'it' : 'them'}, or finalize carrying ${names.length === 1 ? 'it' : 'them'}`;
