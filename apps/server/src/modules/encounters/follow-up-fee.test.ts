import type { VisitFee } from '@clinic/shared/encounters';
import type { Charge } from '@clinic/shared/patients';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { consultationOf, json, setupEncounters, type EncounterSetup } from './encounters-fixtures.ts';

let t: TestApp;
let s: EncounterSetup;
let doctorId = '';
let patientId = '';
beforeAll(async () => {
  t = await buildTestApp();
  s = await setupEncounters(t);
  doctorId = json<{ user: { id: string } }>(await t.injectAs(['doctor'], { method: 'GET', url: '/api/auth/me' })).user
    .id;
  const res = await t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/patients?allowDuplicate=true',
    payload: { givenName: 'Follow', familyName: 'Up', age: 50, gender: 'Male', phone: '9988776655', address: 'Pune' },
  });
  patientId = json<{ _id: string }>(res)._id;
});
afterAll(() => t.close());

const setRule = (body: object) =>
  t.injectAs(['clinicAdmin'], {
    method: 'PATCH',
    url: `/api/staff/${doctorId}`,
    payload: { speciality: 'General Medicine', ...body },
  });
const visitFee = (query = `doctorId=${doctorId}`, role: 'reception' | 'pharmacy' = 'reception') =>
  t.injectAs([role], { method: 'GET', url: `/api/patients/${patientId}/visit-fee?${query}` });
const consult = async () => {
  const res = await t.injectAs(['doctor'], {
    method: 'POST',
    url: '/api/encounters',
    headers: { 'idempotency-key': randomUUID() },
    payload: consultationOf(s, {
      patientId,
      appointmentId: undefined,
      labTests: [],
      radiologyStudies: [],
      prescriptions: [],
    }),
  });
  expect(res.statusCode).toBe(201);
};
const consultationCharges = async () =>
  json<Charge[]>(await t.injectAs(['reception'], { method: 'GET', url: `/api/patients/${patientId}/charges` }))
    .filter((c) => c.category === 'Consultation')
    .map((c) => [c.serviceName.replace(/ - .*/, ''), c.price]);

describe('follow-up visits within the doctor’s rule', () => {
  it('charges the consultation fee first, then the follow-up fee, then the full fee once the visits are used', async () => {
    expect(
      (await setRule({ consultationFeePaise: 500_00, followUp: { days: 7, visits: 1, feePaise: 150_00 } })).statusCode,
    ).toBe(200);
    expect(json<VisitFee>(await visitFee())).toEqual({
      kind: 'New',
      feePaise: 500_00,
      validUntil: null,
      visitsLeft: null,
    });
    await consult();
    const today = clinicNow('Asia/Kolkata').date;
    expect(json<VisitFee>(await visitFee())).toEqual({
      kind: 'Follow-up',
      feePaise: 150_00,
      validUntil: addDays(today, 7),
      visitsLeft: 1,
    });
    await consult();
    expect(json<VisitFee>(await visitFee())).toMatchObject({ kind: 'New', feePaise: 500_00 });
    expect((await consultationCharges()).sort()).toEqual([
      ['Consultation', 500],
      ['Follow-up consultation', 150],
    ]);
  });

  it('charges nothing for a free follow-up, and every visit in full without a rule', async () => {
    // Three follow-ups in 14 days now: the one already made counts.
    await setRule({ followUp: { days: 14, visits: 3, feePaise: 0 } });
    expect(json<VisitFee>(await visitFee())).toMatchObject({ kind: 'Follow-up', feePaise: 0, visitsLeft: 2 });
    await consult();
    expect(await consultationCharges()).toHaveLength(2);
    expect(json<VisitFee>(await visitFee())).toMatchObject({ kind: 'Follow-up', visitsLeft: 1 });
    await setRule({ followUp: null });
    expect(json<VisitFee>(await visitFee())).toMatchObject({ kind: 'New', feePaise: 500_00 });
  });

  it('refuses a bad rule, a missing doctor and the wrong desk', async () => {
    const bad = await setRule({ followUp: { days: 0, visits: 1, feePaise: 100 } });
    expect(bad.statusCode).toBe(400);
    expect((await visitFee('')).statusCode).toBe(400);
    expect((await visitFee(`doctorId=${doctorId}`, 'pharmacy')).statusCode).toBe(403);
  });
});
