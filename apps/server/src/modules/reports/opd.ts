import type { ReportRow, ReportTable } from '@clinic/shared/reports';
import type { OpdRow } from './opd.repository.ts';
import { ratio } from './report-days.ts';

type Counts = { visits: number; seen: number; newVisits: number; noShows: number; waited: number; waitMinutes: number };
const zero = (): Counts => ({ visits: 0, seen: 0, newVisits: 0, noShows: 0, waited: 0, waitMinutes: 0 });

function add(t: Counts, r: OpdRow): void {
  t.visits += r.visits;
  t.seen += r.seen;
  t.newVisits += r.new_visits;
  t.noShows += r.no_shows;
  t.waited += r.waited;
  t.waitMinutes += r.wait_minutes;
}

const figures = (c: Counts) => ({
  visits: c.visits,
  seen: c.seen,
  newVisits: c.newVisits,
  followUps: c.seen - c.newVisits,
  noShows: c.noShows,
  noShowRate: ratio(c.noShows, c.visits, 100),
  averageWait: ratio(c.waitMinutes, c.waited),
});

const COLUMNS = [
  { key: 'visits', label: 'Booked', kind: 'count' },
  { key: 'seen', label: 'Seen', kind: 'count' },
  { key: 'newVisits', label: 'New', kind: 'count' },
  { key: 'followUps', label: 'Follow-up', kind: 'count' },
  { key: 'noShows', label: 'No-shows', kind: 'count' },
  { key: 'noShowRate', label: 'No-show %', kind: 'percent' },
  { key: 'averageWait', label: 'Average wait', kind: 'minutes' },
] as const;

function rollUp(rows: OpdRow[], keyOf: (r: OpdRow) => string): Map<string, { first: OpdRow; counts: Counts }> {
  const groups = new Map<string, { first: OpdRow; counts: Counts }>();
  for (const r of rows) {
    const key = keyOf(r);
    const g = groups.get(key) ?? { first: r, counts: zero() };
    add(g.counts, r);
    groups.set(key, g);
  }
  return groups;
}

/** The OPD report's tables: by day (every day of the range), by department and by doctor. */
export function opdTables(rows: OpdRow[], days: string[]): ReportTable[] {
  const total = zero();
  for (const r of rows) add(total, r);
  const byDay = rollUp(rows, (r) => r.day);
  const byDepartment = [...rollUp(rows, (r) => r.department).values()].sort((a, b) => b.counts.seen - a.counts.seen);
  const byDoctor = [...rollUp(rows, (r) => `${r.doctor_id}|${r.department}`).values()].sort(
    (a, b) => b.counts.seen - a.counts.seen,
  );
  const dayRows: ReportRow[] = days.map((day) => ({ day, ...figures(byDay.get(day)?.counts ?? zero()) }));
  const totalRow = figures(total);
  return [
    {
      key: 'by-day',
      title: 'By day',
      columns: [{ key: 'day', label: 'Date', kind: 'date' }, ...COLUMNS],
      rows: dayRows,
      total: { day: 'Total', ...totalRow },
    },
    {
      key: 'by-department',
      title: 'By department',
      columns: [{ key: 'department', label: 'Department', kind: 'text' }, ...COLUMNS],
      rows: byDepartment.map((g) => ({ department: g.first.department, ...figures(g.counts) })),
      total: { department: 'Total', ...totalRow },
    },
    {
      key: 'by-doctor',
      title: 'By doctor',
      columns: [
        { key: 'doctor', label: 'Doctor', kind: 'text' },
        { key: 'department', label: 'Department', kind: 'text' },
        ...COLUMNS,
      ],
      rows: byDoctor.map((g) => ({ doctor: g.first.doctor, department: g.first.department, ...figures(g.counts) })),
      total: { doctor: 'Total', department: '', ...totalRow },
    },
  ];
}

export const OPD_DEFINITIONS = [
  { term: 'Booked', meaning: 'Appointments and walk-ins of the day, less those cancelled or moved to another day.' },
  { term: 'Seen', meaning: 'Visits the doctor completed.' },
  {
    term: 'New / Follow-up',
    meaning: 'A seen visit is new when the patient had no earlier completed visit to the department.',
  },
  { term: 'No-shows', meaning: 'Bookings marked no-show, and bookings of a past day the patient never arrived for.' },
  {
    term: 'Average wait',
    meaning: 'Minutes from arrival (token) to the doctor’s call, over the visits that have both.',
  },
];
