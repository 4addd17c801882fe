import { DUPLICATE_SERVICE } from '@clinic/shared/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(['reception'], { method, url, payload });
const service = (overrides: Record<string, unknown> = {}) => ({
  name: 'Complete Blood Count',
  category: 'Laboratory',
  description: 'CBC with ESR',
  duration: '15',
  price: '350.50',
  isActive: true,
  ...overrides,
});
type S = { _id: string; name: string; price: number; duration: number; isActive: boolean };

async function registerPatient(): Promise<string> {
  const res = await as('POST', '/api/patients?allowDuplicate=true', {
    givenName: 'Charge',
    familyName: 'Me',
    age: 30,
    gender: 'Male',
    phone: '9000011111',
    address: 'Pune',
  });
  return res.json<{ _id: string }>()._id;
}

describe('the spec service calls', () => {
  it('add converts duration and price to numbers; all lists it; PUT updates it', async () => {
    const added = await as('POST', '/api/service/add', service());
    expect(added.statusCode).toBe(201);
    const body = added.json<{ message: string; data: S }>();
    expect(body.message).toBe('Service added successfully!');
    expect(body.data).toMatchObject({ duration: 15, price: 350.5, isActive: true });
    const all = await as('GET', '/api/service/all');
    expect(Array.isArray(all.json())).toBe(true);
    expect(all.json<S[]>().map((s) => s.name)).toContain('Complete Blood Count');
    const put = await as('PUT', `/api/service/${body.data._id}`, service({ price: 400, isActive: false }));
    expect(put.json()).toMatchObject({
      message: 'Service updated successfully!',
      data: { price: 400, isActive: false },
    });
  });

  it('gives the spec messages', async () => {
    const empty = await as('POST', '/api/service/add', { name: '', duration: '', price: '' });
    expect(empty.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      name: 'This field is required',
      category: 'This field is required',
      duration: 'This field is required',
      price: 'This field is required',
    });
    const nan = await as('POST', '/api/service/add', service({ duration: 'ten', price: 'free' }));
    expect(nan.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      duration: 'Duration must be a number',
      price: 'Price must be a number',
    });
  });

  it('keeps names unique (409) and answers 404 for an unknown id', async () => {
    await as('POST', '/api/service/add', service({ name: 'X-Ray Chest PA' }));
    const dup = await as('POST', '/api/service/add', service({ name: 'x-ray chest pa' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: { message: DUPLICATE_SERVICE } });
    const id = '00000000-0000-4000-8000-000000000003';
    expect((await as('PUT', `/api/service/${id}`, service({ name: 'Nope' }))).statusCode).toBe(404);
    expect((await as('DELETE', `/api/service/${id}`)).statusCode).toBe(404);
  });

  it('deletes an unused service, but deactivates one already charged', async () => {
    const unused = (await as('POST', '/api/service/add', service({ name: 'Dressing' }))).json<{ data: S }>().data;
    const del = await as('DELETE', `/api/service/${unused._id}`);
    expect(del.json()).toEqual({ message: 'Service deleted successfully!' });
    expect((await as('GET', '/api/service/all')).json<S[]>().map((s) => s._id)).not.toContain(unused._id);

    const used = (
      await as('POST', '/api/service/add', service({ name: 'ECG', category: 'Cardiology', price: 250 }))
    ).json<{ data: S }>().data;
    const patientId = await registerPatient();
    expect((await as('POST', `/api/patients/${patientId}/charges`, { serviceId: used._id })).statusCode).toBe(201);
    const kept = await as('DELETE', `/api/service/${used._id}`);
    expect(kept.json()).toMatchObject({ data: { _id: used._id, isActive: false } });
    expect((await as('GET', '/api/service/all')).json<S[]>().find((s) => s._id === used._id)?.isActive).toBe(false);
  });

  it('lets reception change the catalogue and clinical roles read it', async () => {
    expect((await t.injectAs(['doctor'], { method: 'GET', url: '/api/service/all' })).statusCode).toBe(200);
    expect(
      (await t.injectAs(['doctor'], { method: 'POST', url: '/api/service/add', payload: service({ name: 'Z' }) }))
        .statusCode,
    ).toBe(403);
    expect((await t.injectAs(['inventory'], { method: 'GET', url: '/api/service/all' })).statusCode).toBe(403);
  });
});

describe('patient charges', () => {
  it('records the service at its price then, lists pending charges and cancels one', async () => {
    const svc = (
      await as('POST', '/api/service/add', service({ name: 'Consultation - GP', category: 'Consultation', price: 500 }))
    ).json<{ data: S }>().data;
    const patientId = await registerPatient();
    const charge = await as('POST', `/api/patients/${patientId}/charges`, { serviceId: svc._id });
    expect(charge.statusCode).toBe(201);
    expect(charge.json()).toMatchObject({
      serviceName: 'Consultation - GP',
      price: 500,
      status: 'Pending',
      sourceArea: 'reception',
      quantity: 1,
      createdBy: 'Test reception',
    });
    await as(
      'PUT',
      `/api/service/${svc._id}`,
      service({ name: 'Consultation - GP', category: 'Consultation', price: 800 }),
    );
    const pending = await t.injectAs(['billing'], {
      method: 'GET',
      url: `/api/patients/${patientId}/charges?status=Pending`,
    });
    expect(pending.json<{ price: number }[]>().map((c) => c.price)).toEqual([500]);
    const chargeId = charge.json<{ _id: string }>()._id;
    const cancelled = await as('POST', `/api/patients/${patientId}/charges/${chargeId}/cancel`);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled' });
    const again = await as('POST', `/api/patients/${patientId}/charges/${chargeId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'A Cancelled charge cannot become Cancelled' } });
  });

  it('refuses an inactive service (422), an unknown patient (404), a bad body (400) and a nurse (403)', async () => {
    const svc = (await as('POST', '/api/service/add', service({ name: 'Old test', isActive: false }))).json<{
      data: S;
    }>().data;
    const patientId = await registerPatient();
    expect((await as('POST', `/api/patients/${patientId}/charges`, { serviceId: svc._id })).statusCode).toBe(422);
    const unknown = '00000000-0000-4000-8000-000000000004';
    expect((await as('POST', `/api/patients/${unknown}/charges`, { serviceId: svc._id })).statusCode).toBe(404);
    const bad = await as('POST', `/api/patients/${patientId}/charges`, { serviceId: 'x' });
    expect(bad.json()).toMatchObject({ error: { fields: { serviceId: 'Choose a service' } } });
    const nurse = await t.injectAs(['nurse'], {
      method: 'POST',
      url: `/api/patients/${patientId}/charges`,
      payload: { serviceId: svc._id },
    });
    expect(nurse.statusCode).toBe(403);
  });
});
