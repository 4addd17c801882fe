import { z } from 'zod';

/**
 * Who goes ahead in the doctor's queue. Emergency always goes first; the others go ahead of the
 * rest when the clinic puts priorities first (the default). A patient of 60 or more is marked a
 * senior citizen on arrival.
 */
export const OP_PRIORITIES = ['Emergency', 'Senior citizen', 'Pregnant', 'Differently abled'] as const;
export type OpPriority = (typeof OP_PRIORITIES)[number];
export const SENIOR_CITIZEN_AGE = 60;

export const NO_ONE_WAITING = 'No one is waiting';
export const NOT_BEING_SEEN = 'Only the patient being seen can be skipped';
export const ONLY_TODAYS_WAITING = "Only a patient waiting in today's queue can be called";
export const NOT_YOUR_QUEUE = 'Only the doctor calls patients from their own queue';

/**
 * Where the doctor sends a patient mid-visit. The lab and radiology are trips out and back, kept
 * on the appointment's sent_to; another doctor is a same-day referral, a new appointment in that
 * doctor's queue (the visit sent shows as away, sent_at without sent_to, until back or completed).
 */
export const SEND_TO = ['lab', 'radiology', 'doctor'] as const;
export type SendTo = (typeof SEND_TO)[number];
export const SEND_TO_LABEL: Record<SendTo, string> = { lab: 'Lab', radiology: 'Radiology', doctor: 'Another doctor' };
export const CHOOSE_DOCTOR_TO_SEND = 'Choose the doctor to send the patient to';
export const SEND_TO_SAME_DOCTOR = 'Choose another doctor: the patient is already in this queue';
export const ONLY_TODAYS_TO_SEND = "Only a patient waiting or being seen in today's queue can be sent";
export const NOT_AWAY = 'This patient is not away at the lab, radiology or another doctor';
/** Where an away patient went, as the messages say it. */
export const awayPlace = (to: SendTo) => ({ lab: 'the lab', radiology: 'radiology', doctor: 'another doctor' })[to];
export const alreadyAway = (token: number, to: SendTo) => `Token ${token} is already away at ${awayPlace(to)}`;

export const sendToSchema = z
  .object({
    to: z.enum(SEND_TO, { error: 'Choose where to send the patient: lab, radiology or another doctor' }),
    doctorId: z.uuid({ error: CHOOSE_DOCTOR_TO_SEND }).optional(),
    note: z.string().trim().max(200, 'Keep the note to 200 characters').optional(),
  })
  .refine((v) => v.to !== 'doctor' || v.doctorId !== undefined, { path: ['doctorId'], message: CHOOSE_DOCTOR_TO_SEND });
export type SendToInput = z.input<typeof sendToSchema>;

export const arriveInputSchema = z.object({
  priority: z.enum(OP_PRIORITIES, { error: 'Choose a priority from the list' }).nullish(),
});
export type ArriveInput = z.input<typeof arriveInputSchema>;

/** One token in a doctor's queue, as the doctor and the desk see it. */
export const queueEntrySchema = z.object({
  appointmentId: z.string(),
  token: z.number(),
  patientId: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  age: z.number(),
  gender: z.string(),
  appointmentTime: z.string(),
  priority: z.enum(OP_PRIORITIES).nullable(),
  arrivedAt: z.string().nullable(),
  calledAt: z.string().nullable(),
  calls: z.number(),
  skips: z.number(),
  /** Away at the lab, radiology or another doctor, since `sentAt`; null while in the queue. */
  sentTo: z.enum(SEND_TO).nullable().optional(),
  sentAt: z.string().nullable().optional(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

/** A doctor's queue today: who is being seen, who waits in calling order, who is away, how many were seen. */
export const opQueueSchema = z.object({
  doctorId: z.string(),
  doctorName: z.string(),
  date: z.string(),
  serving: z.array(queueEntrySchema),
  waiting: z.array(queueEntrySchema),
  /** Sent to the lab, radiology or another doctor, earliest sent first: never called until back. */
  away: z.array(queueEntrySchema),
  seen: z.number(),
});
export type OpQueue = z.infer<typeof opQueueSchema>;

/** The visit sent, and for another doctor the new appointment in their queue. */
export const sendToResultSchema = z.object({
  entry: queueEntrySchema,
  referral: z
    .object({ appointmentId: z.string(), doctorId: z.string(), doctorName: z.string(), token: z.number() })
    .nullable(),
});
export type SendToResult = z.infer<typeof sendToResultSchema>;

/** The calling order: Emergency first, then (when priorities go first) the other flags, then the queue's own order. */
export function queueRank(priority: OpPriority | null, prioritiesFirst: boolean): number {
  if (priority === 'Emergency') return 0;
  if (priority && prioritiesFirst) return 1;
  return 2;
}
