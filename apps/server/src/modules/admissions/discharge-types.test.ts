import { randomUUID } from 'node:crypto';
import {
  CAUSE_OF_DEATH_REQUIRED,
  DEATH_TIME_OUT_OF_STAY,
  NOT_INITIATED,
  TIME_OF_DEATH_REQUIRED,
  UNDO_AFTER_FINAL_BILL,
  type AdmissionDetail,
  type MedicationOrder,
} from '@clinic/shared/admissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { admit, admitBody, newPatient, setupHospital, wardCatalogue, type Hospital } from './admission-fixtures.ts';

let t: TestApp;
let h: Hospital;
let drugId = '';
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  drugId = (await wardCatalogue(t)).drug._id;
});
afterAll(() => t.close());

type Role = 'doctor' | 'nurse' | 'billing' | 'clinicAdmin';
const on = (id: string) => (role: Role, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.injectAs([role], {
    method,
    url: path.startsWith('/api') ? path : `/api/admissions/${id}${path}`,
    payload,
    headers: { 'idempotency-key': randomUUID() },
  });

const summary = {
  diagnoses: [{ code: null, description: 'Community-acquired pneumonia' }],
  course: 'Treated with IV antibiotics.',
  condition: 'Not improved',
};

/** A stay whose bill is final and whose dues are on approved credit: only the discharge is left. */
async function readyToLeave(bed: string, roomType = 'general') {
  const admitted = await t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/admissions',
    payload: admitBody(h, await newPatient(t, 'Leaving'), bed, roomType),
  });
  const id = admitted.json<AdmissionDetail>()._id;
  const call = on(id);
  await call('nurse', 'POST', '/initiate-discharge');
  await call('doctor', 'PUT', '/discharge-summary', summary);
  const bill = await call('billing', 'POST', `/api/billing/ip/${id}/finalize`, {});
  const { balancePaise } = bill.json<{ balancePaise: number }>();
  const until = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const credit = await call('clinicAdmin', 'POST', `/api/billing/ip/${id}/credit-approvals`, {
    amountPaise: balancePaise,
    validUntil: until,
    reason: 'Family pays next week',
  });
  expect(credit.statusCode).toBe(201);
  return { id, call };
}

describe('starting a discharge and calling it off', () => {
  it('lets a doctor call off a started discharge until the final bill, and says why not after', async () => {
    const id = (await admit(t, h, await newPatient(t, 'Staying'), h.beds.g1))._id;
    const call = on(id);
    const notStarted = await call('doctor', 'POST', '/undo-discharge');
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json()).toMatchObject({ error: { message: NOT_INITIATED } });
    await call('nurse', 'POST', '/initiate-discharge');
    expect((await call('nurse', 'POST', '/undo-discharge')).statusCode).toBe(403);
    const undone = await call('doctor', 'POST', '/undo-discharge');
    expect(undone.statusCode).toBe(200);
    expect(undone.json<AdmissionDetail>()).toMatchObject({ dischargeInitiatedAt: null, dischargeInitiatedBy: null });

    await call('nurse', 'POST', '/initiate-discharge');
    expect((await call('billing', 'POST', `/api/billing/ip/${id}/finalize`, {})).statusCode).toBe(201);
    const late = await call('doctor', 'POST', '/undo-discharge');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { message: UNDO_AFTER_FINAL_BILL } });
  });
});

describe('how a stay ends', () => {
  it('records a LAMA discharge and stops the medicine orders still running', async () => {
    const { call } = await readyToLeave(h.beds.g2);
    const ordered = await call('doctor', 'POST', '/medication-orders', {
      drugId,
      dose: '1 g',
      route: 'Intravenous',
      frequency: 'BD',
      startDate: clinicNow('Asia/Kolkata').date,
      startTime: '00:00',
    });
    expect(ordered.statusCode).toBe(201);
    const res = await call('doctor', 'POST', '/discharge', { type: 'LAMA' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdmissionDetail>()).toMatchObject({ status: 'Discharged', dischargeType: 'LAMA', deathAt: null });
    const orders = (await call('nurse', 'GET', '/medication-orders')).json<MedicationOrder[]>();
    expect(orders.map((o) => [o.status, o.stopReason])).toEqual([['Stopped', 'Discharged']]);
  });

  it('records a death with its time and cause, both required and the time within the stay', async () => {
    const { call } = await readyToLeave(h.beds.g3);
    const bare = await call('doctor', 'POST', '/discharge', { type: 'Death' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      error: { fields: { deathAt: TIME_OF_DEATH_REQUIRED, deathCause: CAUSE_OF_DEATH_REQUIRED } },
    });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const ahead = await call('doctor', 'POST', '/discharge', {
      type: 'Death',
      deathAt: future,
      deathCause: 'Septic shock',
    });
    expect(ahead.json()).toMatchObject({ error: { message: DEATH_TIME_OUT_OF_STAY } });
    const deathAt = new Date(Date.now() - 60_000).toISOString();
    const res = await call('doctor', 'POST', '/discharge', { type: 'Death', deathAt, deathCause: 'Septic shock' });
    expect(res.statusCode).toBe(200);
    expect(res.json<AdmissionDetail>()).toMatchObject({
      dischargeType: 'Death',
      deathAt: new Date(deathAt).toISOString(),
      deathCause: 'Septic shock',
    });
  });

  it('treats a discharge with no body as a normal one, and refuses an unknown type', async () => {
    const { call } = await readyToLeave(h.beds.p1, 'private');
    expect((await call('doctor', 'POST', '/discharge', { type: 'Escaped' })).statusCode).toBe(400);
    const res = await call('doctor', 'POST', '/discharge');
    expect(res.json<AdmissionDetail>().dischargeType).toBe('Normal');
  });
});
