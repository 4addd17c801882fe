import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';
import { THEATRE_STATUSES } from './theatre.schemas.ts';

export const ANAESTHESIA_TYPES = ['General', 'Spinal', 'Epidural', 'Regional block', 'Local', 'Sedation'] as const;
export const PRE_OP_CHECKS = [
  'Consent signed',
  'Site marked',
  'Fasting confirmed',
  'Pre-anaesthetic check done',
  'Blood arranged',
  'Allergies reviewed',
] as const;
export type PreOpCheck = (typeof PRE_OP_CHECKS)[number];
/** The doctors' speciality the anaesthetist select offers. */
export const ANAESTHESIA_SPECIALITY = 'Anaesthesiology';

const date = calendarDate('Choose the date');
const clock = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

/** When and where: the part of a booking a drag on the calendar changes. */
const slotFields = {
  theatreId: z.uuid({ error: 'Choose the theatre' }),
  date,
  startTime: clock('Enter the start time'),
  durationMinutes: z
    .number({ error: 'Enter the expected duration' })
    .int('Expected duration is in whole minutes')
    .min(15, 'Expected duration is at least 15 minutes')
    .max(12 * 60, 'Expected duration is at most 12 hours'),
};

/**
 * A surgery booked on a theatre; the server refuses clashes and names the clashing booking. The
 * patient's current admission, if any, is found by the server: a patient not in hospital is a
 * day-care case.
 */
export const surgeryInputSchema = z.object({
  patientId: z.uuid({ error: 'Choose the patient' }),
  procedureId: z.uuid({ error: 'Choose the procedure' }),
  surgeonId: z.uuid({ error: 'Choose the surgeon' }),
  assistantId: z.uuid().nullable().default(null),
  anaesthetistId: z.uuid({ error: 'Choose the anaesthetist' }),
  anaesthesiaType: z.enum(ANAESTHESIA_TYPES, { error: 'Choose the anaesthesia type' }),
  ...slotFields,
  equipmentIds: z.array(z.uuid()).max(30).default([]),
  checklist: z.array(z.enum(PRE_OP_CHECKS)).default([]),
  notes: z.string().trim().max(1000).default(''),
});
export type SurgeryInput = z.input<typeof surgeryInputSchema>;

export const rescheduleInputSchema = z.object(slotFields);
export type RescheduleInput = z.input<typeof rescheduleInputSchema>;

export const SURGERY_MOVES = ['In progress', 'Cancelled', 'Postponed'] as const;
/** The fewest characters a reason to start without the full pre-op checklist may have. */
export const OVERRIDE_REASON_MIN = 10;
export const OVERRIDE_REASON_MESSAGE = `Give the reason to start without the full pre-op checklist (at least ${OVERRIDE_REASON_MIN} characters)`;

/** Who may start a surgery without the full pre-op checklist (the server's 403, the start dialog's note). */
export const OVERRIDE_BY_TEAM =
  'Only the surgeon or the anaesthetist of this surgery can start it without the full pre-op checklist';

/** The checklist items not yet done, in the checklist's order. */
export const missingChecks = (done: readonly string[]): PreOpCheck[] => PRE_OP_CHECKS.filter((c) => !done.includes(c));
/** Why a surgery with checklist items missing cannot start (the server's 422 and the start dialog). */
export const checklistIncomplete = (missing: readonly string[]) =>
  `The pre-op checklist is incomplete: ${missing.join(', ')}`;

/**
 * A move of a booked surgery. Starting it needs the whole pre-op checklist done, unless the
 * surgeon or the anaesthetist overrides it (`overrideChecklist`) with a reason, which is kept as
 * the status reason.
 */
export const surgeryStatusInputSchema = z
  .object({
    status: z.enum(SURGERY_MOVES, { error: 'Choose the status' }),
    reason: z.string().trim().max(500).default(''),
    overrideChecklist: z.boolean().optional(),
  })
  .superRefine((s, ctx) => {
    if ((s.status === 'Cancelled' || s.status === 'Postponed') && !s.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: `Give the reason it is ${s.status.toLowerCase()}` });
    if (s.overrideChecklist && s.status !== 'In progress')
      ctx.addIssue({
        code: 'custom',
        path: ['overrideChecklist'],
        message: 'Only starting a surgery overrides the pre-op checklist',
      });
    else if (s.overrideChecklist && s.reason.length < OVERRIDE_REASON_MIN)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: OVERRIDE_REASON_MESSAGE });
  });
export type SurgeryStatusInput = z.input<typeof surgeryStatusInputSchema>;

/** The pre-op checklist of a booked surgery, ticked as its items are done (before it starts). */
export const surgeryChecklistInputSchema = z.object({
  checklist: z
    .array(z.enum(PRE_OP_CHECKS, { error: 'Choose items of the pre-op checklist' }), {
      error: 'Choose items of the pre-op checklist',
    })
    .max(PRE_OP_CHECKS.length)
    .transform((done) => PRE_OP_CHECKS.filter((c) => done.includes(c))),
});
export type SurgeryChecklistInput = z.input<typeof surgeryChecklistInputSchema>;

const required = (label: string, max = 2000) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);
const optionalText = z.string().trim().max(2000).default('');

export const implantSchema = z.object({
  name: required('Implant name', 200),
  batch: z.string().trim().max(80).default(''),
  serial: z.string().trim().max(80).default(''),
});

