/**
 * One formatter per time zone, made once: building an Intl.DateTimeFormat costs far more than
 * using one, and the clinic's clock is read on most requests (issue 34's profile put it at 4% of
 * the server's CPU under load).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type ClinicClock = { date: string; time: string; weekday: number };

/**
 * The last answer per time zone and minute: the clock is read several times a request (a list's
 * ages, "today"), and formatToParts costs microseconds each time (issue 34's profile).
 */
const lastMinute = new Map<string, { minute: number; clock: ClinicClock }>();

/** Today's date, the time and the weekday (1 = Monday … 7 = Sunday) on the clinic's clock. */
export function clinicNow(timeZone: string, now = new Date()): ClinicClock {
  // Whole minutes since the epoch: every time zone's offset is whole minutes, so a minute never straddles a clinic minute.
  const minute = Math.floor(now.getTime() / 60_000);
  const cached = lastMinute.get(timeZone);
  if (cached?.minute === minute) return { ...cached.clock };
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const clock = { date, time: `${parts.hour}:${parts.minute}`, weekday: weekdayOf(date) };
  lastMinute.set(timeZone, { minute, clock });
  return { ...clock };
}

/**
 * An instant as the clinic's clock read it, "2026-11-26 14:05": how exports (CSV) write times, so
 * a spreadsheet shows the clinic's day and hour rather than UTC.
 */
export function clinicDateTime(timeZone: string, at: Date | string): string {
  const { date, time } = clinicNow(timeZone, typeof at === 'string' ? new Date(at) : at);
  return `${date} ${time}`;
}

/** 1 = Monday … 7 = Sunday for an ISO date. */
export function weekdayOf(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** 'HH:MM' slot starts from start (inclusive) while a whole slot fits before end. */
export function slotTimes(start: string, end: string, minutes: number): string[] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const out: string[] = [];
  for (let m = toMin(start); m + minutes <= toMin(end); m += minutes) {
    out.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return out;
}

/** The instant a clinic-local date and time (24-hour "HH:MM") name, in the clinic's time zone. */
export function clinicInstant(timeZone: string, date: string, time: string): Date {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  // The zone's offset at that moment: how far its wall clock is from UTC's.
  const wall = clinicNow(timeZone, new Date(asUtc));
  const offset = Date.parse(`${wall.date}T${wall.time}:00Z`) - asUtc;
  return new Date(asUtc - offset);
}

/** An ISO date plus a number of calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The calendar day after an ISO date. */
export const nextDay = (date: string): string => addDays(date, 1);
