import type { Charge } from '@clinic/shared/patients';
import type { LabOrderDetail } from '@clinic/shared/lab';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { CHARGE_BILLED, notTheDesksCharge } from '../billing/charges.service.ts';
import { NOT_YOUR_ORDER } from '../orders/orders.service.ts';
import { injectWith, labPatient, orderTests, setupLab, type LabSetup } from './lab-fixtures.ts';

let t: TestApp;
let s: LabSetup;
let xray: string;
beforeAll(async () => {
  t = await buildTestApp();
  s = await setupLab(t, ' cancel');
  const res = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: '/api/service/add',
    payload: { name: 'X-Ray Chest PA', category: 'Radiology', duration: 15, price: 450, isActive: true },
  });
  xray = res.json<{ data: { _id: string } }>().data._id;
});
afterAll(() => t.close());

const chargesOf = async (patientId: string) =>
  (await t.injectAs(['reception'], { method: 'GET', url: `/api/patients/${patientId}/charges` })).json<Charge[]>();
const cancel = (roles: Parameters<TestApp['injectAs']>[0], url: string, payload: object) =>
  t.injectAs(roles, { method: 'POST', url, payload });

describe('cancelling orders', () => {
  it('cancels a lab order with its pending charge, and refuses once the sample is taken', async () => {
    const patientId = await labPatient(t, { gender: 'Female' });
    const [first, second] = await orderTests(t, patientId, [s.cbc._id, s.kft._id]);
    const noReason = await cancel(['doctor'], `/api/lab/orders/${first}/cancel`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      reason: 'Give the reason the order is cancelled',
    });
    const res = await cancel(['doctor'], `/api/lab/orders/${first}/cancel`, { reason: 'Done outside last week' });
    expect(res.statusCode).toBe(200);
    expect(res.json<LabOrderDetail>().order.status).toBe('Cancelled');
    const charges = await chargesOf(patientId);
    expect(charges.find((c) => c.serviceName === s.cbc.name)?.status).toBe('Cancelled');
    expect(charges.find((c) => c.serviceName === s.kft.name)?.status).toBe('Pending');

    await t.injectAs(['lab'], { method: 'POST', url: `/api/lab/orders/${second}/collect`, payload: {} });
    const late = await cancel(['lab'], `/api/lab/orders/${second}/cancel`, { reason: 'Patient left' });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ error: { message: string } }>().error.message).toBe(
      'A Sample collected lab order cannot become Cancelled',
    );
  });

  it("keeps a department's charge from the front desk: reception cannot cancel a lab test's charge", async () => {
    const patientId = await labPatient(t, { gender: 'Male' });
    const [orderId] = await orderTests(t, patientId, [s.cbc._id]);
    const charge = (await chargesOf(patientId)).find((c) => c.serviceName === s.cbc.name)!;
    const res = await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/patients/${patientId}/charges/${charge._id}/cancel`,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(notTheDesksCharge('lab'));
    expect((await chargesOf(patientId)).find((c) => c._id === charge._id)?.status).toBe('Pending');
    const own = await cancel(['lab'], `/api/lab/orders/${orderId}/cancel`, { reason: 'Ordered twice' });
    expect(own.statusCode).toBe(200);
    expect((await chargesOf(patientId)).find((c) => c._id === charge._id)?.status).toBe('Cancelled');
  });

  it('refuses an order already billed (a credit note corrects the bill), and other roles', async () => {
    const patientId = await labPatient(t, { gender: 'Male' });
    const [orderId] = await orderTests(t, patientId, [s.cbc._id]);
    const pending = (await chargesOf(patientId)).filter((c) => c.status === 'Pending');
    const bill = await t.injectAs(['billing'], {
      method: 'POST',
      url: '/api/billing/op-bills',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        patientId,
        chargeIds: pending.map((c) => c._id),
        discountPercent: 0,
        payment: { mode: 'Cash', amountPaise: 0 },
      },
    });
    expect(bill.statusCode).toBe(201);
    const res = await cancel(['lab'], `/api/lab/orders/${orderId}/cancel`, { reason: 'Ordered twice' });
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { message: string } }>().error.message).toBe(CHARGE_BILLED);
    const still = await t.injectAs(['lab'], { method: 'GET', url: `/api/lab/orders/${orderId}` });
    expect(still.json<LabOrderDetail>().order.status).toBe('Ordered');
    for (const role of ['reception', 'billing'] as const) {
      const denied = await cancel([role], `/api/lab/orders/${orderId}/cancel`, { reason: 'x' });
      expect(denied.statusCode).toBe(403);
    }
  });

  it("is the ordering doctor's: another doctor cannot cancel it; the lab and radiology desks can", async () => {
    const patientId = await labPatient(t, { gender: 'Male' });
    const [first, second] = await orderTests(t, patientId, [s.cbc._id, s.kft._id]);
    const other = await t.createUser(['doctor'], { name: 'Dr. Other' });
    const token = await t.login(other.email);
    const byOther = await injectWith(t, token, {
      method: 'POST',
      url: `/api/lab/orders/${first}/cancel`,
      payload: { reason: 'Not needed' },
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({ error: { message: NOT_YOUR_ORDER } });
    expect((await chargesOf(patientId)).every((c) => c.status === 'Pending')).toBe(true);
    expect((await cancel(['doctor'], `/api/lab/orders/${first}/cancel`, { reason: 'Not needed' })).statusCode).toBe(
      200,
    );
    expect((await cancel(['lab'], `/api/lab/orders/${second}/cancel`, { reason: 'Patient declined' })).statusCode).toBe(
      200,
    );
  });

  it('cancels an imaging study not yet started, with its charge', async () => {
    const patientId = await labPatient(t, { gender: 'Female' });
    const enc = await t.injectAs(['doctor'], {
      method: 'POST',
      url: '/api/encounters',
      headers: { 'idempotency-key': randomUUID() },
      payload: { patientId, medicalHistory: {}, diagnoses: [{ description: 'Cough' }], radiologyStudies: [xray] },
    });
    const orderId = enc
      .json<{ orders: { _id: string; serviceId: string }[] }>()
      .orders.find((o) => o.serviceId === xray)?._id;
    const res = await cancel(['doctor'], `/api/radiology/cases/${orderId}/cancel`, {
      reason: 'Pregnancy not excluded',
    });
    expect(res.statusCode).toBe(204);
    expect((await chargesOf(patientId)).find((c) => c.serviceName === 'X-Ray Chest PA')?.status).toBe('Cancelled');
    const again = await cancel(['radiology'], `/api/radiology/cases/${orderId}/cancel`, { reason: 'again' });
    expect(again.statusCode).toBe(409);
    const nurse = await cancel(['nurse'], `/api/radiology/cases/${orderId}/cancel`, { reason: 'x' });
    expect(nurse.statusCode).toBe(403);
  });
});
