import { displayDate, displayDay, displayTime } from '@clinic/shared/dates';

/**
 * The zone every date and time on screen and on paper is read in: the clinic's, never the
 * browser's (a laptop left on UTC or a doctor travelling must still see the clinic's day). The
 * server names it (CLINIC_TIMEZONE, through /api/clinic/clock; see clinic-clock.ts, which the
 * signed-in app loads before its first screen). Until then it is India's, the server's default:
 * for the clinics this product serves that is right, where the browser's zone is only a guess.
 */
export const DEFAULT_CLINIC_TIME_ZONE = 'Asia/Kolkata';

let clinicZone = DEFAULT_CLINIC_TIME_ZONE;
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** Sets the clinic's time zone (from the server); a name this browser does not know is ignored. */
export function setClinicTimeZone(timeZone: string): void {
  try {
    wallClockFormat(timeZone);
    clinicZone = timeZone;
  } catch {
    // An unknown zone would make every date throw; the previous zone is the better answer.
  }
}

/** The clinic's time zone as this browser knows it now. */
export function clinicTimeZone(): string {
  return clinicZone;
}

/** An instant's date ("2026-11-25") and 24-hour time ("14:02") on the clinic's wall clock. */
export function clinicWallClock(at: Date, timeZone: string = clinicZone): { date: string; time: string } {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function instant(value: Date | string): Date | null {
  const at = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * "25 Nov 2026": an instant's day in the clinic's time zone; a plain calendar date
 * ("2026-11-25") is that day as it stands.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string' && CALENDAR_DAY.test(value)) return displayDate(value);
  const at = instant(value);
  return at ? displayDate(clinicWallClock(at).date) : String(value);
}

/** "2:02 pm": an instant's time on the clinic's clock. */
export function formatTime(value: Date | string): string {
  const at = instant(value);
  return at ? displayTime(clinicWallClock(at).time) : String(value);
}

/** "25 Nov 2026, 2:02 pm" in the clinic's time zone. */
export function formatDateTime(value: Date | string): string {
  const at = instant(value);
  if (!at) return String(value);
  const { date, time } = clinicWallClock(at);
  return `${displayDate(date)}, ${displayTime(time)}`;
}

/** "Thu, 26 Nov 2026" for an ISO date, read as a calendar day (no time-zone shift). */
export function formatDay(isoDate: string): string {
  return displayDay(isoDate);
}

/** "2:00 pm" for a clinic wall-clock time kept as "14:00" (appointment slots, schedules). */
export function formatClock(clock: string): string {
  return displayTime(clock);
}

/** "Good morning" / "Good afternoon" / "Good evening" by the hour on the clinic's clock. */
export function greeting(now: Date = new Date()): string {
  const hour = Number(clinicWallClock(now).time.slice(0, 2));
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** Today's date in the clinic's time zone, as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return clinicWallClock(now).date;
}

/** An ISO date plus a number of days. */
export function addDaysIso(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
