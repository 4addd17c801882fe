import {
  ALERT_ALREADY_ACKNOWLEDGED,
  type AdmissionDetail,
  type IpVitals,
  type News2Alert,
} from '@clinic/shared/admissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createStaffService } from '../staff/staff.service.ts';
import { admitBody, newPatient, setupHospital, type Hospital } from './admission-fixtures.ts';

let t: TestApp;
let h: Hospital;
let admissionId = '';
const PASSWORD = 'Correct-Horse-42';
type Doctor = { id: string; token: string };
let treating: Doctor;
let other: Doctor;

async function doctor(name: string): Promise<Doctor> {
  const account = await createStaffService({ db: t.database.db }).createAccount({
    name,
    email: `${name.replace(/\W/g, '').toLowerCase()}-${Date.now()}@test.clinic`,
    password: PASSWORD,
    roles: ['doctor'],
    speciality: 'General Medicine',
  });
  return { id: account.id, token: await t.login(account.email, PASSWORD) };
}

beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  treating = await doctor('Dr. Treating');
  other = await doctor('Dr. Elsewhere');
  const res = await t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/admissions',
    payload: { ...admitBody(h, await newPatient(t, 'Warning')), treatingDoctorId: treating.id },
  });
  admissionId = res.json<AdmissionDetail>()._id;
});
afterAll(() => t.close());

const as = (d: Doctor, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${d.token}` } });
const vitals = (overrides: object) =>
  t.injectAs(['nurse'], {
    method: 'POST',
    url: `/api/admissions/${admissionId}/vitals`,
    payload: {
      respiratoryRate: 16,
      spo2: 97,
      systolic: 124,
      diastolic: 80,
      pulse: 76,
      consciousness: 'A',
      temperatureF: 98.6,
      ...overrides,
    },
  });
const mine = async (d: Doctor) => (await as(d, 'GET', '/api/news2-alerts?mine=true')).json<News2Alert[]>();

describe('early-warning alerts', () => {
  it('raises nothing for observations that need no review', async () => {
    expect((await vitals({})).json<IpVitals>().news2Score).toBe(0);
    expect(await mine(treating)).toEqual([]);
  });

  it('alerts the treating doctor to a NEWS2 of 7, who acknowledges it once, with the response time kept', async () => {
    const recorded = await vitals({ respiratoryRate: 25, spo2: 93, pulse: 100, systolic: 104 });
    expect(recorded.json<IpVitals>()).toMatchObject({ news2Score: 7, news2Risk: 'High' });
    const [alert] = await mine(treating);
    expect(alert).toMatchObject({
      admissionId,
      score: 7,
      risk: 'High',
      doctorName: 'Dr. Treating',
      acknowledgedAt: null,
      responseMinutes: null,
    });
    expect(await mine(other)).toEqual([]);

    const nurse = await t.injectAs(['nurse'], { method: 'POST', url: `/api/news2-alerts/${alert?._id}/acknowledge` });
    expect(nurse.statusCode).toBe(403);
    const ack = await as(treating, 'POST', `/api/news2-alerts/${alert?._id}/acknowledge`, { note: 'Seen; fluids' });
    expect(ack.statusCode).toBe(200);
    expect(ack.json<News2Alert>()).toMatchObject({
      acknowledgedBy: 'Dr. Treating',
      responseMinutes: 0,
      note: 'Seen; fluids',
    });
    const again = await as(treating, 'POST', `/api/news2-alerts/${alert?._id}/acknowledge`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: ALERT_ALREADY_ACKNOWLEDGED } });
    expect(await mine(treating)).toEqual([]);
    const history = await as(treating, 'GET', `/api/news2-alerts?admissionId=${admissionId}&open=false`);
    expect(history.json<News2Alert[]>().map((a) => a.score)).toEqual([7]);
  });

  it('alerts on 3 in one parameter even when the total is low', async () => {
    const res = await vitals({ consciousness: 'V' });
    expect(res.json<IpVitals>()).toMatchObject({ news2Score: 3 });
    expect((await mine(treating)).map((a) => a.risk)).toEqual(['Low-medium']);
    expect((await as(treating, 'GET', '/api/news2-alerts?open=maybe')).statusCode).toBe(400);
  });
});
