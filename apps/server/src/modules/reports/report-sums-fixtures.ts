import type { Report } from '@clinic/shared/reports';
import { expect } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { REVENUE_FIGURES, reportSumsRepository as repo, type SumRow } from './report-sums.repository.ts';
import { createReportSums } from './report-sums.schedule.ts';

const ALL_TIME = { from: '1900-01-01', to: '2999-12-31', start: new Date('1900-01-01'), end: new Date('2999-12-31') };

/** Rows by figure, day and key, without the ones whose shares cancelled out. */
export function sorted(rows: SumRow[]): SumRow[] {
  return rows
    .filter((r) => r.n !== 0 || r.amount !== 0)
    .sort((a, b) => `${a.figure}|${a.day}|${a.key}`.localeCompare(`${b.figure}|${b.day}|${b.key}`));
}

/** What the reports read as sums (kept and not yet folded) for every day there is. */
export async function keptSums(t: TestApp, timeZone = 'Asia/Kolkata'): Promise<SumRow[]> {
  return sorted(await repo.read(t.database.db, REVENUE_FIGURES, { ...ALL_TIME, timeZone }));
}

/** Today's revenue report, as the clinic administrator reads it. */
export async function revenueToday(t: TestApp): Promise<Report['tables']> {
  const today = clinicNow('Asia/Kolkata').date;
  const url = `/api/reports/revenue?from=${today}&to=${today}`;
  const res = await t.injectAs(['clinicAdmin'], { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json<Report>().tables;
}

/**
 * The sums the triggers kept equal the records' own figures, both before folding and after the
 * server rebuilds and folds them; and the report reads the same either way.
 */
export async function expectSumsKept(t: TestApp, report = () => revenueToday(t)): Promise<void> {
  const records = sorted(await repo.fromRecords(t.database.db, 'Asia/Kolkata'));
  expect(records.length).toBeGreaterThan(0);
  expect(await keptSums(t)).toEqual(records);
  const before = await report();
  const sums = createReportSums(t.database.db, 'Asia/Kolkata');
  await sums.keepZone();
  await sums.foldAll();
  expect(await keptSums(t)).toEqual(records);
  expect(await report()).toEqual(before);
}
