import type { CareRow, IpVitals } from '@clinic/shared/admissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital, type Hospital } from './admission-fixtures.ts';

let t: TestApp;
let h: Hospital;
let admissionId = '';
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  admissionId = (await admit(t, h, await newPatient(t, 'Observed'), h.beds.g1))._id;
});
afterAll(() => t.close());

const reading = (overrides: object = {}) => ({
  respiratoryRate: 16,
  spo2: 97,
  systolic: 124,
  diastolic: 80,
  pulse: 76,
  consciousness: 'A',
  temperatureF: 98.6,
  ...overrides,
});
const record = (body: object, role: 'nurse' | 'doctor' = 'nurse', id = admissionId) =>
  t.injectAs([role], { method: 'POST', url: `/api/admissions/${id}/vitals`, payload: body });
const care = async () =>
  (await t.injectAs(['nurse'], { method: 'GET', url: `/api/ip-care?wardId=${h.general._id}` })).json<CareRow[]>();

describe('inpatient vitals with NEWS2', () => {
  it('starts Pending on the care list, and turns Recorded with a reading', async () => {
    expect((await care()).find((r) => r.admissionId === admissionId)).toMatchObject({
      status: 'Pending',
      lastVitalsAt: null,
      bedNumber: 'A',
      vitalsEveryHours: 4,
    });
    const res = await record(reading());
    expect(res.statusCode).toBe(201);
    expect(res.json<IpVitals>()).toMatchObject({
      temperatureC: 37,
      temperatureF: 98.6,
      news2Score: 0,
      news2Risk: 'Low',
    });
    expect((await care()).find((r) => r.admissionId === admissionId)).toMatchObject({
      status: 'Recorded',
      news2Score: 0,
    });
  });

  it('scores each reading on the server: a septic picture is 11, high, newest first in the list', async () => {
    const res = await record(
      reading({
        respiratoryRate: 24,
        spo2: 93,
        onOxygen: true,
        systolic: 98,
        diastolic: 60,
        pulse: 112,
        temperatureF: 101.1,
      }),
    );
    expect(res.json<IpVitals>()).toMatchObject({ news2Score: 11, news2Risk: 'High', temperatureC: 38.4 });
    const list = await t.injectAs(['doctor'], { method: 'GET', url: `/api/admissions/${admissionId}/vitals` });
    expect(list.statusCode).toBe(200);
    expect(list.json<IpVitals[]>().map((v) => v.news2Score)).toEqual([11, 0]);
  });

  it('is Pending again once the ward interval has passed since the last reading', async () => {
    await t.database.db.execute(
      sql`update ip_vitals set recorded_at = recorded_at - interval '5 hours' where admission_id = ${admissionId}`,
    );
    expect((await care()).find((r) => r.admissionId === admissionId)?.status).toBe('Pending');
  });

  it('refuses implausible values (400), a doctor recording (403), reception reading (403)', async () => {
    const bad = await record(reading({ consciousness: 'X', diastolic: 130, spo2: 120 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: {
        fields: { consciousness: 'Choose the level of consciousness', spo2: 'SpO₂ must be between 50 and 100 %' },
      },
    });
    const inverted = await record(reading({ systolic: 90, diastolic: 95 }));
    expect(inverted.json()).toMatchObject({ error: { fields: { diastolic: 'Diastolic must be below systolic' } } });
    expect((await record(reading(), 'doctor')).statusCode).toBe(403);
    const url = `/api/admissions/${admissionId}/vitals`;
    expect((await t.injectAs(['reception'], { method: 'GET', url })).statusCode).toBe(403);
    expect((await t.injectAs(['reception'], { method: 'GET', url: '/api/ip-care' })).statusCode).toBe(403);
  });

  it('takes no new reading on a discharged admission (409) and none on an unknown one (404)', async () => {
    const other = (await admit(t, h, await newPatient(t, 'Gone'), h.beds.g2))._id;
    await t.database.db.execute(sql`update admissions set status = 'Discharged' where id = ${other}`);
    expect((await record(reading(), 'nurse', other)).statusCode).toBe(409);
    expect((await record(reading(), 'nurse', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
