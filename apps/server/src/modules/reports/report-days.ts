import { addDays } from '../../lib/clinic-time.ts';

/** Every date from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** "2026-11" of a date. */
export const monthOf = (day: string) => day.slice(0, 7);

/** Whole days between two dates (the later minus the earlier). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** A ratio to one decimal, or null where there is nothing to divide by. */
export const ratio = (part: number, whole: number, scale = 1) =>
  whole === 0 ? null : Math.round((part / whole) * scale * 10) / 10;
