import type { Report } from '@clinic/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';
import { writeStay } from './report-fixtures.ts';

let t: TestApp;
let h: Hospital;

/**
 * Two stays across a month's end, and a death recorded the morning after it happened: the
 * census must carry patients from one month into the next, and count a death when it happened.
 */
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  await writeStay(t, h, await newPatient(t, 'Long'), { beds: [{ bed: 'g1', from: '2026-03-10 10:00' }] });
  await writeStay(t, h, await newPatient(t, 'Short'), {
    beds: [{ bed: 'g2', from: '2026-02-27 10:00', to: '2026-03-15 10:00' }],
    leftAs: 'Normal',
  });
  await writeStay(t, h, await newPatient(t, 'Died'), {
    beds: [{ bed: 'g3', from: '2026-03-01 10:00', to: '2026-03-04 01:00' }],
    leftAs: 'Death',
    diedAt: '2026-03-03 23:30',
  });
});
afterAll(() => t.close());

const get = (url: string) => t.injectAs(['clinicAdmin'], { method: 'GET', url });

describe('the census across a month’s end, and deaths', () => {
  it('counts each month’s inpatient days from the patients in a bed then, not when the range began', async () => {
    const res = await get('/api/reports/occupancy?from=2026-03-01&to=2026-04-30');
    const [byMonth] = res.json<Report>().tables;
    // March: the long stay 22 nights (10th–31st), the short one 14 (1st–14th), the death 2 (1st, 2nd).
    // April: only the long stay, every night.
    expect(byMonth!.rows.map((r) => [r.month, r.inpatientDays])).toEqual([
      ['2026-03', 22 + 14 + 2],
      ['2026-04', 30],
    ]);
  });

  it('counts a death on the day it happened and leaves the patient out of that midnight', async () => {
    const res = await get('/api/reports/census?from=2026-03-03&to=2026-03-04');
    const byDay = res.json<Report>().tables[0]!;
    expect(byDay.rows.find((r) => r.day === '2026-03-03')).toMatchObject({ deaths: 1, census: 1 });
    expect(byDay.rows.find((r) => r.day === '2026-03-04')).toMatchObject({ deaths: 0, census: 1 });
  });
});
