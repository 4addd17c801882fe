import type { Report, ReportQuery } from '@clinic/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../kernel/actor.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { writeQualityScenario } from './quality-fixtures.ts';
import { createReportsService } from './reports.service.ts';
import { reportReading, sumByKey } from './report-reading.ts';

/**
 * On the embedded database a report may read its range a piece at a time (today the OPD report
 * does), so no other user waits for a whole year's statement. Read in pieces of a day or all at
 * once, every report must come out the same: the scenario of the quality indicators is read both ways.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await writeQualityScenario(t);
});
afterAll(() => t.close());

const actor: Actor = { userId: null, name: 'Tester', role: 'clinicAdmin', ip: '127.0.0.1' };
const without = ({ generatedAt: _, ...r }: Report) => r;

describe('a report read in pieces', () => {
  it('gives the figures of the report read at once', async () => {
    const deps = {
      db: t.database.db,
      audit: createAuditService(t.database.db, 'Asia/Kolkata'),
      timeZone: 'Asia/Kolkata',
    };
    const whole = createReportsService({ ...deps, pieceDays: null });
    const daily = createReportsService({ ...deps, pieceDays: 1 });
    const q: ReportQuery = { from: '2026-02-26', to: '2026-03-06', format: 'json' };
    for (const key of ['census', 'occupancy', 'opd', 'revenue', 'pharmacy', 'diagnostics', 'quality'] as const) {
      const [a, b] = [await whole[key](q, actor), await daily[key](q, actor)];
      expect([key, without(b)]).toEqual([key, without(a)]);
    }
    const quality = await daily.quality(q, actor);
    expect(
      quality.tables[0]!.rows.find((r) => r.indicator === 'Return to intensive care within 48 hours'),
    ).toMatchObject({
      numerator: 1,
      denominator: 2,
    });
  });
});

describe('the pieces of a range', () => {
  it('cover every day once, the last piece cut at the end', () => {
    const pieces = reportReading('Asia/Kolkata', 7).piecesOf('2026-03-01', '2026-03-16');
    expect(pieces.map((p) => [p.from, p.to])).toEqual([
      ['2026-03-01', '2026-03-07'],
      ['2026-03-08', '2026-03-14'],
      ['2026-03-15', '2026-03-16'],
    ]);
    expect(pieces[1]!.start.toISOString()).toBe('2026-03-07T18:30:00.000Z');
    expect(reportReading('Asia/Kolkata', null).piecesOf('2026-03-01', '2026-03-16')).toHaveLength(1);
  });

  it('sum rows of the same key and keep the others apart', () => {
    expect(
      sumByKey([
        { group: 'Laboratory', lines: 2, amount: 500 },
        { group: 'Room', lines: 1, amount: 100 },
        { group: 'Laboratory', lines: 1, amount: 250 },
      ]),
    ).toEqual([
      { group: 'Laboratory', lines: 3, amount: 750 },
      { group: 'Room', lines: 1, amount: 100 },
    ]);
  });
});
