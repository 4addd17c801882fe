import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';
import { ADD_DIAGNOSIS, diagnosisInputSchema } from '../encounters/encounter.schemas.ts';

export const DISCHARGE_CONDITIONS = [
  'Recovered',
  'Improved',
  'Stable',
  'Not improved',
  'Referred to another hospital',
  'Discharged against medical advice',
] as const;

/** How a stay ends: LAMA and DAMA are recorded as such (the census and the MLC register read them). */
export const DISCHARGE_TYPES = ['Normal', 'LAMA', 'DAMA', 'Referred', 'Death'] as const;
export type DischargeType = (typeof DISCHARGE_TYPES)[number];

export const SUMMARY_SAVED = 'Discharge summary saved';
export const DISCHARGED = 'Patient discharged';
export const DISCHARGE_INITIATED = 'Discharge initiated';
export const WRITE_SUMMARY_FIRST = 'Write the discharge summary before discharging the patient';
export const FOLLOW_UP_IN_PAST = 'The follow-up date cannot be in the past';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('');

/** A medicine to continue at home, as the summary prints it. */
export const homeMedicineSchema = z.object({
  name: z.string().trim().min(1, 'Enter the medicine').max(200),
  dose: text(100),
  frequency: text(40),
  durationDays: z.number().int('Enter whole days').min(1, 'At least 1 day').max(365, 'At most 365 days').nullish(),
  instructions: text(300),
});
export type HomeMedicine = z.infer<typeof homeMedicineSchema>;

/** What the doctor writes for discharge; it can be saved and changed until the patient leaves. */
export const dischargeSummaryInputSchema = z.object({
  diagnoses: z.array(diagnosisInputSchema).min(1, ADD_DIAGNOSIS).max(20),
  procedures: text(4000),
  course: z
    .string({ error: 'Write the course in hospital' })
    .trim()
    .min(1, 'Write the course in hospital')
    .max(8000, 'At most 8000 characters'),
  condition: z.enum(DISCHARGE_CONDITIONS, { error: 'Choose the condition at discharge' }),
  medicines: z.array(homeMedicineSchema).max(30).default([]),
  advice: text(4000),
  followUpDate: calendarDate('Choose the follow-up date')
    .nullish()
    .transform((d) => d ?? null),
});
export type DischargeSummaryInput = z.input<typeof dischargeSummaryInputSchema>;

export const dischargeSummarySchema = z.object({
  admissionId: z.string(),
  diagnoses: z.array(z.object({ code: z.string().nullable(), description: z.string() })),
  procedures: z.string(),
  course: z.string(),
  condition: z.enum(DISCHARGE_CONDITIONS),
  medicines: z.array(homeMedicineSchema),
  advice: z.string(),
  followUpDate: z.string().nullable(),
  writtenBy: z.string(),
  doctorQualification: z.string().nullable(),
  doctorRegistrationNumber: z.string().nullable(),
  updatedAt: z.string(),
  /** Set when the patient is discharged; the summary is locked from then on. */
  finalizedAt: z.string().nullable(),
});
export type DischargeSummary = z.infer<typeof dischargeSummarySchema>;

export const DISCHARGE_TYPE_LABELS: Record<DischargeType, string> = {
  Normal: 'Normal discharge',
  LAMA: 'Left against medical advice (LAMA)',
  DAMA: 'Discharged against medical advice (DAMA)',
  Referred: 'Referred to another hospital',
  Death: 'Death',
};
export const TIME_OF_DEATH_REQUIRED = 'Enter the date and time of death';
export const CAUSE_OF_DEATH_REQUIRED = 'Enter the cause of death';
export const DEATH_TIME_OUT_OF_STAY = 'The time of death must fall between the admission and now';
export const DISCHARGE_UNDONE = 'Discharge called off';
export const NOT_INITIATED = 'The discharge of this stay has not been started';
export const UNDO_AFTER_FINAL_BILL =
  'The IP bill is already finalized; the billing desk corrects it by a credit note before the discharge can be called off';

/** How the stay ends; a death needs its time and cause (they go to the death register). */
export const dischargeInputSchema = z
  .object({
    type: z.enum(DISCHARGE_TYPES, { error: 'Choose the type of discharge' }).default('Normal'),
    deathAt: z.iso.datetime({ offset: true, error: TIME_OF_DEATH_REQUIRED }).nullish(),
    deathCause: z.string().trim().max(500, 'At most 500 characters').default(''),
  })
  .superRefine((v, ctx) => {
    if (v.type !== 'Death') return;
    if (!v.deathAt) ctx.addIssue({ code: 'custom', path: ['deathAt'], message: TIME_OF_DEATH_REQUIRED });
    if (!v.deathCause) ctx.addIssue({ code: 'custom', path: ['deathCause'], message: CAUSE_OF_DEATH_REQUIRED });
  });
export type DischargeInput = z.input<typeof dischargeInputSchema>;
