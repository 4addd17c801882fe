import type { AdmissionDetail } from '@clinic/shared/admissions';
import type { Dashboard } from '@clinic/shared/reports';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admitBody, newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';
import { writeVisit } from './report-fixtures.ts';

let t: TestApp;
let h: Hospital;
const today = clinicNow('Asia/Kolkata').date;

const post = (roles: Parameters<TestApp['injectAs']>[0], url: string, payload?: object) =>
  t.injectAs(roles, { method: 'POST', url, payload, headers: { 'idempotency-key': randomUUID() } });

beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  const stays: string[] = [];
  for (const bed of [h.beds.g1, h.beds.g2]) {
    const res = await post(['reception'], '/api/admissions', admitBody(h, await newPatient(t, 'Today'), bed));
    stays.push(res.json<AdmissionDetail>()._id);
  }
  await post(['nurse'], `/api/admissions/${stays[0]}/initiate-discharge`);
  await post(['billing'], `/api/billing/ip/${stays[1]}/deposits`, { mode: 'Cash', amountPaise: 50_000 });
  const doctor = await t.createUser(['doctor']);
  const visit = { doctorId: doctor.id, department: 'Cardiology', date: today };
  await writeVisit(t, { ...visit, patientId: await newPatient(t), time: '09:00', status: 'Completed' });
  await writeVisit(t, { ...visit, patientId: await newPatient(t), time: '09:10', status: 'Awaiting' });
  await writeVisit(t, { ...visit, patientId: await newPatient(t), time: '09:20', status: 'Cancelled' });
});
afterAll(() => t.close());

describe('GET /api/reports/dashboard', () => {
  it('gives the hospital now: beds, today’s admissions, OPD and money, and what waits', async () => {
    const res = await t.injectAs(['clinicAdmin'], { method: 'GET', url: '/api/reports/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Dashboard>()).toMatchObject({
      date: today,
      inPatients: 2,
      beds: 5,
      occupiedBeds: 2,
      occupancy: 40,
      admittedToday: 2,
      dischargedToday: 0,
      pendingDischarges: 1,
      opd: { booked: 2, waiting: 1, seen: 1 },
      billedPaise: 0,
      collectedPaise: 50_000,
      pendingApprovals: 0,
      criticalResults: 0,
    });
  });

  it('is for those who may open the reports', async () => {
    const res = await t.injectAs(['reception'], { method: 'GET', url: '/api/reports/dashboard' });
    expect(res.statusCode).toBe(403);
  });
});
