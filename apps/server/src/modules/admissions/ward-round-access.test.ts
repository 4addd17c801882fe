import type { Role } from '@clinic/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital } from './admission-fixtures.ts';

let t: TestApp;
let id = '';
beforeAll(async () => {
  t = await buildTestApp();
  const h = await setupHospital(t);
  id = (await admit(t, h, await newPatient(t, 'Guarded'), h.beds.g1))._id;
});
afterAll(() => t.close());

const order = '00000000-0000-4000-8000-000000000001';
/** Each ward-round route and a role that may not use it. */
const refused: [string, 'GET' | 'POST' | 'PUT', () => string, Role][] = [
  ['read notes', 'GET', () => `/api/admissions/${id}/notes`, 'reception'],
  ['write a note', 'POST', () => `/api/admissions/${id}/notes`, 'pharmacy'],
  ['order tests', 'POST', () => `/api/admissions/${id}/orders`, 'nurse'],
  ['read orders', 'GET', () => `/api/admissions/${id}/orders`, 'billing'],
  ['order a medicine', 'POST', () => `/api/admissions/${id}/medication-orders`, 'nurse'],
  ['read medicine orders', 'GET', () => `/api/admissions/${id}/medication-orders`, 'reception'],
  ['stop a medicine', 'POST', () => `/api/admissions/${id}/medication-orders/${order}/stop`, 'nurse'],
  ['read the MAR', 'GET', () => `/api/admissions/${id}/mar`, 'lab'],
  ['chart a dose', 'POST', () => `/api/admissions/${id}/mar`, 'doctor'],
  ['read the summary', 'GET', () => `/api/admissions/${id}/discharge-summary`, 'reception'],
  ['write the summary', 'PUT', () => `/api/admissions/${id}/discharge-summary`, 'nurse'],
  ['initiate discharge', 'POST', () => `/api/admissions/${id}/initiate-discharge`, 'reception'],
  ['discharge', 'POST', () => `/api/admissions/${id}/discharge`, 'nurse'],
];

describe('ward-round routes refuse other roles', () => {
  it.each(refused)('%s: %s refuses %s', async (_what, method, url, role) => {
    const res = await t.injectAs([role], { method, url: url(), payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for an admission that does not exist and 400 for an id that is not one', async () => {
    const missing = await t.injectAs(['nurse'], { method: 'GET', url: `/api/admissions/${order}/mar` });
    expect(missing.statusCode).toBe(404);
    const bad = await t.injectAs(['nurse'], { method: 'GET', url: '/api/admissions/not-an-id/notes' });
    expect(bad.statusCode).toBe(400);
    const badDate = await t.injectAs(['nurse'], { method: 'GET', url: `/api/admissions/${id}/mar?date=23-11-2026` });
    expect(badDate.statusCode).toBe(400);
  });
});
