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
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

/** A doctor's queue today: who is being seen, who waits in calling order, how many were seen. */
export const opQueueSchema = z.object({
  doctorId: z.string(),
  doctorName: z.string(),
  date: z.string(),
  serving: z.array(queueEntrySchema),
  waiting: z.array(queueEntrySchema),
  seen: z.number(),
});
export type OpQueue = z.infer<typeof opQueueSchema>;

/** The calling order: Emergency first, then (when priorities go first) the other flags, then the queue's own order. */
export function queueRank(priority: OpPriority | null, prioritiesFirst: boolean): number {
  if (priority === 'Emergency') return 0;
  if (priority && prioritiesFirst) return 1;
  return 2;
}
