import type { Group, Parameter } from '@clinic/shared/lab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { HB_RANGES, labPatient, orderTests, setupLab, type LabSetup } from './lab-fixtures.ts';

let t: TestApp;
let s: LabSetup;
beforeAll(async () => {
  t = await buildTestApp();
  s = await setupLab(t, 'master');
});
afterAll(() => t.close());

const asLab = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.injectAs(['lab'], { method, url, payload });

describe('test parameters', () => {
  it('keeps a parameter with its normal-range rows, and edits it', async () => {
    const got = await asLab('GET', `/api/lab/parameters/${s.hb}`);
    expect(got.json<Parameter>()).toMatchObject({ unit: 'g/dL', criticalLow: 7, ranges: HB_RANGES });
    const edited = await asLab('PUT', `/api/lab/parameters/${s.hb}`, {
      ...got.json<Parameter>(),
      method: 'Photometric',
      ranges: HB_RANGES.slice(0, 2),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Parameter>()).toMatchObject({ method: 'Photometric', ranges: HB_RANGES.slice(0, 2) });
  });

  it('enforces Parameter, Category and Unit, sane ranges and unique names', async () => {
    const empty = await asLab('POST', '/api/lab/parameters', { name: ' ', category: '', unit: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error: { fields: { name: 'Parameter is required', category: 'Category is required', unit: 'Unit is required' } },
    });
    const badRows = await asLab('POST', '/api/lab/parameters', {
      name: 'Bad rows',
      category: 'Hematology',
      unit: 'g/dL',
      ranges: [
        { id: 1, gender: 'All', specialCondition: '', age: 'All', min: 5, max: 2 },
        { id: 2, gender: 'All', specialCondition: '', age: 'All', min: null, max: null },
      ],
    });
    expect(badRows.json()).toMatchObject({
      error: {
        fields: {
          'ranges.0.max': 'Max must not be below Min',
          'ranges.1.min': 'Enter a Min, a Max or both',
          'ranges.1.gender': 'Another row covers the same gender, condition and age',
        },
      },
    });
    const twice = await asLab('POST', '/api/lab/parameters', {
      name: 'haemoglobin MASTER',
      category: 'Hematology',
      unit: 'g/dL',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { fields: { name: 'A parameter with this name already exists' } } });
  });

  it('lists a page, searched and filtered by category on the server', async () => {
    const page = await asLab('GET', '/api/lab/parameters?search=creatinine&pageSize=5');
    expect(page.json()).toMatchObject({ total: 1, page: 1, pageSize: 5, data: [{ category: 'Biochemistry' }] });
    const hematology = await asLab('GET', '/api/lab/parameters?category=Hematology');
    expect(hematology.json<{ data: Parameter[] }>().data.map((p) => p.category)).toEqual(['Hematology', 'Hematology']);
    expect((await asLab('GET', '/api/lab/parameter-categories')).json()).toEqual(['Biochemistry', 'Hematology']);
  });
});

describe('groups', () => {
  it('links a group of parameters to the Laboratory service that orders it', async () => {
    const got = await asLab('GET', `/api/lab/groups/${s.groupId}`);
    expect(got.json<Group>()).toMatchObject({
      serviceId: s.cbc._id,
      sampleType: 'Whole blood (EDTA)',
      parameters: [{ _id: s.hb }, { _id: s.wbc }],
    });
    const reordered = await asLab('PUT', `/api/lab/groups/${s.groupId}`, {
      name: 'CBC master',
      serviceId: s.cbc._id,
      parameterIds: [s.wbc, s.hb],
    });
    expect(reordered.json<Group>().parameters.map((p) => p._id)).toEqual([s.wbc, s.hb]);
    const list = await asLab('GET', '/api/lab/groups?search=cbc');
    expect(list.json()).toMatchObject({ total: 1, data: [{ name: 'CBC master' }] });
  });

  it('refuses a second group for a service, no parameters, and a service outside the lab', async () => {
    const again = await asLab('POST', '/api/lab/groups', { name: 'Other', serviceId: s.cbc._id, parameterIds: [s.hb] });
    expect(again.statusCode).toBe(409);
    const none = await asLab('POST', '/api/lab/groups', { name: 'Empty', serviceId: s.unlinked._id, parameterIds: [] });
    expect(none.json()).toMatchObject({ error: { fields: { parameterIds: 'Choose at least one parameter' } } });
    const unknown = await asLab('POST', '/api/lab/groups', {
      name: 'Nowhere',
      serviceId: '00000000-0000-4000-8000-000000000000',
      parameterIds: [s.hb],
    });
    expect(unknown.json()).toMatchObject({
      error: { fields: { serviceId: 'Choose the Laboratory service that orders this group' } },
    });
  });
});

describe('who may do what', () => {
  it('keeps the master and the bench to the lab, and results to those who treat', async () => {
    const patientId = await labPatient(t, { gender: 'Male', age: 30 });
    const [orderId = ''] = await orderTests(t, patientId, [s.cbc._id]);
    const cases: [Parameters<TestApp['injectAs']>[0], 'GET' | 'POST' | 'PUT', string, number][] = [
      [['doctor'], 'GET', '/api/lab/parameters', 403],
      [['reception'], 'POST', '/api/lab/parameters', 403],
      [['nurse'], 'POST', '/api/lab/groups', 403],
      [['doctor'], 'GET', '/api/lab/orders', 403],
      [['doctor'], 'POST', `/api/lab/orders/${orderId}/collect`, 403],
      [['nurse'], 'POST', `/api/lab/orders/${orderId}/approve`, 403],
      [['pharmacy'], 'PUT', `/api/lab/orders/${orderId}/results`, 403],
      [['reception'], 'GET', `/api/lab/patients/${patientId}/results`, 403],
      [['billing'], 'GET', `/api/lab/orders/${orderId}/report`, 403],
      [['lab'], 'GET', '/api/lab/critical-alerts', 403],
      [['lab'], 'GET', '/api/lab/critical-alerts/events', 403],
      [['doctor'], 'GET', `/api/lab/patients/${patientId}/trend`, 400],
      [['doctor'], 'POST', '/api/lab/critical-alerts/00000000-0000-4000-8000-000000000000/acknowledge', 404],
      [['clinicAdmin'], 'GET', '/api/lab/orders', 200],
      [['doctor'], 'GET', `/api/lab/patients/${patientId}/results`, 200],
      [['nurse'], 'GET', `/api/lab/patients/${patientId}/results`, 200],
    ];
    for (const [roles, method, url, status] of cases) {
      const res = await t.injectAs(roles, { method, url, payload: method === 'GET' ? undefined : {} });
      expect(`${roles.join()} ${method} ${url} → ${res.statusCode}`).toBe(
        `${roles.join()} ${method} ${url} → ${status}`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/lab/orders' })).statusCode).toBe(401);
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await asLab('GET', '/api/lab/orders/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
  });
});
