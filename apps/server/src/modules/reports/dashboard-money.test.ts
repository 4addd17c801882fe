import type { Permission } from '@clinic/shared/auth';
import type { Dashboard } from '@clinic/shared/reports';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital } from '../admissions/admission-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const h = await setupHospital(t);
  const stay = await admit(t, h, await newPatient(t, 'Deposit'));
  const deposit = await t.injectAs(['billing'], {
    method: 'POST',
    url: `/api/billing/ip/${stay._id}/deposits`,
    payload: { mode: 'Cash', amountPaise: 75_000 },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(deposit.statusCode).toBe(201);
});
afterAll(() => t.close());

/** A signed-in member of staff whose only role is a clinic role holding exactly these permissions. */
async function staffHolding(name: string, permissions: Permission[]) {
  const role = await t.injectAs(['clinicAdmin'], { method: 'POST', url: '/api/roles', payload: { name, permissions } });
  expect(role.statusCode).toBe(201);
  const user = await t.createUser([], { name });
  const given = await t.injectAs(['clinicAdmin'], {
    method: 'PATCH',
    url: `/api/staff/${user.id}`,
    payload: { customRoleIds: [role.json<{ _id: string }>()._id] },
  });
  expect(given.statusCode).toBe(200);
  const headers = { authorization: `Bearer ${await t.login(user.email)}` };
  const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  expect([...me.json<{ user: { permissions: string[] } }>().user.permissions].sort()).toEqual([...permissions].sort());
  return (url: string) => t.app.inject({ method: 'GET', url, headers });
}

describe('the money on the dashboard', () => {
  it('is left out for one who may open the reports but not revenue', async () => {
    const get = await staffHolding('Ward manager', ['reports.view']);
    const res = await get('/api/reports/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json<Dashboard>();
    expect(body.billedPaise).toBeNull();
    expect(body.collectedPaise).toBeNull();
    expect(body).toMatchObject({ inPatients: 1, occupiedBeds: 1, admittedToday: 1 });
  });

  it('is shown to one who may also see revenue', async () => {
    const get = await staffHolding('Accounts manager', ['reports.view', 'reports.revenue']);
    const res = await get('/api/reports/dashboard');
    expect(res.statusCode).toBe(200);
    const body = res.json<Dashboard>();
    expect(body.billedPaise).toBe(0);
    expect(body.collectedPaise).toBe(75_000);
    expect(body).toMatchObject({ inPatients: 1, occupiedBeds: 1, admittedToday: 1 });
  });

  it('stays closed to one who may see revenue but not open the reports', async () => {
    const get = await staffHolding('Cashier lead', ['reports.revenue']);
    expect((await get('/api/reports/dashboard')).statusCode).toBe(403);
    expect((await get('/api/reports/revenue?from=2026-03-01&to=2026-03-31')).statusCode).toBe(200);
  });
});
