import type { Report, ReportTable } from '@clinic/shared/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newPatient } from '../admissions/admission-fixtures.ts';

/** A lab order of the scenario: clinic times of 3 March (HH:MM), each step optional. */
type LabOrder = {
  test: 'CBC' | 'KFT';
  ordered: string;
  urgent?: boolean;
  cancelled?: boolean;
  rejectedSample?: string;
  collected?: string;
  entered?: string;
  approved?: string;
  critical?: boolean;
  seen?: string;
  amendedAt?: string;
};
const LAB: LabOrder[] = [
  { test: 'CBC', ordered: '09:00', collected: '09:10', entered: '10:00', approved: '10:20' },
  {
    test: 'CBC',
    ordered: '09:30',
    urgent: true,
    rejectedSample: '09:35',
    collected: '10:00',
    entered: '10:40',
    approved: '10:45',
    critical: true,
    seen: '10:57',
  },
  { test: 'CBC', ordered: '11:00', collected: '11:05' },
  { test: 'CBC', ordered: '11:30', cancelled: true },
  { test: 'KFT', ordered: '08:00', collected: '08:30', entered: '10:30', approved: '12:00', critical: true },
];
const IMAGING = [
  { study: 'X-Ray Chest', ordered: '09:00', signed: '09:50' },
  { study: 'X-Ray Chest', ordered: '10:00', signed: '12:00' },
  { study: 'CT Brain', ordered: '10:00' },
];

let t: TestApp;
const at = (hhmm: string) => `2026-03-03T${hhmm}:00+05:30`;
const span = (later: string, earlier: string) => (Date.parse(at(later)) - Date.parse(at(earlier))) / 60_000;

/** percentile_cont: linear between the two nearest of the sorted values. */
function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const pos = (sorted.length - 1) * p;
  const low = Math.floor(pos);
  const high = Math.ceil(pos);
  return Math.round((sorted[low]! + (sorted[high]! - sorted[low]!) * (pos - low)) * 10) / 10;
}
const mean = (values: number[]) =>
  values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;

async function service(name: string, category: string): Promise<string> {
  const res = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: '/api/service/add',
    payload: { name, category, duration: 10, price: 300, isActive: true },
  });
  return res.json<{ data: { _id: string } }>().data._id;
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const patient = await newPatient(t, 'Tara');
  const ids: Record<string, string> = {};
  for (const [name, category] of [
    ['CBC', 'Laboratory'],
    ['KFT', 'Laboratory'],
    ['X-Ray Chest', 'Radiology'],
    ['CT Brain', 'Radiology'],
  ])
    ids[name!] = await service(name!, category!);
  let accession = 0;
  for (const o of LAB) {
    const status = o.cancelled ? 'Cancelled' : o.approved ? 'Approved' : o.collected ? 'Sample collected' : 'Ordered';
    const [order] = (
      await db.execute<{ id: string }>(sql`
      insert into lab_orders (patient_id, service_id, service_name, urgent, ordered_by_name, ordered_at, status)
      values (${patient}, ${ids[o.test]}, ${o.test}, ${o.urgent ?? false}, 'Dr. Rao', ${at(o.ordered)}, ${status})
      returning id`)
    ).rows;
    const sample = (when: string, rejected: boolean) =>
      db.execute(sql`
        insert into lab_samples (order_id, accession_number, collected_by_name, collected_at, rejected_at, rejected_by_name, rejection_reason)
        values (${order!.id}, ${`ACC-${++accession}`}, 'Lab', ${at(when)}, ${rejected ? at(when) : null},
          ${rejected ? 'Lab' : null}, ${rejected ? 'Haemolysed' : null})`);
    if (o.rejectedSample) await sample(o.rejectedSample, true);
    if (o.collected) await sample(o.collected, false);
    if (!o.entered) continue;
    const [report] = (
      await db.execute<{ id: string }>(sql`
      insert into lab_reports (order_id, version, critical, entered_by_name, entered_at, approved_by_name, approved_at)
      values (${order!.id}, 1, ${o.critical ?? false}, 'Lab', ${at(o.entered)}, ${o.approved ? 'Pathologist' : null},
        ${o.approved ? at(o.approved) : null})
      returning id`)
    ).rows;
    if (o.seen)
      await db.execute(
        sql`insert into lab_critical_acks (report_id, seen_by_name, seen_at) values (${report!.id}, 'Nurse', ${at(o.seen)})`,
      );
  }
  for (const s of IMAGING) {
    const [order] = (
      await db.execute<{ id: string }>(sql`
      insert into imaging_orders (patient_id, service_id, service_name, ordered_by_name, ordered_at, status)
      values (${patient}, ${ids[s.study]}, ${s.study}, 'Dr. Rao', ${at(s.ordered)}, ${s.signed ? 'Completed' : 'Pending'})
      returning id`)
    ).rows;
    if (s.signed)
      await db.execute(sql`
        insert into radiology_reports (order_id, status, content, updated_by_name, signed_by_name, signed_at)
        values (${order!.id}, 'Signed', 'Normal study', 'Dr. Sen', 'Dr. Sen', ${at(s.signed)})`);
  }
});
afterAll(() => t.close());

