import type { Report } from '@clinic/shared/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { patientDays, writeQualityScenario } from './quality-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await writeQualityScenario(t);
});
afterAll(() => t.close());

const indicators = async (range = 'from=2026-03-01&to=2026-03-04') => {
  const res = await t.injectAs(['clinicAdmin'], { method: 'GET', url: `/api/reports/quality?${range}` });
  expect(res.statusCode).toBe(200);
  const [table] = res.json<Report>().tables;
  return new Map(table!.rows.map((r) => [r.indicator as string, r]));
};
const per1000Days = (n: number) => Math.round((n / patientDays()) * 10_000) / 10;

describe('GET /api/reports/quality', () => {
  it('times initial assessments, discharge, sample collection and critical acknowledgement', async () => {
    const q = await indicators();
    expect(q.get('Time for initial assessment of OPD patients')).toMatchObject({
      value: 30,
      numerator: 60,
      denominator: 2,
    });
    // Only each stay's first note counts: 30 and 90 minutes.
    expect(q.get('Time for initial assessment of in-patients (doctor)')).toMatchObject({ value: 60, denominator: 2 });
    expect(q.get('Time for initial assessment of in-patients (nursing)')).toMatchObject({ value: 10, denominator: 1 });
    expect(q.get('Time taken for discharge')).toMatchObject({ value: 120, denominator: 1 });
    // First samples only: 50 minutes after the order (the rejected one came first), and 10.
    expect(q.get('Waiting time for lab sample collection')).toMatchObject({ value: 15, denominator: 2 });
    expect(q.get('Critical result acknowledgement time')).toMatchObject({ value: 15, denominator: 1 });
  });

  it('counts returns to intensive care, deaths, LAMA and the surgical checklist as shares', async () => {
    const q = await indicators();
    expect(q.get('Return to intensive care within 48 hours')).toMatchObject({
      value: 50,
      numerator: 1,
      denominator: 2,
    });
    expect(q.get('Mortality rate')).toMatchObject({ value: 33.3, numerator: 1, denominator: 3 });
    expect(q.get('Discharges against medical advice (LAMA/DAMA)')).toMatchObject({ numerator: 1, denominator: 3 });
    expect(q.get('Surgical safety checklist compliance')).toMatchObject({ value: 50, numerator: 1, denominator: 2 });
    expect(q.get('Lab reporting errors')).toMatchObject({ value: 500, numerator: 1, denominator: 2 });
    expect(q.get('Lab samples rejected')).toMatchObject({ value: 33.3, numerator: 1, denominator: 3 });
  });

  it('counts reported incidents of the range (as last corrected) per 1,000 inpatient days', async () => {
    const q = await indicators();
    expect(patientDays()).toBe(12);
    expect(q.get('Patient falls')).toMatchObject({ numerator: 1, denominator: 12, value: per1000Days(1) });
    expect(q.get('Pressure ulcers (bed sores) after admission')).toMatchObject({ numerator: 1, value: per1000Days(1) });
    expect(q.get('Medication errors')).toMatchObject({ numerator: 1 });
    expect(q.get('Needle-stick injuries')).toMatchObject({ value: 1, denominator: null });
    expect(q.get('Re-intubations within 48 hours of extubation')).toMatchObject({ value: 0 });
  });

  it('shows no rate where nothing happened, and is kept from roles without it', async () => {
    const q = await indicators('from=2026-04-01&to=2026-04-30');
    expect(q.get('Mortality rate')).toMatchObject({ value: null, denominator: 0 });
    const nurse = await t.injectAs(['nurse'], {
      method: 'GET',
      url: '/api/reports/quality?from=2026-03-01&to=2026-03-04',
    });
    expect(nurse.statusCode).toBe(403);
  });
});
