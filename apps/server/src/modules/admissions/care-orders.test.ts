import { randomUUID } from 'node:crypto';
import {
  CHOOSE_A_DIET,
  CHOOSE_A_PROCEDURE,
  DISCHARGED_READ_ONLY,
  NOT_YOUR_CARE_ORDER,
  ONLY_PROCEDURES_DONE,
  WRITE_THE_INSTRUCTION,
  type CareOrder,
} from '@clinic/shared/admissions';
import type { IpBillView } from '@clinic/shared/billing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital } from './admission-fixtures.ts';

let t: TestApp;
let admissionId = '';
let dressingId = '';
let labId = '';
beforeAll(async () => {
  t = await buildTestApp();
  const h = await setupHospital(t);
  admissionId = (await admit(t, h, await newPatient(t, 'Ordered')))._id;
  const service = async (name: string, category: string, price: number) =>
    (
      await t.injectAs(['clinicAdmin'], {
        method: 'POST',
        url: '/api/service/add',
        payload: { name, category, duration: 15, price, isActive: true },
      })
    ).json<{ data: { _id: string } }>().data._id;
  dressingId = await service('Wound dressing (large)', 'Procedure', 350);
  labId = await service('Serum sodium', 'Laboratory', 200);
});
afterAll(() => t.close());

const place = (body: object, roles: Parameters<TestApp['injectAs']>[0] = ['doctor'], id = admissionId) =>
  t.injectAs(roles, { method: 'POST', url: `/api/admissions/${id}/care-orders`, payload: body });
const act = (id: string, what: 'done' | 'stop' | 'cancel', roles: Parameters<TestApp['injectAs']>[0], body?: object) =>
  t.injectAs(roles, { method: 'POST', url: `/api/care-orders/${id}/${what}`, payload: body });
const list = async () =>
  (await t.injectAs(['nurse'], { method: 'GET', url: `/api/admissions/${admissionId}/care-orders` })).json<
    CareOrder[]
  >();
