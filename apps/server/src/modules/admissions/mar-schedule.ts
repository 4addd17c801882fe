import { doseClock } from '@clinic/shared/admissions';
import { clinicInstant, clinicNow } from '../../lib/clinic-time.ts';

/** What the schedule needs of an order: its frequency, when it runs and when it was written. */
export type ScheduledOrder = {
  frequency: string;
  startAt: Date;
  stopAt: Date | null;
  stoppedAt: Date | null;
  orderedAt: Date;
};

/**
 * When doses begin: the start the doctor gave, but never before the order was written. A dose
 * time that had passed when the order was made was never due; showing it as overdue would invite
 * a second dose on top of one given before the order was charted.
 */
export function firstDoseFrom(order: ScheduledOrder): Date {
  return order.orderedAt.getTime() > order.startAt.getTime() ? order.orderedAt : order.startAt;
}

/** The first instant doses stop: the stop time, an earlier stop by the doctor, or the discharge. */
export function orderEnd(order: ScheduledOrder, dischargedAt: Date | null): Date | null {
  const ends = [order.stopAt, order.stoppedAt, dischargedAt].filter((d): d is Date => d !== null);
  return ends.length === 0 ? null : new Date(Math.min(...ends.map((d) => d.getTime())));
}

const within = (at: Date, start: Date, end: Date | null) =>
  at.getTime() >= start.getTime() && (end === null || at.getTime() < end.getTime());

/**
 * The scheduled dose times of an order on one clinic day, oldest first: the frequency's clock
 * times that fall inside the order's run (from its first dose); a STAT order's one dose at its
 * first dose; none for SOS.
 */
export function dosesOnDay(order: ScheduledOrder, date: string, timeZone: string, end: Date | null): Date[] {
  const clock = doseClock(order.frequency);
  if (!clock || clock.kind === 'asNeeded') return [];
  const from = firstDoseFrom(order);
  if (clock.kind === 'stat') return clinicNow(timeZone, from).date === date ? [from] : [];
  return clock.times.map((t) => clinicInstant(timeZone, date, t)).filter((at) => within(at, from, end));
}

/**
 * Whether a dose may be recorded at this time for the order: one of its scheduled times, or for
 * an SOS order any time within its run.
 */
export function isDoseTime(order: ScheduledOrder, at: Date, timeZone: string, end: Date | null): boolean {
  const clock = doseClock(order.frequency);
  if (!clock) return false;
  if (clock.kind === 'asNeeded') return within(at, firstDoseFrom(order), end);
  const day = clinicNow(timeZone, at).date;
  return dosesOnDay(order, day, timeZone, end).some((slot) => slot.getTime() === at.getTime());
}
