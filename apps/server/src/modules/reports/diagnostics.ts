import type { ReportColumn, ReportRow, ReportTable } from '@clinic/shared/reports';
import type { CriticalRow, ImagingTatRow, LabTatRow } from './diagnostics.repository.ts';

/** A table's rows and its totals row. */
type Body = { rows: ReportRow[]; total: ReportRow | null };

/** Rows with a name, then the all-tests row the query adds (name null) as the total. */
function split<T>(rows: T[], nameOf: (r: T) => string | null, label: string, shape: (r: T) => ReportRow): Body {
  const named = rows.filter((r) => nameOf(r) !== null);
  const all = rows.find((r) => nameOf(r) === null);
  return {
    rows: named.map((r) => ({ [label]: nameOf(r), ...shape(r) })),
    total: all ? { [label]: 'Total', ...shape(all) } : null,
  };
}

const SPREAD: ReportColumn[] = [
  { key: 'mean', label: 'Average', kind: 'minutes' },
  { key: 'median', label: 'Median', kind: 'minutes' },
  { key: 'p90', label: '90% within', kind: 'minutes' },
];

export const labFromTotals = (rows: LabTatRow[]): Body =>
  split(
    rows,
    (r) => r.test,
    'test',
    (r) => ({
      ordered: r.ordered,
      urgent: r.urgent,
      reported: r.reported,
      toCollect: r.to_collect,
      toResult: r.to_result,
      toApprove: r.to_approve,
      mean: r.total_mean,
      median: r.total_median,
      p90: r.total_p90,
    }),
  );

export function labTatTable(body: Body): ReportTable {
  return {
    key: 'lab',
    title: 'Lab tests: done and turnaround (order to approved report)',
    columns: [
      { key: 'test', label: 'Test', kind: 'text' },
      { key: 'ordered', label: 'Ordered', kind: 'count' },
      { key: 'urgent', label: 'Urgent', kind: 'count' },
      { key: 'reported', label: 'Reported', kind: 'count' },
      { key: 'toCollect', label: 'Order to collection', kind: 'minutes' },
      { key: 'toResult', label: 'Collection to result', kind: 'minutes' },
      { key: 'toApprove', label: 'Result to approval', kind: 'minutes' },
      ...SPREAD,
    ],
    ...body,
  };
}

export const imagingFromTotals = (rows: ImagingTatRow[]): Body =>
  split(
    rows,
    (r) => r.study,
    'study',
    (r) => ({
      ordered: r.ordered,
      reported: r.reported,
      mean: r.total_mean,
      median: r.total_median,
      p90: r.total_p90,
    }),
  );

export function imagingTatTable(body: Body): ReportTable {
  return {
    key: 'radiology',
    title: 'Radiology studies: done and turnaround (order to signed report)',
    columns: [
      { key: 'study', label: 'Study', kind: 'text' },
      { key: 'ordered', label: 'Ordered', kind: 'count' },
      { key: 'reported', label: 'Reported', kind: 'count' },
      ...SPREAD,
    ],
    ...body,
  };
}

export const criticalFromTotals = (rows: CriticalRow[]): Body =>
  split(
    rows,
    (r) => r.test,
    'test',
    (r) => ({
      critical: r.critical,
      acknowledged: r.acknowledged,
      open: r.critical - r.acknowledged,
      mean: r.ack_mean,
      median: r.ack_median,
      longest: r.ack_max,
    }),
  );

export function criticalTable(body: Body): ReportTable {
  return {
    key: 'critical',
    title: 'Critical values and time to acknowledgement',
    columns: [
      { key: 'test', label: 'Test', kind: 'text' },
      { key: 'critical', label: 'Critical reports', kind: 'count' },
      { key: 'acknowledged', label: 'Acknowledged', kind: 'count' },
      { key: 'open', label: 'Not acknowledged', kind: 'count' },
      { key: 'mean', label: 'Average to acknowledge', kind: 'minutes' },
      { key: 'median', label: 'Median', kind: 'minutes' },
      { key: 'longest', label: 'Longest', kind: 'minutes' },
    ],
    ...body,
  };
}

export const DIAGNOSTICS_DEFINITIONS = [
  {
    term: 'Ordered',
    meaning:
      'Lab tests and imaging studies ordered in the range, less those cancelled; Reported: of those, approved (lab) or signed (radiology).',
  },
  {
    term: 'Lab turnaround',
    meaning:
      'Minutes from the order to the first accepted sample’s collection, from collection to the first result entered, and from that result to its approval. Average, median and 90% within are of order to approval.',
  },
  { term: 'Radiology turnaround', meaning: 'Minutes from the order to the radiologist signing the report.' },
  { term: '90% within', meaning: 'Nine in ten orders took this long or less (the 90th percentile).' },
  {
    term: 'Critical values',
    meaning:
      'Lab reports approved in the range that carry a critical value (an amendment counts again), and the minutes from approval to acknowledgement by the ward or doctor.',
  },
];
