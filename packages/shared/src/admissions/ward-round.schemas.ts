import { overrideReasonSchema } from '../allergies/allergy.schemas.ts';
import { z } from 'zod';
import type { Permission } from '../auth/permissions.ts';
import { calendarDate } from '../dates/calendar-date.ts';
import { ROUTES_OF_ADMINISTRATION } from '../encounters/prescription.ts';
import { marOutcome, medicationOrderStatus } from '../status/machines.ts';
import { doseClock } from './mar.ts';

export const NOTE_KINDS = ['Progress', 'Nursing', 'Observation', 'Addendum'] as const;
export type NoteKind = (typeof NOTE_KINDS)[number];
/** Who writes each kind, as the note shows it: the doctor's round, the nurse's notes; both may add an addendum. */
export const NOTE_WRITERS: Record<NoteKind, readonly ('doctor' | 'nurse')[]> = {
  Progress: ['doctor'],
  Nursing: ['nurse'],
  Observation: ['nurse'],
  Addendum: ['doctor', 'nurse'],
};
/** The permission each kind of note needs (any one of them for an addendum). */
export const NOTE_PERMISSIONS: Record<NoteKind, readonly Permission[]> = {
  Progress: ['ward-round.notes.write'],
  Nursing: ['nursing-notes.write'],
  Observation: ['nursing-notes.write'],
  Addendum: ['ward-round.notes.write', 'nursing-notes.write'],
};
export const WRITE_THE_NOTE = 'Write the note';
export const WRITE_THE_ROUND = 'Write at least one of subjective, examination or plan';
export const DISCHARGED_READ_ONLY = 'This admission is discharged; only an addendum can be added';

