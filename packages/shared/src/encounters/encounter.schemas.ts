import { calendarDate } from '../dates/calendar-date.ts';
import { z } from 'zod';
import { ORDER_PHASES } from '../orders/order-life.ts';
import { SERVICE_CATEGORIES } from '../services/service.schemas.ts';
import { overrideReasonSchema } from '../allergies/allergy.schemas.ts';
import { medicalHistorySchema } from './medical-history.schemas.ts';
import {
  FREQUENCY_FORMAT,
  QUANTITY_NEEDED,
  ROUTES_OF_ADMINISTRATION,
  dosesPerDay,
  prescribedQuantity,
} from './prescription.ts';
import { vitalsInputSchema, vitalsSchema } from './vitals.ts';

export const ADD_DIAGNOSIS = 'Add at least one diagnosis';
export const CONSULTATION_SAVED = 'Consultation saved';
export const REVISIT_IN_FUTURE = 'The revisit date must be after today';

export const diagnosisInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .nullish()
    .transform((c) => c || null),
  description: z.string().trim().min(1, 'Enter the diagnosis').max(300),
});

/** What a doctor writes for one medicine; a saved prescription template keeps the same fields. */
export const prescribedDoseSchema = z.object({
  drugId: z.uuid({ error: 'Choose a medicine' }),
  dose: z.string().trim().min(1, 'Enter the dose').max(100),
  frequency: z
    .string()
    .trim()
    .min(1, 'Enter the frequency')
    .max(20)
    .refine((f) => dosesPerDay(f) !== undefined, FREQUENCY_FORMAT),
  durationDays: z
    .number({ error: 'Enter the duration in days' })
    .int('Enter whole days')
    .min(1, 'Enter the duration in days')
    .max(365, 'At most 365 days'),
  route: z.enum(ROUTES_OF_ADMINISTRATION, { error: 'Choose a route' }),
  instructions: z.string().trim().max(300).default(''),
});

export const prescriptionLineInputSchema = prescribedDoseSchema
  .extend({
    quantity: z.number().int().min(1).max(10000).nullish(),
    /** Why the doctor goes on despite an allergy or duplicate-therapy warning on this line. */
    overrideReason: overrideReasonSchema,
  })
  .refine((l) => prescribedQuantity(l.frequency, l.durationDays) !== null || (l.quantity ?? 0) > 0, {
    path: ['quantity'],
    message: QUANTITY_NEEDED,
  });
export type PrescriptionLineInput = z.input<typeof prescriptionLineInputSchema>;

/** What the doctor saves at the end of a consultation. */
export const encounterInputSchema = z.object({
  patientId: z.uuid({ error: 'Choose a patient' }),
  appointmentId: z.uuid().nullish(),
  vitals: vitalsInputSchema.nullish(),
  symptoms: z.string().trim().max(4000).default(''),
  medicalHistory: medicalHistorySchema,
  examination: z.string().trim().max(4000).default(''),
  diagnoses: z.array(diagnosisInputSchema).min(1, ADD_DIAGNOSIS).max(20),
  prescriptions: z.array(prescriptionLineInputSchema).max(30).default([]),
  labTests: z.array(z.uuid()).max(30).default([]),
  radiologyStudies: z.array(z.uuid()).max(30).default([]),
  advice: z.string().trim().max(4000).default(''),
  revisitDate: calendarDate('Use a date like 2026-12-31').nullish(),
});
export type EncounterInput = z.input<typeof encounterInputSchema>;
export type EncounterPayload = z.output<typeof encounterInputSchema>;

export const prescriptionLineSchema = z.object({
  _id: z.string(),
  drugId: z.string(),
  drugName: z.string(),
  schedule: z.string(),
  dose: z.string(),
  frequency: z.string(),
  durationDays: z.number(),
  route: z.string(),
  instructions: z.string(),
  quantity: z.number(),
  status: z.string(),
  overrideReason: z.string(),
});
export type PrescriptionLine = z.infer<typeof prescriptionLineSchema>;

