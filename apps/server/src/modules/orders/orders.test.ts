import { randomUUID } from 'node:crypto';
import type { ServiceOrder } from '@clinic/shared/encounters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { labPatient, setupLab, type LabSetup } from '../lab/lab-fixtures.ts';

let t: TestApp;
let s: LabSetup;
beforeAll(async () => {
  t = await buildTestApp();
  s = await setupLab(t, ' orders');
});
afterAll(() => t.close());

const ordersOf = async (encounterId: string) =>
  (await t.injectAs(['doctor'], { method: 'GET', url: `/api/encounters/${encounterId}` })).json<{
    orders: ServiceOrder[];
  }>().orders;

describe("the orders module's life of an order", () => {
  it('shows every order in the shared phases with its charge, and a cancelled one with its reason and who', async () => {
    const patientId = await labPatient(t, { gender: 'Female' });
    const placed = await t.injectAs(['doctor'], {
      method: 'POST',
      url: '/api/encounters',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        patientId,
        medicalHistory: {},
        diagnoses: [{ description: 'Fatigue' }],
        labTests: [s.cbc._id, s.kft._id],
      },
    });
    expect(placed.statusCode).toBe(201);
    const encounterId = placed.json<{ _id: string }>()._id;
    const before = await ordersOf(encounterId);
    expect(before.map((o) => [o.status, o.phase, o.charge])).toEqual([
      ['Ordered', 'Ordered', 'Pending'],
      ['Ordered', 'Ordered', 'Pending'],
    ]);
    const cbc = before.find((o) => o.serviceId === s.cbc._id)!;
    const kft = before.find((o) => o.serviceId === s.kft._id)!;

    const cancelled = await t.injectAs(['doctor'], {
      method: 'POST',
      url: `/api/lab/orders/${cbc._id}/cancel`,
      payload: { reason: 'Done outside last week' },
    });
    expect(cancelled.statusCode).toBe(200);
    await t.injectAs(['lab'], { method: 'POST', url: `/api/lab/orders/${kft._id}/collect`, payload: {} });

    const after = await ordersOf(encounterId);
    expect(after.find((o) => o._id === cbc._id)).toMatchObject({
      status: 'Cancelled',
      phase: 'Cancelled',
      charge: 'Cancelled',
      cancelReason: 'Done outside last week',
      cancelledBy: 'Test doctor',
    });
    expect(after.find((o) => o._id === kft._id)).toMatchObject({
      status: 'Sample collected',
      phase: 'In progress',
      charge: 'Pending',
      cancelReason: null,
    });
  });
});