const longText = (max = 4000) => z.string().trim().max(max, `At most ${max} characters`).default('');
const clockTime = (error: string) => z.string({ error }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 08:00');

/** A ward-round progress note (subjective, examination, plan) or a nurse's note; append-only. */
export const noteInputSchema = z
  .object({
    kind: z.enum(NOTE_KINDS, { error: 'Choose the kind of note' }),
    subjective: longText(),
    examination: longText(),
    plan: longText(),
    text: longText(),
  })
  .superRefine((n, ctx) => {
    if (n.kind === 'Progress' && !n.subjective && !n.examination && !n.plan)
      ctx.addIssue({ code: 'custom', path: ['subjective'], message: WRITE_THE_ROUND });
    if (n.kind !== 'Progress' && !n.text) ctx.addIssue({ code: 'custom', path: ['text'], message: WRITE_THE_NOTE });
  });
export type NoteInput = z.input<typeof noteInputSchema>;

export const noteSchema = z.object({
  _id: z.string(),
  admissionId: z.string(),
  kind: z.enum(NOTE_KINDS),
  subjective: z.string(),
  examination: z.string(),
  plan: z.string(),
  text: z.string(),
  writtenBy: z.string(),
  writtenByRole: z.string(),
  writtenAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const MAR_FREQUENCY_FORMAT = 'Use OD, BD, TDS, QID, HS, SOS, STAT or a pattern like 1-0-1';
export const STOP_BEFORE_START = 'The stop date cannot be before the start date';

/** What the doctor orders for an inpatient; the MAR's scheduled doses come from it. */
export const PRN_LIMITS_ONLY_SOS = 'Dose limits apply to SOS (as needed) orders only';
export const GIVEN_AT_OUT_OF_RANGE =
  'The time given must be after the dose was due (or up to an hour before) and not in the future';
export const prnTooMany = (max: number) =>
  `At most ${max} ${max === 1 ? 'dose' : 'doses'} of this SOS order in 24 hours`;
export const prnTooSoon = (hours: number, last: string) =>
  `SOS doses must be at least ${hours} ${hours === 1 ? 'hour' : 'hours'} apart; the last was given at ${last}`;

export const medicationOrderInputSchema = z
  .object({
    drugId: z.uuid({ error: 'Choose a medicine' }),
    dose: z.string().trim().min(1, 'Enter the dose').max(100),
    route: z.enum(ROUTES_OF_ADMINISTRATION, { error: 'Choose a route' }),
    frequency: z
      .string()
      .trim()
      .min(1, 'Enter the frequency')
      .max(20)
      .refine((f) => doseClock(f) !== undefined, MAR_FREQUENCY_FORMAT),
    startDate: calendarDate('Choose the start date'),
    startTime: clockTime('Enter the start time'),
    /** The last day doses are given; none means until stopped or discharged. */
    stopDate: calendarDate('Choose the stop date')
      .nullish()
      .transform((d) => d ?? null),
    instructions: longText(300),
    /** Why the doctor orders it despite an allergy or duplicate-therapy warning. */
    overrideReason: overrideReasonSchema,
    /** For an SOS order: at most this many doses in any 24 hours, and this many hours apart. */
    prnMaxPerDay: z.number().int('Enter whole doses').min(1, 'At least 1 dose').max(24, 'At most 24 doses').nullish(),
    prnMinHours: z.number().int('Enter whole hours').min(1, 'At least 1 hour').max(72, 'At most 72 hours').nullish(),
  })
  .refine((o) => o.stopDate === null || o.stopDate >= o.startDate, { path: ['stopDate'], message: STOP_BEFORE_START })
  .refine((o) => doseClock(o.frequency)?.kind === 'asNeeded' || (!o.prnMaxPerDay && !o.prnMinHours), {
    path: ['prnMaxPerDay'],
    message: PRN_LIMITS_ONLY_SOS,
  });
export type MedicationOrderInput = z.input<typeof medicationOrderInputSchema>;

export const medicationOrderSchema = z.object({
  _id: z.string(),
  admissionId: z.string(),
  drugId: z.string(),
  drugName: z.string(),
  dose: z.string(),
  route: z.string(),
  frequency: z.string(),
  instructions: z.string(),
  startAt: z.string(),
  stopAt: z.string().nullable(),
  status: z.enum(medicationOrderStatus.states),
  stoppedAt: z.string().nullable(),
  stoppedBy: z.string().nullable(),
  stopReason: z.string(),
  orderedBy: z.string(),
  orderedAt: z.string(),
  overrideReason: z.string(),
  prnMaxPerDay: z.number().nullable(),
  prnMinHours: z.number().nullable(),
});
export type MedicationOrder = z.infer<typeof medicationOrderSchema>;

export const stopOrderInputSchema = z.object({
  reason: z
    .string({ error: 'Enter why the medicine is stopped' })
    .trim()
    .min(1, 'Enter why the medicine is stopped')
    .max(300),
});

export const DOSE_REASON_NEEDED = 'Enter why the dose was not given';
export const DOSE_ALREADY_RECORDED = 'This dose has already been recorded';

/** One dose on the MAR: given, held, refused or missed, with why when it was not given. */
export const marDoseInputSchema = z
  .object({
    orderId: z.uuid({ error: 'Choose the medicine' }),
    scheduledAt: z.iso.datetime({ offset: true, error: 'Choose the dose time' }),
    outcome: z.enum(marOutcome.states, { error: 'Choose given, held, refused or missed' }),
    reason: longText(300),
    /** Why the nurse gives a dose that matches a recorded allergy. */
    overrideReason: overrideReasonSchema,
    /** When a given dose actually went in; now when not said (a late dose keeps its real time). */
    givenAt: z.iso.datetime({ offset: true, error: 'Enter the time given' }).nullish(),
  })
  .refine((d) => d.outcome === 'Given' || d.reason.length > 0, { path: ['reason'], message: DOSE_REASON_NEEDED });
export type MarDoseInput = z.input<typeof marDoseInputSchema>;

export const marDoseSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  scheduledAt: z.string(),
  outcome: z.enum(marOutcome.states),
  reason: z.string(),
  recordedBy: z.string(),
  recordedAt: z.string(),
  /** When a given dose went in, as charted (null for doses not given). */
  givenAt: z.string().nullable(),
});
export type MarDose = z.infer<typeof marDoseSchema>;

/** One order's doses on one day: its scheduled times, each with what was recorded, if anything. */
export const marRowSchema = z.object({
  order: medicationOrderSchema,
  asNeeded: z.boolean(),
  /** Units the pharmacy has issued to the ward for this order, and doses given in all. */
  issuedUnits: z.number(),
  givenDoses: z.number(),
  slots: z.array(z.object({ scheduledAt: z.string(), dose: marDoseSchema.nullable() })),
});
export type MarRow = z.infer<typeof marRowSchema>;
export const marDaySchema = z.object({ date: z.string(), rows: z.array(marRowSchema) });
export type MarDay = z.infer<typeof marDaySchema>;

export const CHOOSE_AN_ORDER = 'Choose at least one test or study';

/** Tests and studies a doctor orders from the ward; the lab and radiology own them from there. */
export const admissionOrdersInputSchema = z
  .object({
    labTests: z.array(z.uuid()).max(30).default([]),
    radiologyStudies: z.array(z.uuid()).max(30).default([]),
    urgent: z.boolean().default(false),
  })
  .refine((o) => o.labTests.length + o.radiologyStudies.length > 0, { path: ['labTests'], message: CHOOSE_AN_ORDER });
export type AdmissionOrdersInput = z.input<typeof admissionOrdersInputSchema>;
