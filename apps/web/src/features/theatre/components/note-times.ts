import type { OperationTime, Surgery } from '@clinic/shared/theatre';
import { clinicWallClock } from '../../../lib/format.ts';

const MINUTE = 60_000;

/**
 * The operation note's times to start from, never ahead of now: into theatre (and anaesthesia
 * start) when the surgery was started, or its booked start if that is earlier than now; out of
 * theatre (and anaesthesia end) after its expected length, or now if that has not yet passed. A
 * note written within the minute the surgery started gets out a minute after in, inside the
 * server's allowance for clocks that differ.
 */
export function defaultNoteTimes(surgery: Surgery, now: Date, timeZone: string): Record<OperationTime, string> {
  const since = new Date(surgery.inProgressSince ?? surgery.startAt);
  const start = since.getTime() < now.getTime() ? since : now;
  const expectedEnd = start.getTime() + surgery.durationMinutes * MINUTE;
  const from = clinicWallClock(start, timeZone);
  let to = clinicWallClock(new Date(Math.min(expectedEnd, now.getTime())), timeZone);
  // The note's times are clock times on the day it started: a surgery past midnight ends at 23:59.
  if (to.date !== from.date) to = { date: from.date, time: '23:59' };
  else if (to.time <= from.time) to = clinicWallClock(new Date(start.getTime() + MINUTE), timeZone);
  return {
    inTheatreAt: from.time,
    anaesthesiaStartAt: from.time,
    anaesthesiaEndAt: to.time,
    outOfTheatreAt: to.time,
  };
}