/** The operation note's clock times, with the labels the form and the server's messages use. */
export const OPERATION_TIMES = {
  inTheatreAt: 'In theatre',
  anaesthesiaStartAt: 'Anaesthesia start',
  anaesthesiaEndAt: 'Anaesthesia end',
  outOfTheatreAt: 'Out of theatre',
} as const;
export type OperationTime = keyof typeof OPERATION_TIMES;

/**
 * The surgeon's operation note; saving it completes the surgery and charges the admission. Its
 * times are clock times on the day the surgery started; their order is checked here, and the
 * server checks them against the clock (never in the future, never before the surgery started).
 */
export const operationNoteInputSchema = z
  .object({
    preOpDiagnosis: required('Pre-operative diagnosis'),
    postOpDiagnosis: required('Post-operative diagnosis'),
    procedureDone: required('Procedure done'),
    findings: optionalText,
    implants: z.array(implantSchema).max(20).default([]),
    complications: optionalText,
    bloodLossMl: z
      .number({ error: 'Enter the blood loss in ml' })
      .int('Blood loss is in whole ml')
      .min(0, 'Blood loss cannot be negative')
      .max(20_000),
    inTheatreAt: clock('Enter the time into theatre'),
    outOfTheatreAt: clock('Enter the time out of theatre'),
    anaesthesiaStartAt: clock('Enter the anaesthesia start time'),
    anaesthesiaEndAt: clock('Enter the anaesthesia end time'),
  })
  .superRefine((n, ctx) => {
    if (n.outOfTheatreAt <= n.inTheatreAt)
      ctx.addIssue({ code: 'custom', path: ['outOfTheatreAt'], message: 'Out of theatre must be after in' });
    if (n.anaesthesiaEndAt <= n.anaesthesiaStartAt)
      ctx.addIssue({ code: 'custom', path: ['anaesthesiaEndAt'], message: 'Anaesthesia end must be after its start' });
    // Anaesthesia may start in the anaesthetic room and end in recovery, but it covers time in theatre.
    else if (n.anaesthesiaStartAt >= n.outOfTheatreAt)
      ctx.addIssue({
        code: 'custom',
        path: ['anaesthesiaStartAt'],
        message: 'Anaesthesia must start before the patient leaves theatre',
      });
    else if (n.anaesthesiaEndAt <= n.inTheatreAt)
      ctx.addIssue({
        code: 'custom',
        path: ['anaesthesiaEndAt'],
        message: 'Anaesthesia cannot end before the patient is in theatre',
      });
  });
export type OperationNoteInput = z.input<typeof operationNoteInputSchema>;

export const operationNoteSchema = z.object({
  preOpDiagnosis: z.string(),
  postOpDiagnosis: z.string(),
  procedureDone: z.string(),
  findings: z.string(),
  implants: z.array(z.object({ name: z.string(), batch: z.string(), serial: z.string() })),
  complications: z.string(),
  bloodLossMl: z.number(),
  inTheatreAt: z.string(),
  outOfTheatreAt: z.string(),
  anaesthesiaStartAt: z.string(),
  anaesthesiaEndAt: z.string(),
  writtenBy: z.string(),
  writtenAt: z.string(),
});
export type OperationNote = z.infer<typeof operationNoteSchema>;

const person = z.object({ _id: z.string(), name: z.string() });

export const surgerySchema = z.object({
  _id: z.string(),
  patient: z.object({ _id: z.string(), name: z.string(), mrn: z.string() }),
  admissionId: z.string().nullable(),
  ipNumber: z.string().nullable(),
  procedure: z.object({ _id: z.string(), name: z.string() }),
  surgeon: person,
  assistant: person.nullable(),
  anaesthetist: person,
  anaesthesiaType: z.enum(ANAESTHESIA_TYPES),
  theatre: z.object({ _id: z.string(), identifier: z.string() }),
  /** The clinic-local day and clock times of the booked slot. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  durationMinutes: z.number(),
  equipment: z.array(z.object({ _id: z.string(), name: z.string() })),
  checklist: z.array(z.string()),
  notes: z.string(),
  status: z.string(),
  statusReason: z.string(),
  /** While the surgery is in progress: when it was started (the earliest its note's times may be); null otherwise. */
  inProgressSince: z.string().nullable(),
  bookedBy: z.string(),
  operationNote: operationNoteSchema.nullable(),
  /** What completion charged: procedure, theatre and anaesthesia, in paise. */
  chargedPaise: z.number(),
});
export type Surgery = z.infer<typeof surgerySchema>;

export const theatreDaySchema = z.object({
  _id: z.string(),
  identifier: z.string(),
  type: z.string(),
  status: z.enum(THEATRE_STATUSES),
  opensAt: z.string(),
  closesAt: z.string(),
  /** Whether the theatre works on the day asked for. */
  working: z.boolean(),
  openMinutes: z.number(),
  bookedMinutes: z.number(),
  /** Booked minutes over open minutes, 0–100 (0 when the theatre does not work that day). */
  utilisationPercent: z.number(),
  surgeries: z.array(surgerySchema),
});
export const otDaySchema = z.object({ date: z.string(), theatres: z.array(theatreDaySchema) });
export type TheatreDay = z.infer<typeof theatreDaySchema>;
export type OtDay = z.infer<typeof otDaySchema>;

export const teamMemberSchema = z.object({ _id: z.string(), name: z.string(), speciality: z.string().nullable() });
export type TeamMember = z.infer<typeof teamMemberSchema>;
