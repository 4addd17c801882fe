import type { ReportColumn, ReportRow, ReportTable } from '@clinic/shared/reports';
import type { CriticalSpanRow, ImagingSpanRow, LabSpanRow } from './diagnostics.repository.ts';

const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const present = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
const mean = (values: (number | null)[]) => {
  const v = present(values);
  return v.length ? oneDecimal(v.reduce((a, b) => a + b, 0) / v.length) : null;
};
/** The p-th percentile, between the two nearest values as PostgreSQL's percentile_cont draws it. */
export function percentile(values: (number | null)[], p: number): number | null {
  const v = present(values).sort((a, b) => a - b);
  if (!v.length) return null;
  const at = (v.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return oneDecimal(v[low]! + (v[high]! - v[low]!) * (at - low));
}
const spread = (totals: (number | null)[]) => ({
  mean: mean(totals),
  median: percentile(totals, 0.5),
  p90: percentile(totals, 0.9),
});

/** Rows by name (alphabetical), each from its own spans, and the total from all of them. */
function byName<T>(rows: T[], nameOf: (r: T) => string, label: string, shape: (rows: T[]) => ReportRow) {
  const groups = new Map<string, T[]>();
  for (const r of rows) {
    const group = groups.get(nameOf(r));
    if (group) group.push(r);
    else groups.set(nameOf(r), [r]);
  }
  const names = [...groups.keys()].sort((a, b) => a.localeCompare(b));
  return {
    rows: names.map((name) => ({ [label]: name, ...shape(groups.get(name)!) })),
    total: { [label]: 'Total', ...shape(rows) },
  };
}

const SPREAD: ReportColumn[] = [
  { key: 'mean', label: 'Average', kind: 'minutes' },
  { key: 'median', label: 'Median', kind: 'minutes' },
  { key: 'p90', label: '90% within', kind: 'minutes' },
];

export function labTatTable(rows: LabSpanRow[]): ReportTable {
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
    ...byName(
      rows,
      (r) => r.test,
      'test',
      (of) => ({
        ordered: of.length,
        urgent: of.filter((r) => r.urgent).length,
        reported: present(of.map((r) => r.total)).length,
        toCollect: mean(of.map((r) => r.to_collect)),
        toResult: mean(of.map((r) => r.to_result)),
        toApprove: mean(of.map((r) => r.to_approve)),
        ...spread(of.map((r) => r.total)),
      }),
    ),
  };
}

export function imagingTatTable(rows: ImagingSpanRow[]): ReportTable {
  return {
    key: 'radiology',
    title: 'Radiology studies: done and turnaround (order to signed report)',
    columns: [
      { key: 'study', label: 'Study', kind: 'text' },
      { key: 'ordered', label: 'Ordered', kind: 'count' },
      { key: 'reported', label: 'Reported', kind: 'count' },
      ...SPREAD,
    ],
    ...byName(
      rows,
      (r) => r.study,
      'study',
      (of) => ({
        ordered: of.length,
        reported: present(of.map((r) => r.total)).length,
        ...spread(of.map((r) => r.total)),
      }),
    ),
  };
}

export function criticalTable(rows: CriticalSpanRow[]): ReportTable {
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
    ...byName(
      rows,
      (r) => r.test,
      'test',
      (of) => {
        const acks = present(of.map((r) => r.ack));
        return {
          critical: of.length,
          acknowledged: acks.length,
          open: of.length - acks.length,
          mean: mean(acks),
          median: percentile(acks, 0.5),
          longest: acks.length ? oneDecimal(Math.max(...acks)) : null,
        };
      },
    ),
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
