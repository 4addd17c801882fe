import {
  NOT_YOUR_QUEUE,
  SENIOR_CITIZEN_AGE,
  type OpPriority,
  type QueueEntry,
  type SendTo,
} from '@clinic/shared/appointments';
import type { Actor } from '../../kernel/actor.ts';
import { forbidden } from '../../lib/errors.ts';
import type { QueueRow } from './op-queue.repository.ts';

/**
 * Where a row of the day's queue stands, read off its columns (decision 0025):
 * - away: Awaiting, sent to the lab, radiology (sent_to) or another doctor (sent_at alone);
 * - being seen: Awaiting, called, not away;
 * - waiting: Awaiting, not called, not away.
 */
export const isAway = (r: QueueRow) => r.a.status === 'Awaiting' && r.a.sentAt !== null;
export const isServing = (r: QueueRow) => r.a.status === 'Awaiting' && r.a.calledAt !== null && r.a.sentAt === null;
export const isWaiting = (r: QueueRow) => r.a.status === 'Awaiting' && r.a.calledAt === null && r.a.sentAt === null;

/** Where an away row went: sent_to, or another doctor when only sent_at is set. */
export const sentToOf = (r: QueueRow): SendTo | null =>
  r.a.sentAt === null ? null : ((r.a.sentTo as SendTo | null) ?? 'doctor');

/** A flag set at the desk, or a senior citizen by age. */
export const priorityOf = (r: QueueRow): OpPriority | null =>
  (r.a.priority as OpPriority | null) ?? (r.age >= SENIOR_CITIZEN_AGE ? 'Senior citizen' : null);

export const toEntry = (r: QueueRow): QueueEntry => ({
  appointmentId: r.a.id,
  token: r.a.token,
  patientId: r.a.patientId,
  patientName: r.patientName,
  mrn: r.mrn,
  age: r.age,
  gender: r.gender,
  appointmentTime: r.a.appointmentTime,
  priority: priorityOf(r),
  arrivedAt: r.a.arrivedAt?.toISOString() ?? null,
  calledAt: r.a.calledAt?.toISOString() ?? null,
  calls: r.a.callCount,
  skips: r.a.skipCount,
  sentTo: sentToOf(r),
  sentAt: r.a.sentAt?.toISOString() ?? null,
});

/** A doctor moves only their own queue; `op-queue.call-any` moves any. */
export function mayCall(doctorId: string, actor: Actor, canCallAny: boolean): void {
  if (!canCallAny && actor.userId !== doctorId) throw forbidden(NOT_YOUR_QUEUE);
}
