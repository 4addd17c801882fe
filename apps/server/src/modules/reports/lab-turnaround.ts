import type { LabSteps, LabTatRow } from './diagnostics.repository.ts';
import { meanMinutes, percentileMinutes } from './report-stats.ts';

/** The spans of a group's orders, in microseconds, each step's only for orders that reached both ends. */
type Spans = { collect: number[]; result: number[]; approve: number[]; total: number[]; urgent: number };

function spansOf(orders: LabSteps[]): Spans {
  const s: Spans = { collect: [], result: [], approve: [], total: [], urgent: 0 };
  for (const o of orders) {
    if (o.urgent) s.urgent++;
    if (o.collected !== null) s.collect.push(o.collected - o.ordered);
    if (o.entered !== null && o.collected !== null) s.result.push(o.entered - o.collected);
    if (o.approved !== null && o.entered !== null) s.approve.push(o.approved - o.entered);
    if (o.approved !== null) s.total.push(o.approved - o.ordered);
  }
  return s;
}

function figures(test: string | null, orders: LabSteps[]): LabTatRow {
  const s = spansOf(orders);
  // A typed array sorts numbers natively, several times faster than a comparator.
  const totals = Float64Array.from(s.total).sort();
  return {
    test,
    ordered: orders.length,
    urgent: s.urgent,
    reported: s.total.length,
    to_collect: meanMinutes(s.collect),
    to_result: meanMinutes(s.result),
    to_approve: meanMinutes(s.approve),
    total_mean: meanMinutes(s.total),
    total_median: percentileMinutes(totals, 0.5),
    total_p90: percentileMinutes(totals, 0.9),
  };
}

/** Lets the server answer other requests between two groups' figures. */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Each test's turnaround by name, then every order's (test null), as the lab table reads them. */
export async function labTatRows(orders: LabSteps[]): Promise<LabTatRow[]> {
  const byTest = new Map<string, LabSteps[]>();
  for (const o of orders) {
    const list = byTest.get(o.test);
    if (list) list.push(o);
    else byTest.set(o.test, [o]);
  }
  const rows: LabTatRow[] = [];
  for (const name of [...byTest.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) {
    rows.push(figures(name, byTest.get(name)!));
    await turn();
  }
  rows.push(figures(null, orders));
  return rows;
}
