import type { ReportRow, ReportTable } from '@clinic/shared/reports';
import { midnightCensus } from './census.ts';
import type { StayRow, WardRow } from './census.repository.ts';
import { daysBetween, monthOf, ratio } from './report-days.ts';

type Figures = { beds: number; days: number; inpatientDays: number; discharges: number; stayDays: number };

/**
 * A month's figures of some stays over some beds: the census days (from the census worked out
 * over the whole range, so stays begun or ended in earlier months count), and the stays that ended.
 */
function figuresOf(stays: StayRow[], beds: number, days: string[], census: Map<string, number>): Figures {
  const inMonth = new Set(days);
  let inpatientDays = 0;
  for (const day of days) inpatientDays += census.get(day) ?? 0;
  const ended = stays.filter((s) => s.left_as !== null && s.end_day !== null && inMonth.has(s.end_day));
  const stayDays = ended.reduce((t, s) => t + Math.max(1, daysBetween(s.admitted_day, s.end_day!)), 0);
  return { beds, days: days.length, inpatientDays, discharges: ended.length, stayDays };
}

const row = (label: Record<string, string>, f: Figures): ReportRow => ({
  ...label,
  beds: f.beds,
  days: f.days,
  inpatientDays: f.inpatientDays,
  occupancy: ratio(f.inpatientDays, f.beds * f.days, 100),
  discharges: f.discharges,
  alos: ratio(f.stayDays, f.discharges),
  turnover: ratio(f.discharges, f.beds),
});

const FIGURE_COLUMNS = [
  { key: 'beds', label: 'Beds', kind: 'count' },
  { key: 'days', label: 'Days', kind: 'count' },
  { key: 'inpatientDays', label: 'Inpatient days', kind: 'count' },
  { key: 'occupancy', label: 'Bed occupancy %', kind: 'percent' },
  { key: 'discharges', label: 'Discharges incl. deaths', kind: 'count' },
  { key: 'alos', label: 'Average length of stay (days)', kind: 'decimal' },
  { key: 'turnover', label: 'Bed turnover', kind: 'decimal' },
] as const;

/**
 * Bed occupancy, average length of stay and bed turnover by month, for the wards given, and by
 * ward and month. Each month counts only its days inside the range.
 */
export function occupancyTables(stays: StayRow[], wards: WardRow[], days: string[]): ReportTable[] {
  const months = [...new Set(days.map(monthOf))];
  const daysOfMonth = (m: string) => days.filter((d) => monthOf(d) === m);
  const wardIds = new Set(wards.map((w) => w.id));
  const own = stays.filter((s) => wardIds.has(s.ward_id));
  const beds = wards.reduce((t, w) => t + w.beds, 0);
  const census = midnightCensus(own, days);
  const byMonth = months.map((m) => row({ month: m }, figuresOf(own, beds, daysOfMonth(m), census)));
  const byWard = wards.flatMap((w) => {
    const ofWard = own.filter((s) => s.ward_id === w.id);
    const wardCensus = midnightCensus(ofWard, days);
    return months.map((m) => ({
      m,
      r: row({ month: m, ward: w.name }, figuresOf(ofWard, w.beds, daysOfMonth(m), wardCensus)),
    }));
  });
  byWard.sort((a, b) => a.m.localeCompare(b.m));
  const whole = figuresOf(own, beds, days, census);
  return [
    {
      key: 'by-month',
      title: 'By month',
      columns: [{ key: 'month', label: 'Month', kind: 'text' }, ...FIGURE_COLUMNS],
      rows: byMonth,
      total: row({ month: 'Whole range' }, whole),
    },
    {
      key: 'by-ward',
      title: 'By ward and month',
      columns: [
        { key: 'month', label: 'Month', kind: 'text' },
        { key: 'ward', label: 'Ward', kind: 'text' },
        ...FIGURE_COLUMNS,
      ],
      rows: byWard.map((x) => x.r),
      total: null,
    },
  ];
}

export const OCCUPANCY_DEFINITIONS = [
  {
    term: 'Inpatient days',
    meaning: 'The sum of the midnight census over the days: one day for each patient in a bed at midnight.',
  },
  { term: 'Bed occupancy %', meaning: 'Inpatient days ÷ (beds × days) × 100.' },
  {
    term: 'Average length of stay',
    meaning:
      'For patients who left in the period (alive or dead): days from admission to leaving, a same-day stay counted as one, averaged.',
  },
  { term: 'Bed turnover', meaning: 'Patients who left in the period ÷ beds: how many times each bed was used.' },
  { term: 'Beds', meaning: 'The beds the ward has today, whatever their state.' },
];
