import type { LabSteps, LabTatRow } from './diagnostics.repository.ts';
import { meanMinutes, percentileMinutes } from './report-stats.ts';

/** The spans of some orders' steps, in microseconds, skipping orders that did not reach both ends. */
function spans(orders: LabSteps[], later: keyof LabSteps, earlier: keyof LabSteps): number[] {
  const out: number[] = [];
  for (const o of orders) {
    const [a, b] = [o[later], o[earlier]];
    if (typeof a === 'number' && typeof b === 'number') out.push(a - b);
  }
  return out;
}

function figures(test: string | null, orders: LabSteps[]): LabTatRow {
  const totals = spans(orders, 'approved', 'ordered').sort((a, b) => a - b);
  return {
    test,
    ordered: orders.length,
    urgent: orders.filter((o) => o.urgent).length,
    reported: orders.filter((o) => o.approved !== null).length,
    to_collect: meanMinutes(spans(orders, 'collected', 'ordered')),
    to_result: meanMinutes(spans(orders, 'entered', 'collected')),
    to_approve: meanMinutes(spans(orders, 'approved', 'entered')),
    total_mean: meanMinutes(totals),
    total_median: percentileMinutes(totals, 0.5),
    total_p90: percentileMinutes(totals, 0.9),
  };
}

/** Each test's turnaround by name, then every order's (test null), as the lab table reads them. */
export function labTatRows(orders: LabSteps[]): LabTatRow[] {
  const byTest = new Map<string, LabSteps[]>();
  for (const o of orders) {
    const list = byTest.get(o.test);
    if (list) list.push(o);
    else byTest.set(o.test, [o]);
  }
  const names = [...byTest.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return [...names.map((name) => figures(name, byTest.get(name)!)), figures(null, orders)];
}
