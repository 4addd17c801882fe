import type { BedClass } from './stay-tariff.schemas.ts';
/**
 * How room rent counts days (DOMAIN.md §7: no statutory rule, the hospital's policy):
 * - `midnight`: one day for each midnight spent in a bed, at that bed's rent, plus the discharge
 *   day by the time of leaving: by 12:00 nothing, by 18:00 half a day, later a full day. A stay
 *   that sees no midnight is one day.
 * - `24h`: one day for each 24 hours from admission, at the rent of the bed at the start of the
 *   cycle; a last part of more than 6 hours is a full day, less is free; at least one day.
 */
export const ROOM_DAY_RULES = ['midnight', '24h'] as const;
export type RoomDayRule = (typeof ROOM_DAY_RULES)[number];

/** GST on room rent (Notification 03/2022): 5% on a non-ICU room above ₹5,000 a day. */
export const ROOM_GST_THRESHOLD_PAISE = 5_000_00;
export const ROOM_GST_BP = 500;

export type RoomStay = {
  fromAt: Date;
  toAt: Date | null;
  dailyRentPaise: number;
  isIcu: boolean;
  /** What the bill calls the bed ("Private Floor · P1 (private)"). */
  label: string;
  /** The bed class the day is charged by, carried onto its line (a package and a policy limit read it). */
  bedClass?: BedClass;
};

export type RoomLine = {
  description: string;
  /** Whole days, or 1 half day on a line of its own. */
  quantity: number;
  unitPricePaise: number;
  gstRateBp: number;
  half: boolean;
  bedClass?: BedClass;
};

const HOUR = 3_600_000;

/** How a room line for half a day ends its description. */
export const HALF_DAY = ' (half day)';

/**
 * The room days a bill's lines charge: the room lines (no charge behind them) in the Room Charges
 * section, whole days by their quantity and a half day as 0.5, so the days a bill prints in its
 * head always agree with its room lines, under either room-day rule.
 */
export function roomDaysOf(
  lines: readonly { chargeId: string | null; section: string; description: string; quantity: number }[],
): number {
  return lines
    .filter((l) => l.chargeId === null && l.section === 'Room Charges')
    .reduce((days, l) => days + (l.description.endsWith(HALF_DAY) ? l.quantity / 2 : l.quantity), 0);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The clinic's wall-clock date and minutes past midnight of an instant, in its time zone. */
function wallClock(at: Date, timeZone: string): { date: string; minutes: number; utcOfWall: number } {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? '0');
  const [y, m, d, h, min] = [get('year'), get('month'), get('day'), get('hour'), get('minute')];
  return {
    date: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    minutes: h * 60 + min,
    utcOfWall: Date.UTC(y, m - 1, d, h, min),
  };
}

/**
 * When each clinic day began, by time zone and date: a year's stay asks for 365 of them on every
 * view of its bill, and each costs two calendar conversions. A day's start never changes, so the
 * answers are kept (a few thousand at most: the days of the stays being billed).
 */
const midnights = new Map<string, number>();
const MIDNIGHTS_KEPT = 20_000;

/** The instant the clinic's day `date` (YYYY-MM-DD) begins. */
function midnightOf(date: string, timeZone: string): Date {
  const key = `${timeZone} ${date}`;
  const known = midnights.get(key);
  if (known !== undefined) return new Date(known);
  const wall = Date.parse(`${date}T00:00:00Z`);
  const offset = (at: number) => wallClock(new Date(at), timeZone).utcOfWall - Math.floor(at / 60_000) * 60_000;
  const guess = wall - offset(wall);
  const at = wall - offset(guess);
  if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
  midnights.set(key, at);
  return new Date(at);
}

/** The clinic's midnights after `from` up to and including `to`, as epoch milliseconds. */
function midnightsBetween(from: number, to: number, timeZone: string): number[] {
  const out: number[] = [];
  let day = Date.parse(`${wallClock(new Date(from), timeZone).date}T00:00:00Z`);
  for (;;) {
    day += 86_400_000;
    const m = midnightOf(new Date(day).toISOString().slice(0, 10), timeZone).getTime();
    if (m > to) return out;
    if (m > from) out.push(m);
  }
}

/**
 * The stay covering each instant of an ascending list; the first or last stay for an instant
 * before or after them all. One walk over the stays, on numbers: comparing Dates converts both on
 * every comparison, and a year's stay with a bed move a week asked 20,000 of them a view.
 */
function staysAt(stays: readonly RoomStay[], instants: readonly number[]): RoomStay[] {
  const spans = stays.map((s) => ({ stay: s, from: s.fromAt.getTime(), to: s.toAt?.getTime() ?? Infinity }));
  const first = spans[0] as (typeof spans)[number];
  const last = spans[spans.length - 1] as (typeof spans)[number];
  const out: RoomStay[] = [];
  let i = 0;
  for (const at of instants) {
    if (at < first.from) {
      out.push(first.stay);
      continue;
    }
    // Stays may overlap or leave gaps (a bed move's times as recorded): the first covering one wins.
    while (i < spans.length && (spans[i] as (typeof spans)[number]).to <= at) i += 1;
    let covering = last;
    for (let j = i; j < spans.length; j += 1) {
      const s = spans[j] as (typeof spans)[number];
      if (s.from <= at && at < s.to) {
        covering = s;
        break;
      }
    }
    out.push(covering.stay);
  }
  return out;
}

const gstOf = (s: RoomStay) => (!s.isIcu && s.dailyRentPaise > ROOM_GST_THRESHOLD_PAISE ? ROOM_GST_BP : 0);

/** Days charged at each stay, in order, consecutive days of one stay on one line. */
export function roomRentLines(stays: RoomStay[], end: Date, rule: RoomDayRule, timeZone: string): RoomLine[] {
  const sorted = [...stays].sort((a, b) => a.fromAt.getTime() - b.fromAt.getTime());
  const first = sorted[0];
  if (!first) return [];
  const start = first.fromAt.getTime();
  const endAt = end.getTime();
  const days: { stay: RoomStay; half: boolean }[] = [];
  if (rule === 'midnight') {
    const nights = midnightsBetween(start, endAt, timeZone).map((m) => m - 1);
    for (const stay of staysAt(sorted, nights)) days.push({ stay, half: false });
    const out = wallClock(end, timeZone);
    const leaving = () => staysAt(sorted, [endAt])[0] ?? first;
    if (days.length === 0) days.push({ stay: first, half: false });
    else if (out.minutes > 18 * 60) days.push({ stay: leaving(), half: false });
    else if (out.minutes > 12 * 60) days.push({ stay: leaving(), half: true });
  } else {
    const hours = (endAt - start) / HOUR;
    const whole = Math.floor(hours / 24) + (hours % 24 > 6 ? 1 : 0);
    const cycles = Array.from({ length: Math.max(1, whole) }, (_, i) => start + i * 24 * HOUR);
    for (const stay of staysAt(sorted, cycles)) days.push({ stay, half: false });
  }
  const lines: RoomLine[] = [];
  for (const d of days) {
    const last = lines[lines.length - 1];
    const price = d.half ? Math.round(d.stay.dailyRentPaise / 2) : d.stay.dailyRentPaise;
    const description = d.half ? `${d.stay.label}${HALF_DAY}` : d.stay.label;
    if (last && !d.half && !last.half && last.description === description && last.unitPricePaise === price)
      last.quantity += 1;
    else
      lines.push({
        description,
        quantity: 1,
        unitPricePaise: price,
        gstRateBp: gstOf(d.stay),
        half: d.half,
        ...(d.stay.bedClass && { bedClass: d.stay.bedClass }),
      });
  }
  return lines;
}
