import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { labPatient } from '../lab/lab-fixtures.ts';
import { ADDENDUM_BY_SIGNER, REASSIGN_NEEDS_PERMISSION } from './radiology-reports.service.ts';

let t: TestApp;
let xray: string;
type User = { id: string; name: string; token: string };
let radiologist: User;
let technician: User;
beforeAll(async () => {
  t = await buildTestApp();
  const service = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: '/api/service/add',
    payload: { name: 'X-Ray Chest PA View', category: 'Radiology', duration: 15, price: 450, isActive: true },
  });
  xray = service.json<{ data: { _id: string } }>().data._id;
  const make = async (name: string): Promise<User> => {
    const user = await t.createUser(['radiology'], { name });
    return { id: user.id, name, token: await t.login(user.email) };
  };
  radiologist = await make('Dr. Kavya Menon');
  technician = await make('Suresh Patil');
});
afterAll(() => t.close());

const as = (user: User, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${user.token}` } });

async function xrayOrder(): Promise<{ orderId: string }> {
  const patientId = await labPatient(t, { gender: 'Male', age: 52 });
  const res = await t.injectAs(['doctor'], {
    method: 'POST',
    url: '/api/encounters',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      patientId,
      medicalHistory: {},
      diagnoses: [{ description: 'Breathlessness' }],
      radiologyStudies: [xray],
    },
  });
  const orders = res.json<{ orders: { _id: string; serviceId: string }[] }>().orders;
  return { orderId: orders.find((o) => o.serviceId === xray)?._id ?? '' };
}

const REPORT = '<h3>Findings</h3><p>Lung fields clear.</p><h3>Impression</h3><p>Normal chest.</p>';

describe('who signs and who adds an addendum', () => {
  it('keeps the assigned radiologist unless someone may reassign, and the addendum to the signer', async () => {
    const { orderId } = await xrayOrder();
    const assign = (user: User, radiologistId: string) =>
      as(user, {
        method: 'PUT',
        url: `/api/radiology/cases/${orderId}/assignment`,
        payload: { technicianId: technician.id, radiologistId },
      });
    expect((await assign(technician, radiologist.id)).statusCode).toBe(200);
    const other = await t.createUser(['radiology'], { name: 'Dr. Rohit Shah' });
    const otherUser: User = { id: other.id, name: 'Dr. Rohit Shah', token: await t.login(other.email) };
    // Before: the other radiologist assigned the study to himself and signed it.
    const grab = await assign(otherUser, otherUser.id);
    expect(grab.statusCode).toBe(403);
    expect(grab.json()).toMatchObject({ error: { message: REASSIGN_NEEDS_PERMISSION } });
    const admin = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: `/api/radiology/cases/${orderId}/assignment`,
      payload: { technicianId: technician.id, radiologistId: otherUser.id },
    });
    expect(admin.statusCode).toBe(200);
    expect((await assign(otherUser, otherUser.id)).statusCode).toBe(200);

    await as(otherUser, { method: 'POST', url: `/api/radiology/cases/${orderId}/sign`, payload: { content: REPORT } });
    const addendum = (user: User) =>
      as(user, {
        method: 'POST',
        url: `/api/radiology/cases/${orderId}/addenda`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { content: '<p>Late note</p>' },
      });
    const notSigner = await addendum(radiologist);
    expect(notSigner.statusCode).toBe(403);
    expect(notSigner.json()).toMatchObject({ error: { message: ADDENDUM_BY_SIGNER } });
    expect((await addendum(otherUser)).statusCode).toBe(201);
  });
});
