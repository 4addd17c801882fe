import { z } from 'zod';
import { overrideReasonSchema } from '../allergies/allergy.schemas.ts';
import { INVALID_PHONE, REQUIRED } from '../http/messages.ts';
import { batchOfferSchema, paymentInputSchema, registrationNumberSchema } from './sale.schemas.ts';

export const BUYER_SEXES = ['Male', 'Female', 'Other'] as const;
/** Drugs sold only on a prescription (Drugs Rules, DOMAIN.md §3); H1 and X also go into the register. */
export const PRESCRIPTION_SCHEDULES = ['H', 'H1', 'X'] as const;
export const SCHEDULED_NEEDS_RX =
  "Schedule H, H1 and X medicines need the prescriber's name and registration number and the patient's name, age and sex";
export const REGISTER_NEEDS_ADDRESS = "Schedule H1 and X medicines need the prescriber's address for the H1 register";
export const ADD_A_MEDICINE = 'Add at least one medicine';
export const SALE_COMPLETED = 'Sale completed';

export const isPrescriptionOnly = (schedule: string) =>
  (PRESCRIPTION_SCHEDULES as readonly string[]).includes(schedule);
/** Schedules whose every supply is written into the H1 register (X also has its own). */
export const isRegistered = (schedule: string) => schedule === 'H1' || schedule === 'X';

/**
 * A walk-in at the counter (001 §3: name, age, sex, phone number, doctor name), plus what the
 * Drugs Rules want recorded for prescription-only drugs: the prescriber's registration and
 * address and the patient's address (Rule 65; the H1 register).
 */
export const counterBuyerSchema = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  age: z.number().int('Age must be whole years').min(0).max(150, 'Age must be at most 150').nullish(),
  sex: z.enum(BUYER_SEXES).nullish(),
  phoneNumber: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^[6-9]\d{9}$/, INVALID_PHONE),
  doctorName: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  /** The prescriber's medical council registration number: needed for Schedule H, H1 and X. */
  registrationNumber: registrationNumberSchema.default(''),
  /** The prescriber's address: needed for Schedule H1 and X, whose register keeps it. */
  prescriberAddress: z.string().trim().max(300, 'Keep the address under 300 characters').default(''),
  address: z.string().trim().max(300, 'Keep the address under 300 characters').default(''),
});

export const counterLineInputSchema = z.object({
  drugId: z.uuid({ error: 'Choose a medicine' }),
  batchId: z.uuid({ error: 'Choose a batch' }),
  quantity: z.number({ error: 'Enter the quantity' }).int('Enter whole units').min(1, 'Enter at least 1').max(100_000),
  discountPercent: z.number().min(0, 'Discount cannot be negative').max(100, 'At most 100%').default(0),
  /** Why the pharmacist sells a drug that matches the registered patient's recorded allergy. */
  allergyOverride: overrideReasonSchema,
});

export const counterSaleInputSchema = z.object({
  buyer: counterBuyerSchema,
  /** A registered patient buying at the counter: their allergies are checked and the bill is theirs. */
  patientId: z.uuid({ error: 'Choose a registered patient' }).nullish(),
  lines: z.array(counterLineInputSchema).min(1, ADD_A_MEDICINE).max(50),
  payment: paymentInputSchema,
  /** Why any line has a discount. */
  discountReason: z.string().trim().max(200).default(''),
});
export type CounterSaleInput = z.input<typeof counterSaleInputSchema>;

/** A drug the counter can sell now, with the batch FEFO would sell first. */
export const sellableSchema = z.object({
  drugId: z.string(),
  drugName: z.string(),
  schedule: z.string(),
  hsn: z.string(),
  gstRate: z.number(),
  unitsPerPack: z.number(),
  stock: z.number(),
  batch: batchOfferSchema.nullable(),
});
export type Sellable = z.infer<typeof sellableSchema>;

export const h1RegisterRowSchema = z.object({
  soldAt: z.string(),
  billNumber: z.string(),
  prescriberName: z.string(),
  prescriberRegistration: z.string(),
  patientName: z.string(),
  patientDetails: z.string(),
  patientAddress: z.string(),
  prescriberAddress: z.string(),
  drugName: z.string(),
  schedule: z.string(),
  quantity: z.number(),
  batchNumber: z.string(),
  expiryDate: z.string(),
  soldBy: z.string(),
});
export type H1RegisterRow = z.infer<typeof h1RegisterRowSchema>;
