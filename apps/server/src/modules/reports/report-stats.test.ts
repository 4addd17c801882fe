import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { meanMinutes, percentileMinutes } from './report-stats.ts';

/**
 * The lab turnaround's statistics are worked out in the server from rows read in pieces; they
 * must be the figures PostgreSQL's `round(avg(…)::numeric, 1)` and `percentile_cont` give.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What the database gives for the same spans (microseconds), as the report's SQL asked it. */
async function byDatabase(spans: number[]) {
  const list = sql.join(
    spans.map((s) => sql`(${s}::bigint)`),
    sql`, `,
  );
  const [row] = (
    await t.database.db.execute<{ mean: number | null; median: number | null; p90: number | null }>(sql`
      select round(avg(m)::numeric, 1)::float8 as mean,
        round(percentile_cont(0.5) within group (order by m)::numeric, 1)::float8 as median,
        round(percentile_cont(0.9) within group (order by m)::numeric, 1)::float8 as p90
      from (select (v::numeric / 1000000) / 60 as m from (values ${list}) x (v)) s`)
  ).rows;
  return row;
}

const byServer = (spans: number[]) => {
  const sorted = [...spans].sort((a, b) => a - b);
  return { mean: meanMinutes(spans), median: percentileMinutes(sorted, 0.5), p90: percentileMinutes(sorted, 0.9) };
};

describe('report statistics', () => {
  it('round halves away from zero, as numeric does', () => {
    expect(meanMinutes([9_000_000])).toBe(0.2); // 0.15 minutes
    expect(meanMinutes([-9_000_000])).toBe(-0.2);
    expect(meanMinutes([6_000_000, 12_000_000])).toBe(0.2); // 0.15
    expect(meanMinutes([])).toBeNull();
    expect(percentileMinutes([], 0.5)).toBeNull();
    expect(percentileMinutes([60_000_000, 120_000_000], 0.5)).toBe(1.5);
  });

  it('give what the database gives, for awkward spans', async () => {
    const cases = [
      [9_000_000],
      [1, 2, 3],
      [60_000_000, 61_000_000, 62_500_000, 3_600_000_000],
      [7_000_001, 13_000_000, 19_999_999, 86_400_000_000, 5_000_000],
      Array.from({ length: 37 }, (_, i) => (i * 7_919_113) % 2_700_000_000),
      Array.from({ length: 200 }, (_, i) => ((i * 104_729) % 97) * 3_000_000 + i),
    ];
    for (const spans of cases) expect([spans.length, byServer(spans)]).toEqual([spans.length, await byDatabase(spans)]);
  });
});
