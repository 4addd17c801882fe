import { overrideReasonSchema } from '../allergies/allergy.schemas.ts';
import { z } from 'zod';

export const PAYMENT_MODES = ['Cash', 'Card', 'UPI'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const DISPENSED = 'Medicines dispensed';
export const MORE_THAN_PRESCRIBED = 'More than is left to dispense on this line';
export const NOT_A_SUBSTITUTE = 'A substitute must have the same molecule and strength';
export const BATCH_EXPIRED = 'This batch has expired and cannot be sold';
export const NOT_ENOUGH_STOCK = 'Not enough stock in this batch';

export const REGISTRATION_FORMAT =
  'Enter the registration number as the medical council gives it, e.g. KMC 12345, MCI-12345 or DMC/R/12345';

/**
 * A medical council registration number as Indian councils issue them: the council's letters
 * first (KMC, MMC, TNMC, DMC/R, G), then the number, with spaces, dots, dashes or slashes between
 * parts ("MMC-2009/1234", "KMC 12345", "DMC/R/12345"). Digits alone ("12345") do not say which
 * council registered the doctor, and a stray letter ("x") is no number at all. Letter groups must
 * be parted by a separator, so the pattern has one way to match and cannot run away.
 */
const REGISTRATION_PATTERN = /^[A-Z]{1,10}(?:[ ./-]{1,2}[A-Z]{1,10})*[ ./-]{0,2}\d[\dA-Z ./-]*$/;

export function isRegistrationNumber(value: string): boolean {
  const v = value.trim().toUpperCase();
  return v.length <= 40 && REGISTRATION_PATTERN.test(v) && (v.match(/\d/g)?.length ?? 0) >= 3;
}

/** The prescriber's registration number, upper-cased as councils print it; empty when not given. */
export const registrationNumberSchema = z
  .string()
  .trim()
  .max(40, REGISTRATION_FORMAT)
  .transform((v) => v.replace(/\s+/g, ' ').toUpperCase())
  .refine((v) => v === '' || isRegistrationNumber(v), REGISTRATION_FORMAT);

/** How the counter is paid: Cash, or Card / UPI with the reference (001 §9). */
export const paymentInputSchema = z
  .object({
    mode: z.enum(PAYMENT_MODES, { error: 'Choose Cash, Card or UPI' }),
    reference: z.string().trim().max(100).default(''),
  })
  .refine((p) => p.mode === 'Cash' || p.reference.length > 0, {
    path: ['reference'],
    message: 'Enter the payment reference',
  });

/** One line of a dispense: which batch, how many units; the price always comes from the batch. */
export const dispenseLineInputSchema = z.object({
  requestId: z.uuid({ error: 'Choose the prescription line' }),
  /** The prescribed drug, or a substitute of the same molecule and strength. */
  drugId: z.uuid({ error: 'Choose the medicine' }),
  batchId: z.uuid({ error: 'Choose a batch' }),
  quantity: z
    .number({ error: 'Enter the quantity' })
    .int('Enter whole units')
    .min(1, 'Enter at least 1')
    .max(100_000, 'The quantity is too large'),
  discountPercent: z.number().min(0, 'Discount cannot be negative').max(100, 'At most 100%').default(0),
  /** Why the pharmacist supplies a drug that matches the patient's recorded allergy. */
  allergyOverride: overrideReasonSchema,
});

export const dispenseInputSchema = z.object({
  lines: z.array(dispenseLineInputSchema).min(1, 'Choose at least one line to dispense').max(50),
  payment: paymentInputSchema,
  /** Why any line has a discount. */
  discountReason: z.string().trim().max(200).default(''),
});
export type DispenseInput = z.input<typeof dispenseInputSchema>;

/** A batch the server offers for a line, earliest expiry first. */
export const batchOfferSchema = z.object({
  batchId: z.string(),
  batchNumber: z.string(),
  expiryDate: z.string(),
  available: z.number(),
  /** What FEFO takes from this batch for the line. */
  quantity: z.number(),
  mrpPaise: z.number(),
  unitsPerPack: z.number(),
  /** The batch runs out (expires) before the course ends. */
  expiresWithinCourse: z.boolean(),
});
export type BatchOffer = z.infer<typeof batchOfferSchema>;

export const drugChoiceSchema = z.object({
  drugId: z.string(),
  drugName: z.string(),
  gstRate: z.number(),
  schedule: z.string(),
  offers: z.array(batchOfferSchema),
});

/** What is left to dispense on a prescription line and how FEFO would fill it. */
export const dispenseProposalSchema = z.object({
  requestId: z.string(),
  patientId: z.string(),
  drugId: z.string(),
  drugName: z.string(),
  gstRate: z.number(),
  schedule: z.string(),
  prescribed: z.number(),
  dispensed: z.number(),
  remaining: z.number(),
  status: z.string(),
  courseDays: z.number(),
  offers: z.array(batchOfferSchema),
  /** Units FEFO could not find in stock. */
  shortBy: z.number(),
  /** Same molecule and strength, with their own FEFO offers. */
  substitutes: z.array(drugChoiceSchema),
  /** The recorded allergies the prescribed drug matches, and the doctor's reason for going on. */
  allergyWarnings: z.array(z.string()),
  doctorOverride: z.string(),
});
export type DispenseProposal = z.infer<typeof dispenseProposalSchema>;

export const saleLineSchema = z.object({
  _id: z.string(),
  drugName: z.string(),
  hsn: z.string(),
  schedule: z.string(),
  batchNumber: z.string(),
  expiryDate: z.string(),
  quantity: z.number(),
  unitsPerPack: z.number(),
  mrpPaise: z.number(),
  discountPercent: z.number(),
  gstRate: z.number(),
  amountPaise: z.number(),
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  /** Units already taken back on credit notes. */
  returnedQuantity: z.number(),
});

/** A pharmacy bill: its number per financial year, who bought, the lines, GST and the payment. */
export const saleSchema = z.object({
  _id: z.string(),
  billNumber: z.string(),
  kind: z.enum(['OP', 'Counter']),
  patientName: z.string(),
  mrn: z.string().nullable(),
  doctorName: z.string(),
  /** The prescriber's council registration, printed beside the name on a prescription-only sale. */
  prescriberRegistration: z.string(),
  soldAt: z.string(),
  soldBy: z.string(),
  lines: z.array(saleLineSchema),
  mrpPaise: z.number(),
  discountPaise: z.number(),
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  roundOffPaise: z.number(),
  totalPaise: z.number(),
  payment: z.object({ receiptNumber: z.string(), mode: z.enum(PAYMENT_MODES), reference: z.string().nullable() }),
});
export type Sale = z.infer<typeof saleSchema>;
