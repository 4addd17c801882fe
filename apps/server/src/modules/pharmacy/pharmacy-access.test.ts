import type { Role } from '@clinic/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const id = '00000000-0000-4000-8000-000000000001';
/** Every pharmacy route and a role that may not use it. */
const refused: [string, 'GET' | 'POST', string, Role][] = [
  ['list prescriptions', 'GET', '/api/pharmacy/prescriptions', 'nurse'],
  ['open a prescription', 'GET', `/api/pharmacy/prescriptions/${id}/dispense`, 'doctor'],
  ['dispense', 'POST', `/api/pharmacy/prescriptions/${id}/dispense`, 'reception'],
  ['read a bill', 'GET', `/api/pharmacy/sales/${id}`, 'billing'],
  ['find drugs to sell', 'GET', '/api/pharmacy/sellable?search=para', 'inventory'],
  ['sell at the counter', 'POST', '/api/pharmacy/counter-sales', 'nurse'],
  ['read the H1 register', 'GET', '/api/pharmacy/h1-register?from=2026-11-01&to=2026-11-30', 'doctor'],
  ['find a bill to return', 'GET', '/api/pharmacy/bills?number=PB/2627/000001', 'reception'],
  ['return', 'POST', `/api/pharmacy/sales/${id}/returns`, 'billing'],
  ['list IP prescriptions', 'GET', '/api/pharmacy/ip-prescriptions', 'nurse'],
  ['issue to the ward', 'POST', `/api/pharmacy/ip-prescriptions/${id}/issues`, 'nurse'],
  ['read the day end', 'GET', '/api/pharmacy/day-end', 'lab'],
];

describe('pharmacy routes refuse other roles', () => {
  it.each(refused)('%s: %s %s refuses %s', async (_what, method, url, role) => {
    const res = await t.injectAs([role], {
      method,
      url,
      payload: method === 'GET' ? undefined : {},
      headers: { 'idempotency-key': `access-${role}-${url.length}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for a bill or prescription that does not exist', async () => {
    const bill = await t.injectAs(['pharmacy'], { method: 'GET', url: `/api/pharmacy/sales/${id}` });
    expect(bill.statusCode).toBe(404);
    const rx = await t.injectAs(['pharmacy'], { method: 'GET', url: `/api/pharmacy/prescriptions/${id}/dispense` });
    expect(rx.statusCode).toBe(404);
  });
});
