// Written out rather than taken from Intl: ICU versions differ ("Sept" in en-GB and en-IN since
// ICU 72, an extra comma after the month in en-IN), and the server, Node and every browser must
// print the same text.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function calendarDay(isoDate: string): Date | null {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

const dayMonthYear = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/**
 * A calendar date (YYYY-MM-DD) the Indian way, as messages, screens and prints show it:
 * "25 Nov 2026". Read as a calendar day, so no time zone moves it.
 */
export function displayDate(isoDate: string): string {
  const date = calendarDay(isoDate);
  return date ? dayMonthYear(date) : isoDate;
}

/** A calendar date with its weekday: "Thu, 26 Nov 2026". */
export function displayDay(isoDate: string): string {
  const date = calendarDay(isoDate);
  return date ? `${WEEKDAYS[date.getUTCDay()]}, ${dayMonthYear(date)}` : isoDate;
}

/** A 24-hour clock time ("14:05") in 12-hour form with a lowercase am/pm: "2:05 pm". */
export function displayTime(clock: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(clock);
  if (!match) return clock;
  const hour = Number(match[1]);
  return `${hour % 12 || 12}:${match[2]} ${hour < 12 ? 'am' : 'pm'}`;
}