export const serviceOrderSchema = z.object({
  _id: z.string(),
  /** The consultation that placed it; null for an order from a ward. */
  encounterId: z.string().nullable(),
  patientId: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  price: z.number(),
  status: z.string(),
  /** The order's life in the phases every area shares (ordered, in progress, done, cancelled). */
  phase: z.enum(ORDER_PHASES),
  /** Its charge: Pending (to be paid or billed), Billed, Cancelled; null before it is charged. */
  charge: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.string().nullable(),
  orderedBy: z.string(),
  orderedAt: z.string(),
});
export type ServiceOrder = z.infer<typeof serviceOrderSchema>;

export const encounterSchema = z.object({
  _id: z.string(),
  patientId: z.string(),
  appointmentId: z.string().nullable(),
  doctorId: z.string(),
  doctorName: z.string(),
  doctorSpeciality: z.string().nullable(),
  doctorQualification: z.string().nullable(),
  doctorRegistrationNumber: z.string().nullable(),
  /** The allergies recorded when it was written (they print on the prescription). */
  allergies: z.array(z.string()),
  createdAt: z.string(),
  vitals: vitalsSchema.nullable(),
  symptoms: z.string(),
  examination: z.string(),
  diagnoses: z.array(z.object({ code: z.string().nullable(), description: z.string() })),
  prescriptions: z.array(prescriptionLineSchema),
  orders: z.array(serviceOrderSchema),
  advice: z.string(),
  revisitDate: z.string().nullable(),
});
export type Encounter = z.infer<typeof encounterSchema>;

export const encounterSummarySchema = encounterSchema.pick({
  _id: true,
  appointmentId: true,
  doctorName: true,
  createdAt: true,
  diagnoses: true,
});
export type EncounterSummary = z.infer<typeof encounterSummarySchema>;

export const icd10CodeSchema = z.object({ code: z.string(), title: z.string() });
export type Icd10Code = z.infer<typeof icd10CodeSchema>;

/** A prescription as the pharmacy reads it: the encounter's lines with patient and prescriber. */
/** The prescription ID staff read and search by: the consultation's id, first 8 characters. */
export const prescriptionId = (encounterId: string) => encounterId.slice(0, 8).toUpperCase();

export const pharmacyPrescriptionSchema = z.object({
  encounterId: z.string(),
  prescriptionId: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  age: z.number(),
  gender: z.string(),
  prescribedBy: z.string(),
  date: z.string(),
  lines: z.array(prescriptionLineSchema),
});
export type PharmacyPrescription = z.infer<typeof pharmacyPrescriptionSchema>;

export const orderWithPatientSchema = serviceOrderSchema.extend({ patientName: z.string(), mrn: z.string() });
export type OrderWithPatient = z.infer<typeof orderWithPatientSchema>;

/** Calling off a lab or imaging order before it is done; its charge is cancelled with it. */
export const cancelOrderInputSchema = z.object({
  reason: z
    .string({ error: 'Give the reason the order is cancelled' })
    .trim()
    .min(1, 'Give the reason the order is cancelled')
    .max(300),
});
export type CancelOrderInput = z.input<typeof cancelOrderInputSchema>;

/** A visit is new (the consultation fee) or a follow-up within the doctor's rule (its fee). */
export const VISIT_KINDS = ['New', 'Follow-up'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** What the next visit to a doctor costs, as the desk sees it when booking. */
export const visitFeeSchema = z.object({
  kind: z.enum(VISIT_KINDS),
  /** The fee charged at the consultation; null when neither the doctor nor the catalogue sets one. */
  feePaise: z.number().nullable(),
  /** For a follow-up: the last day of the validity, and the follow-up visits left. */
  validUntil: z.string().nullable(),
  visitsLeft: z.number().nullable(),
});
export type VisitFee = z.infer<typeof visitFeeSchema>;
