import { displayTime } from '@clinic/shared/dates';
import { OPERATION_TIMES, type OperationTime } from '@clinic/shared/theatre';
import { clinicInstant, clinicNow } from '../../lib/clinic-time.ts';
import type { SurgeryRow } from './surgeries.repository.ts';

/**
 * When an in-progress surgery was started: recorded by the move into theatre. A surgery started
 * before that column existed has its last update instead (nothing wrote its row after the move).
 */
export const startedAt = (s: Pick<SurgeryRow, 'startedAt' | 'updatedAt'>): Date => s.startedAt ?? s.updatedAt;

/**
 * How far a note's time may run ahead of the server's clock, or before the moment the surgery was
 * started: the theatre's wall clock, the desk's and the server's differ by a little.
 */
export const CLOCK_SKEW_MINUTES = 2;
const MINUTE = 60_000;

/**
 * The operation note's times checked against the clock, one message per time that is wrong (by field name): a
 * time later than now is not yet known, and one before the surgery was started is before the
 * patient could have been in theatre. The times are clock times on the clinic's day the surgery
 * started (a note cannot yet span midnight: the schema wants each end after its start).
 */
export function operationTimeIssues(
  note: Record<OperationTime, string>,
  at: { startedAt: Date; now: Date; timeZone: string },
): Record<string, string> {
  const started = clinicNow(at.timeZone, at.startedAt);
  const earliest = clinicInstant(at.timeZone, started.date, started.time).getTime() - CLOCK_SKEW_MINUTES * MINUTE;
  const latest = at.now.getTime() + CLOCK_SKEW_MINUTES * MINUTE;
  const now = clinicNow(at.timeZone, at.now).time;
  const issues: Record<string, string> = {};
  for (const [field, label] of Object.entries(OPERATION_TIMES) as [OperationTime, string][]) {
    const value = note[field];
    const instant = clinicInstant(at.timeZone, started.date, value).getTime();
    if (instant > latest)
      issues[field] = `${label} (${displayTime(value)}) is in the future: the time now is ${displayTime(now)}`;
    else if (instant < earliest)
      issues[field] = `${label} (${displayTime(value)}) is before the surgery started (${displayTime(started.time)})`;
  }
  return issues;
}
