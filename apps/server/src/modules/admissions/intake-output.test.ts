import { IO_ROUTE_MISMATCH, IO_TIME_OUT_OF_RANGE, type IoDay, type IoEntry } from '@clinic/shared/admissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital } from './admission-fixtures.ts';

let t: TestApp;
let admissionId = '';
beforeAll(async () => {
  t = await buildTestApp();
  const h = await setupHospital(t);
  admissionId = (await admit(t, h, await newPatient(t, 'Charted')))._id;
});
afterAll(() => t.close());

const record = (body: object, role: 'nurse' | 'doctor' = 'nurse') =>
  t.injectAs([role], { method: 'POST', url: `/api/admissions/${admissionId}/io`, payload: body });
const dayOf = async (query = '') =>
  (await t.injectAs(['doctor'], { method: 'GET', url: `/api/admissions/${admissionId}/io${query}` })).json<IoDay>();

describe('the intake/output chart', () => {
  it('adds the day’s intake and output to a 24-hour balance', async () => {
    expect((await record({ kind: 'Intake', route: 'Oral', volumeMl: 500 })).statusCode).toBe(201);
    expect((await record({ kind: 'Intake', route: 'IV fluid', volumeMl: 1000, note: 'NS' })).statusCode).toBe(201);
    const urine = await record({ kind: 'Output', route: 'Urine', volumeMl: 800 });
    expect(urine.json<IoEntry>()).toMatchObject({ kind: 'Output', route: 'Urine', volumeMl: 800 });
    const day = await dayOf();
    expect(day).toMatchObject({ date: clinicNow('Asia/Kolkata').date, intakeMl: 1500, outputMl: 800, balanceMl: 700 });
    expect(day.entries.map((e) => e.route)).toEqual(['Oral', 'IV fluid', 'Urine']);
    expect((await dayOf('?date=2020-01-01')).entries).toEqual([]);
  });

  it('refuses a route of the other kind, a time in the future, a bad volume, and a doctor writing it', async () => {
    const wrong = await record({ kind: 'Intake', route: 'Urine', volumeMl: 100 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { fields: { route: IO_ROUTE_MISMATCH } } });
    const ahead = await record({
      kind: 'Output',
      route: 'Drain',
      volumeMl: 50,
      measuredAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(ahead.json()).toMatchObject({ error: { message: IO_TIME_OUT_OF_RANGE } });
    expect((await record({ kind: 'Output', route: 'Drain', volumeMl: 0 })).statusCode).toBe(400);
    expect((await record({ kind: 'Output', route: 'Drain', volumeMl: 50 }, 'doctor')).statusCode).toBe(403);
    expect((await dayOf()).outputMl).toBe(800);
  });
});

describe('reading the chart (GET /api/admissions/:id/io)', () => {
  const read = (url: string, role: 'doctor' | 'nurse' | 'reception' | 'pharmacy' | 'billing' = 'doctor') =>
    t.injectAs([role], { method: 'GET', url });

  it('answers 400 for an id that is not a UUID and for a date that is not a calendar date', async () => {
    const badId = await read('/api/admissions/not-an-id/io');
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { id: 'Invalid id' } } });
    for (const date of ['2026-02-30', 'yesterday', '25-11-2026']) {
      const res = await read(`/api/admissions/${admissionId}/io?date=${date}`);
      expect([date, res.statusCode]).toEqual([date, 400]);
      expect(Object.keys(res.json<{ error: { fields: Record<string, string> } }>().error.fields)).toEqual(['date']);
    }
  });

  it('answers 403 to reception, the pharmacy and billing (no ip.vitals.read); the nurse reads it', async () => {
    const url = `/api/admissions/${admissionId}/io`;
    expect((await read(url, 'nurse')).statusCode).toBe(200);
    for (const role of ['reception', 'pharmacy', 'billing'] as const) {
      const res = await read(url, role);
      expect([role, res.statusCode]).toEqual([role, 403]);
      expect(res.json()).not.toHaveProperty('entries');
    }
  });
});
