import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE } from '@clinic/shared/dates';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';
import { admit, admitBody, newPatient, setupHospital } from './modules/admissions/admission-fixtures.ts';
import { BACKDATE_NEEDS_PERMISSION } from './modules/admissions/admissions.service.ts';
import { addDays, clinicNow } from './lib/clinic-time.ts';
import { theatreWorld, type TheatreWorld } from './modules/theatre/theatre-fixtures.ts';

/**
 * Dates the server takes are real calendar days in sensible bounds (issue 27): before, 2027-02-30
 * booked a surgery on 2 March, and a day view of it, a MAR of 9999-12-31 and an H1 register to
 * 9999-12-31 answered 500.
 */
let t: TestApp;
let w: TheatreWorld;
let admissionId = '';
beforeAll(async () => {
  t = await buildTestApp();
  w = await theatreWorld(t);
  const h = await setupHospital(t, 'dates');
  admissionId = (await admit(t, h, await newPatient(t, 'Dates'), h.beds.g1))._id;
});
afterAll(() => t.close());

const get = (roles: Parameters<TestApp['injectAs']>[0], url: string) => t.injectAs(roles, { method: 'GET', url });

describe('impossible dates', () => {
  it('are refused with 400 and a clear message, never booked on another day', async () => {
    const booked = await w.book({ date: '2027-02-30' });
    expect(booked.statusCode).toBe(400);
    expect(booked.json()).toMatchObject({ error: { fields: { date: 'Choose the date' } } });
    const day = await get(['clinicAdmin'], '/api/theatre/day?date=2027-02-30');
    expect(day.statusCode).toBe(400);
    const mar = await get(['nurse'], `/api/admissions/${admissionId}/mar?date=9999-12-31`);
    expect(mar.statusCode).toBe(400);
    expect(mar.json()).toMatchObject({ error: { message: DATE_OUT_OF_RANGE } });
    const h1 = await get(['pharmacy'], '/api/pharmacy/h1-register?from=2026-11-01&to=9999-12-31');
    expect(h1.statusCode).toBe(400);
  });

  it('keep an admission within a week back unless someone may back-date it', async () => {
    const h = await setupHospital(t, 'backdate');
    const old = { ...admitBody(h, await newPatient(t, 'Old'), h.beds.g2), admissionDate: '1900-01-01' };
    const refused = await t.injectAs(['reception'], { method: 'POST', url: '/api/admissions', payload: old });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: BACKDATE_NEEDS_PERMISSION } });
    const lastWeek = addDays(clinicNow('Asia/Kolkata').date, -6);
    const recent = { ...admitBody(h, await newPatient(t, 'Recent'), h.beds.g3), admissionDate: lastWeek };
    expect(
      (await t.injectAs(['reception'], { method: 'POST', url: '/api/admissions', payload: recent })).statusCode,
    ).toBe(201);
  });

  it('bound the H1 register to a forward range of at most a year', async () => {
    const backwards = await get(['pharmacy'], '/api/pharmacy/h1-register?from=2026-11-20&to=2026-11-01');
    expect(backwards.statusCode).toBe(400);
    const long = await get(['pharmacy'], '/api/pharmacy/h1-register?from=2024-01-01&to=2026-11-01');
    expect(long.statusCode).toBe(400);
    expect((await get(['pharmacy'], '/api/pharmacy/h1-register?from=2026-11-01&to=2026-11-20')).statusCode).toBe(200);
    expect((await get(['clinicAdmin'], '/api/theatre/day?date=2028-02-29')).statusCode).toBe(200);
  });
});