const report = async (
  range = 'from=2026-03-03&to=2026-03-03',
  roles: Parameters<TestApp['injectAs']>[0] = ['clinicAdmin'],
) => t.injectAs(roles, { method: 'GET', url: `/api/reports/diagnostics?${range}` });
const table = (r: Report, key: string) => r.tables.find((x) => x.key === key) as ReportTable;

/** The lab figures of some orders, counted from the scenario. */
function labExpected(orders: LabOrder[]) {
  const live = orders.filter((o) => !o.cancelled);
  const steps = (pick: (o: LabOrder) => number | null) => mean(live.map(pick).filter((v): v is number => v !== null));
  const totals = live.filter((o) => o.approved).map((o) => span(o.approved!, o.ordered));
  return {
    ordered: live.length,
    urgent: live.filter((o) => o.urgent).length,
    reported: totals.length,
    toCollect: steps((o) => (o.collected ? span(o.collected, o.ordered) : null)),
    toResult: steps((o) => (o.entered ? span(o.entered, o.collected!) : null)),
    toApprove: steps((o) => (o.approved ? span(o.approved, o.entered!) : null)),
    mean: mean(totals),
    median: percentile(totals, 0.5),
    p90: percentile(totals, 0.9),
  };
}

describe('GET /api/reports/diagnostics', () => {
  it('counts lab tests done and each step of their turnaround, by test and in all', async () => {
    const res = await report();
    expect(res.statusCode).toBe(200);
    const lab = table(res.json<Report>(), 'lab');
    expect(lab.rows).toEqual([
      { test: 'CBC', ...labExpected(LAB.filter((o) => o.test === 'CBC')) },
      { test: 'KFT', ...labExpected(LAB.filter((o) => o.test === 'KFT')) },
    ]);
    // The rejected sample does not count: CBC's urgent order waited for its second sample (30 min).
    expect(lab.rows[0]).toMatchObject({ ordered: 3, reported: 2, toCollect: mean([10, 30, 5]) });
    expect(lab.total).toEqual({ test: 'Total', ...labExpected(LAB) });
  });

  it('counts radiology studies and the time to a signed report', async () => {
    const radiology = table((await report()).json<Report>(), 'radiology');
    const xray = [span('09:50', '09:00'), span('12:00', '10:00')];
    expect(radiology.rows).toEqual([
      { study: 'CT Brain', ordered: 1, reported: 0, mean: null, median: null, p90: null },
      {
        study: 'X-Ray Chest',
        ordered: 2,
        reported: 2,
        mean: mean(xray),
        median: percentile(xray, 0.5),
        p90: percentile(xray, 0.9),
      },
    ]);
    expect(radiology.total).toMatchObject({ study: 'Total', ordered: 3, reported: 2, mean: 85 });
  });

  it('times the acknowledgement of critical values and counts those still open', async () => {
    const critical = table((await report()).json<Report>(), 'critical');
    expect(critical.rows).toEqual([
      { test: 'CBC', critical: 1, acknowledged: 1, open: 0, mean: 12, median: 12, longest: 12 },
      { test: 'KFT', critical: 1, acknowledged: 0, open: 1, mean: null, median: null, longest: null },
    ]);
    expect(critical.total).toMatchObject({ test: 'Total', critical: 2, acknowledged: 1, open: 1 });
  });

  it('reads nothing outside the range, and is kept from roles without the report', async () => {
    const other = (await report('from=2026-03-04&to=2026-03-10')).json<Report>();
    expect(table(other, 'lab').rows).toEqual([]);
    expect(table(other, 'lab').total).toMatchObject({ ordered: 0 });
    expect((await report(undefined, ['lab'])).statusCode).toBe(403);
  });
});
