import type { ReportRow, ReportTable } from '@clinic/shared/reports';
import type { StayRow, WardRow } from './census.repository.ts';
import { ratio } from './report-days.ts';

const ALIVE = new Set(['Normal', 'Referred', 'LAMA', 'DAMA']);

type Movement = {
  admissions: number;
  transfersIn: number;
  transfersOut: number;
  discharges: number;
  lama: number;
  dama: number;
  deaths: number;
};
const none = (): Movement => ({
  admissions: 0,
  transfersIn: 0,
  transfersOut: 0,
  discharges: 0,
  lama: 0,
  dama: 0,
  deaths: 0,
});

/** What one stay adds to the movements of the day it began and the day it ended. */
function addStay(onStart: Movement | undefined, onEnd: Movement | undefined, s: StayRow): void {
  if (onStart) {
    if (s.seq === 1) onStart.admissions += 1;
    else if (s.prev_ward !== s.ward_id) onStart.transfersIn += 1;
  }
  if (!onEnd) return;
  if (s.next_ward !== null && s.next_ward !== s.ward_id) onEnd.transfersOut += 1;
  if (s.left_as === 'Death') onEnd.deaths += 1;
  else if (s.left_as !== null && ALIVE.has(s.left_as)) onEnd.discharges += 1;
  if (s.left_as === 'LAMA') onEnd.lama += 1;
  if (s.left_as === 'DAMA') onEnd.dama += 1;
}

/**
 * The midnight census of each day: the patients in a bed at the end of it. It starts from those
 * in a bed as the range begins and moves by every stay begun or ended each day (a transfer ends
 * one stay and begins the next, so a move within the ward changes nothing).
 */
export function midnightCensus(stays: StayRow[], days: string[]): Map<string, number> {
  let census = stays.filter((s) => s.at_start).length;
  const delta = new Map<string, number>();
  for (const s of stays) {
    if (s.start_day) delta.set(s.start_day, (delta.get(s.start_day) ?? 0) + 1);
    if (s.end_day) delta.set(s.end_day, (delta.get(s.end_day) ?? 0) - 1);
  }
  const byDay = new Map<string, number>();
  for (const day of days) {
    census += delta.get(day) ?? 0;
    byDay.set(day, census);
  }
  return byDay;
}

const MOVEMENT_COLUMNS = [
  { key: 'admissions', label: 'Admissions', kind: 'count' },
  { key: 'transfersIn', label: 'Transfers in', kind: 'count' },
  { key: 'transfersOut', label: 'Transfers out', kind: 'count' },
  { key: 'discharges', label: 'Discharges', kind: 'count' },
  { key: 'lama', label: 'LAMA', kind: 'count' },
  { key: 'dama', label: 'DAMA', kind: 'count' },
  { key: 'deaths', label: 'Deaths', kind: 'count' },
] as const;

const sum = (rows: Movement[]) =>
  rows.reduce<Movement>((t, r) => {
    for (const k of Object.keys(t) as (keyof Movement)[]) t[k] += r[k];
    return t;
  }, none());

/** The daily census of the stays given (already narrowed to one ward where chosen). */
export function censusByDay(stays: StayRow[], days: string[]): ReportTable {
  const movement = new Map(days.map((d) => [d, none()]));
  for (const s of stays)
    addStay(s.start_day ? movement.get(s.start_day) : undefined, s.end_day ? movement.get(s.end_day) : undefined, s);
  const census = midnightCensus(stays, days);
  const rows: ReportRow[] = days.map((day) => ({ day, ...movement.get(day)!, census: census.get(day) ?? 0 }));
  const last = days.at(-1);
  return {
    key: 'by-day',
    title: 'By day',
    columns: [
      { key: 'day', label: 'Date', kind: 'date' },
      ...MOVEMENT_COLUMNS,
      { key: 'census', label: 'Midnight census', kind: 'count' },
    ],
    rows,
    total: { day: 'Total', ...sum([...movement.values()]), census: last ? (census.get(last) ?? 0) : 0 },
  };
}

/** Each ward's movements over the range, its census at the last midnight and its average. */
export function censusByWard(stays: StayRow[], wards: WardRow[], days: string[]): ReportTable {
  const rows: ReportRow[] = wards.map((w) => {
    const own = stays.filter((s) => s.ward_id === w.id);
    const m = none();
    for (const s of own) addStay(s.start_day ? m : undefined, s.end_day ? m : undefined, s);
    const census = [...midnightCensus(own, days).values()];
    const average = census.length === 0 ? 0 : census.reduce((a, b) => a + b, 0) / census.length;
    return {
      ward: w.name,
      beds: w.beds,
      ...m,
      census: census.at(-1) ?? 0,
      averageCensus: Math.round(average * 10) / 10,
      occupancy: ratio(average, w.beds, 100),
    };
  });
  return {
    key: 'by-ward',
    title: 'By ward',
    columns: [
      { key: 'ward', label: 'Ward', kind: 'text' },
      { key: 'beds', label: 'Beds', kind: 'count' },
      ...MOVEMENT_COLUMNS,
      { key: 'census', label: 'Census at last midnight', kind: 'count' },
      { key: 'averageCensus', label: 'Average midnight census', kind: 'decimal' },
      { key: 'occupancy', label: 'Occupancy %', kind: 'percent' },
    ],
    rows,
    total: null,
  };
}

export const CENSUS_DEFINITIONS = [
  { term: 'Admissions', meaning: 'Patients admitted that day (to the ward, when one is chosen).' },
  {
    term: 'Transfers in / out',
    meaning: 'Moves from one ward to another that day; a move to another bed of the same ward is not counted.',
  },
  {
    term: 'Discharges',
    meaning: 'Patients who left alive that day: discharged, referred, LAMA or DAMA. Deaths are counted apart.',
  },
  {
    term: 'LAMA / DAMA',
    meaning: 'Left against medical advice / discharged against medical advice (part of Discharges).',
  },
  { term: 'Midnight census', meaning: 'Patients in a bed at midnight, at the end of the day.' },
  { term: 'Occupancy %', meaning: 'Average midnight census over the range divided by the ward’s beds today.' },
];