const bill = async () =>
  (await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/ip/${admissionId}` })).json<IpBillView>();

describe('procedure, diet and nursing orders on a stay', () => {
  it('places a procedure with its urgency and charges the stay only when the nurse marks it done', async () => {
    const res = await place({ kind: 'Procedure', serviceId: dressingId, urgency: 'Urgent', instructions: 'Left leg' });
    expect(res.statusCode).toBe(201);
    const order = res.json<CareOrder>();
    expect(order).toMatchObject({ kind: 'Procedure', title: 'Wound dressing (large)', urgency: 'Urgent' });
    expect(order).toMatchObject({ status: 'Active', pricePaise: 35_000, instructions: 'Left leg' });
    expect((await bill()).lines.some((l) => l.description.includes('Wound dressing'))).toBe(false);
    const done = await act(order._id, 'done', ['nurse']);
    expect(done.statusCode).toBe(200);
    expect(done.json<CareOrder>()).toMatchObject({ status: 'Done' });
    expect(done.json<CareOrder>().endedBy).toBeTruthy();
    const line = (await bill()).lines.find((l) => l.description === 'Wound dressing (large)');
    expect(line).toMatchObject({ quantity: 1, unitPricePaise: 35_000 });
    // Done once: a second tap is a conflict and charges nothing more.
    expect((await act(order._id, 'done', ['nurse'])).statusCode).toBe(409);
    expect((await bill()).lines.filter((l) => l.description === 'Wound dressing (large)')).toHaveLength(1);
  });

  it('keeps one diet: a new diet order stops the one before it', async () => {
    const soft = (await place({ kind: 'Diet', diet: 'Soft' })).json<CareOrder>();
    const diabetic = await place({ kind: 'Diet', diet: 'Diabetic', instructions: '1800 kcal' });
    expect(diabetic.statusCode).toBe(201);
    const orders = await list();
    expect(orders.find((o) => o._id === soft._id)).toMatchObject({
      status: 'Stopped',
      endReason: 'Changed to Diabetic',
    });
    expect(orders.filter((o) => o.kind === 'Diet' && o.status === 'Active').map((o) => o.title)).toEqual(['Diabetic']);
  });

  it('lets any doctor stop an instruction, and only the doctor who wrote it cancel it', async () => {
    const turn = (
      await place({ kind: 'Nursing', urgency: 'STAT', instructions: 'Turn every 2 hours' })
    ).json<CareOrder>();
    const other = await act(turn._id, 'cancel', ['doctor', 'nurse'], { reason: 'Wrong patient' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: { message: NOT_YOUR_CARE_ORDER } });
    expect((await act(turn._id, 'cancel', ['doctor'], {})).statusCode).toBe(400);
    const cancelled = await act(turn._id, 'cancel', ['doctor'], { reason: 'Written in error' });
    expect(cancelled.json<CareOrder>()).toMatchObject({ status: 'Cancelled', endReason: 'Written in error' });
    const watch = (await place({ kind: 'Nursing', instructions: 'Strict bed rest' })).json<CareOrder>();
    expect(watch.urgency).toBe('Routine');
    const stopped = await act(watch._id, 'stop', ['doctor', 'nurse'], { reason: 'Mobilising' });
    expect(stopped.json<CareOrder>()).toMatchObject({ status: 'Stopped', endReason: 'Mobilising' });
    expect((await act(watch._id, 'done', ['nurse'])).json()).toMatchObject({
      error: { message: ONLY_PROCEDURES_DONE },
    });
  });

  it('refuses a lab test as a procedure, a missing diet or instruction, and the wrong roles', async () => {
    const lab = await place({ kind: 'Procedure', serviceId: labId });
    expect(lab.statusCode).toBe(400);
    expect(lab.json()).toMatchObject({ error: { message: CHOOSE_A_PROCEDURE } });
    expect((await place({ kind: 'Diet', diet: 'Chocolate' })).json()).toMatchObject({
      error: { fields: { diet: CHOOSE_A_DIET } },
    });
    expect((await place({ kind: 'Nursing', instructions: '  ' })).json()).toMatchObject({
      error: { fields: { instructions: WRITE_THE_INSTRUCTION } },
    });
    expect((await place({ kind: 'Nursing', instructions: 'x' }, ['nurse'])).statusCode).toBe(403);
    expect((await place({ kind: 'Nursing', instructions: 'x' }, ['reception'])).statusCode).toBe(403);
    const [active] = (await list()).filter((o) => o.status === 'Active');
    expect((await act(active!._id, 'stop', ['nurse'], { reason: 'x' })).statusCode).toBe(403);
    const read = await t.injectAs(['pharmacy'], { method: 'GET', url: `/api/admissions/${admissionId}/care-orders` });
    expect(read.statusCode).toBe(403);
    const badId = await t.injectAs(['nurse'], { method: 'GET', url: '/api/admissions/nope/care-orders' });
    expect(badId.statusCode).toBe(400);
  });

  it('audits each read in its transaction', async () => {
    await list();
    const [row] = (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where summary like 'Viewed care orders of %'`,
      )
    ).rows;
    expect(row?.n).toBeGreaterThan(0);
  });

  it('stops what is still active at discharge, after which nothing more is ordered', async () => {
    const h = await setupHospital(t, ' D');
    const stay = await admit(t, h, await newPatient(t, 'Leaving'));
    await place({ kind: 'Diet', diet: 'Normal' }, ['doctor'], stay._id);
    const call = (
      role: 'doctor' | 'nurse' | 'billing' | 'clinicAdmin',
      method: 'POST' | 'PUT',
      url: string,
      payload?: object,
    ) =>
      t.injectAs([role], {
        method,
        url: url.startsWith('/api') ? url : `/api/admissions/${stay._id}${url}`,
        payload,
        headers: { 'idempotency-key': randomUUID() },
      });
    await call('nurse', 'POST', '/initiate-discharge');
    await call('doctor', 'PUT', '/discharge-summary', {
      diagnoses: [{ code: null, description: 'Cellulitis' }],
      course: 'IV antibiotics.',
      condition: 'Improved',
    });
    const final = await call('billing', 'POST', `/api/billing/ip/${stay._id}/finalize`, {});
    const until = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await call('clinicAdmin', 'POST', `/api/billing/ip/${stay._id}/credit-approvals`, {
      amountPaise: final.json<{ balancePaise: number }>().balancePaise,
      validUntil: until,
      reason: 'Family pays next week',
    });
    const out = await call('doctor', 'POST', '/discharge');
    expect(out.statusCode).toBe(200);
    const orders = (
      await t.injectAs(['nurse'], { method: 'GET', url: `/api/admissions/${stay._id}/care-orders` })
    ).json<CareOrder[]>();
    expect(orders.map((o) => [o.status, o.endReason])).toEqual([['Stopped', 'Discharged']]);
    const late = await place({ kind: 'Nursing', instructions: 'Too late' }, ['doctor'], stay._id);
    expect(late.json()).toMatchObject({ error: { message: DISCHARGED_READ_ONLY } });
  });
});
