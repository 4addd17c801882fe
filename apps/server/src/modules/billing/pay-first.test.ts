import type { Bill, OpPending } from '@clinic/shared/billing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital, wardCatalogue, type Hospital } from '../admissions/admission-fixtures.ts';
import { labPatient, orderTests, setupLab, type LabSetup } from '../lab/lab-fixtures.ts';
import { notBilled, stillOwed } from './pay-first.ts';

let t: TestApp;
let lab: LabSetup;
let h: Hospital;
let wardLab: { _id: string };
let xray = '';
beforeAll(async () => {
  t = await buildTestApp({ settings: { billBeforeService: true } });
  lab = await setupLab(t, 'payfirst');
  h = await setupHospital(t, 'payfirst');
  ({ lab: wardLab } = await wardCatalogue(t, 'payfirst'));
  const service = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: '/api/service/add',
    payload: { name: 'X-Ray Knee AP', category: 'Radiology', duration: 15, price: 600, isActive: true },
  });
  xray = service.json<{ data: { _id: string } }>().data._id;
});
afterAll(() => t.close());

const collect = (orderId: string) =>
  t.injectAs(['lab'], { method: 'POST', url: `/api/lab/orders/${orderId}/collect`, payload: {} });

/** Bills the patient's OP charges, paying this much now. */
async function billed(patientId: string, paidPaise: number): Promise<Bill> {
  const pending = await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/op/${patientId}` });
  const res = await t.injectAs(['billing'], {
    method: 'POST',
    url: '/api/billing/op-bills',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      patientId,
      chargeIds: pending.json<OpPending>().charges.map((c) => c._id),
      discountPercent: 0,
      payment: { mode: 'Cash', amountPaise: paidPaise },
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<Bill>();
}

describe('bill before service', () => {
  it('holds an OP sample until its bill is paid', async () => {
    const patientId = await labPatient(t, { gender: 'Male', age: 50 });
    const [orderId = ''] = await orderTests(t, patientId, [lab.cbc._id]);
    const unbilled = await collect(orderId);
    expect(unbilled.statusCode).toBe(422);
    expect(unbilled.json()).toMatchObject({ error: { message: notBilled(lab.cbc.name, 'the sample is collected') } });
    const bill = await billed(patientId, 100);
    const owing = await collect(orderId);
    expect(owing.json()).toMatchObject({
      error: { message: stillOwed(lab.cbc.name, bill.totalPaise - 100, 'the sample is collected') },
    });
    await t.injectAs(['billing'], {
      method: 'POST',
      url: `/api/billing/bills/${bill._id}/payments`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { mode: 'Cash', amountPaise: bill.balancePaise },
    });
    expect((await collect(orderId)).statusCode).toBe(201);
  });

  it('holds an OP study until it is paid, and never holds an inpatient order', async () => {
    const patientId = await labPatient(t, { gender: 'Female', age: 33 });
    const res = await t.injectAs(['doctor'], {
      method: 'POST',
      url: '/api/encounters',
      headers: { 'idempotency-key': randomUUID() },
      payload: { patientId, medicalHistory: {}, diagnoses: [{ description: 'Knee pain' }], radiologyStudies: [xray] },
    });
    const orderId = res.json<{ orders: { _id: string }[] }>().orders[0]?._id ?? '';
    const assign = () =>
      t.injectAs(['radiology'], {
        method: 'PUT',
        url: `/api/radiology/cases/${orderId}/assignment`,
        payload: { technicianId: null, radiologistId: null },
      });
    expect((await assign()).json()).toMatchObject({
      error: { message: notBilled('X-Ray Knee AP', 'the study starts') },
    });
    await billed(patientId, 60_000);
    expect((await assign()).statusCode).toBe(200);

    const inpatient = await newPatient(t, 'Ward');
    const stay = await admit(t, h, inpatient, h.beds.g1);
    const placed = await t.injectAs(['doctor'], {
      method: 'POST',
      url: `/api/admissions/${stay._id}/orders`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { labTests: [wardLab._id] },
    });
    const wardOrder = placed.json<{ _id: string }[]>()[0]?._id ?? '';
    expect((await collect(wardOrder)).statusCode).toBe(201);
  });
});
