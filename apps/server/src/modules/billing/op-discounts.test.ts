import type { Bill, Discount, PendingDiscount } from '@clinic/shared/billing';
import { ONE_DISCOUNT } from '@clinic/shared/billing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/shared/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { chargedAtDesk } from './billing-fixtures.ts';
import { discountNeedsApproval } from './bill-writer.ts';
import { DISCOUNT_ABOVE_BILL, DISCOUNT_WAITING } from './op-bill-lines.ts';
import { CHARGES_CHANGED, WITHIN_LIMIT } from './op-discounts.service.ts';

let t: TestApp;
const services: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const [name, price] of [
    ['Dressing', 500],
    ['Nebulisation', 350.5],
  ] as const) {
    const res = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: '/api/service/add',
      payload: { name, category: 'Other', duration: 15, price, isActive: true },
    });
    services[name] = res.json<{ data: { _id: string } }>().data._id;
  }
});
afterAll(() => t.close());

const charged = (...names: string[]) =>
  chargedAtDesk(
    t,
    names.map((n) => services[n] ?? ''),
    { gender: 'Male', age: 61 },
  );

const post = (roles: Role[], url: string, payload: object) =>
  t.injectAs(roles, { method: 'POST', url, headers: { 'idempotency-key': randomUUID() }, payload });
const bill = (roles: Role[], payload: object) => post(roles, '/api/billing/op-bills', payload);
const ask = (roles: Role[], payload: object) => post(roles, '/api/billing/op-bills/discount-requests', payload);
const decide = (roles: Role[], id: string, payload: object) =>
  t.injectAs(roles, { method: 'POST', url: `/api/billing/discounts/${id}/decision`, payload });
const noPayment = { mode: 'Cash', amountPaise: 0 };

describe('a flat discount on an OP bill', () => {
  it('takes rupees off, spread over the lines to the paisa', async () => {
    const { patientId, chargeIds } = await charged('Dressing', 'Nebulisation');
    const res = await bill(['billing'], {
      patientId,
      chargeIds,
      discountPercent: 0,
      discountFlatPaise: 5_000,
      discountReason: 'Senior citizen',
      payment: noPayment,
    });
    expect(res.statusCode).toBe(201);
    const b = res.json<Bill>();
    // ₹850.50 less ₹50.00 = ₹800.50, rounded to ₹801.00; the shares add up to ₹50.00 exactly.
    expect(b).toMatchObject({ grossPaise: 85_050, discountPaise: 5_000, totalPaise: 80_100, discountPercent: 0 });
    expect(b.lines.map((l) => l.discountPaise)).toEqual([2_939, 2_061]);
  });

  it('refuses a flat discount above the bill, and a percent and a flat amount together', async () => {
    const { patientId, chargeIds } = await charged('Dressing');
    const base = { patientId, chargeIds, discountReason: 'Hardship', payment: noPayment };
    const above = await bill(['clinicAdmin'], { ...base, discountPercent: 0, discountFlatPaise: 50_001 });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toMatchObject({ error: { fields: { discountFlatPaise: DISCOUNT_ABOVE_BILL } } });
    const both = await bill(['billing'], { ...base, discountPercent: 5, discountFlatPaise: 100 });
    expect(both.json()).toMatchObject({ error: { fields: { discountFlatPaise: ONE_DISCOUNT } } });
  });
});

describe('an OP discount above the limit', () => {
  it('waits in the queue, holds its charges, and is made final by whoever approves', async () => {
    const { patientId, chargeIds } = await charged('Dressing');
    const body = { patientId, chargeIds, discountPercent: 0, discountFlatPaise: 20_000, discountReason: 'Hardship' };
    // ₹200 of ₹500 is 40%, above the 10% limit: refused as a bill, with a way to ask.
    const refused = await bill(['billing'], { ...body, payment: noPayment });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: discountNeedsApproval(10) } });
    const asked = await ask(['reception'], body);
    expect(asked.statusCode).toBe(201);
    const request = asked.json<Discount>();
    expect(request).toMatchObject({ status: 'Pending approval', flatPaise: 20_000, percent: 0, billId: null });

    expect((await bill(['billing'], { ...body, discountFlatPaise: 0, payment: noPayment })).json()).toMatchObject({
      error: { message: DISCOUNT_WAITING },
    });
    expect((await ask(['billing'], body)).statusCode).toBe(409);

    const queue = await t.injectAs(['clinicAdmin'], { method: 'GET', url: '/api/billing/discounts/pending' });
    expect(queue.json<PendingDiscount[]>().find((d) => d._id === request._id)).toMatchObject({
      kind: 'OP',
      patientId,
      admissionId: null,
      ipNumber: null,
      flatPaise: 20_000,
    });
    expect((await decide(['billing'], request._id, { decision: 'Approved' })).statusCode).toBe(403);

    const approved = await decide(['clinicAdmin'], request._id, { decision: 'Approved', note: 'Known hardship' });
    expect(approved.statusCode).toBe(200);
    const billId = approved.json<Discount>().billId;
    expect(billId).toEqual(expect.any(String));
    const made = await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/bills/${billId}` });
    expect(made.json<Bill>()).toMatchObject({ discountPaise: 20_000, totalPaise: 30_000, balancePaise: 30_000 });
    expect((await decide(['clinicAdmin'], request._id, { decision: 'Approved' })).statusCode).toBe(409);

    const paid = await post(['reception'], `/api/billing/bills/${billId}/payments`, {
      mode: 'Cash',
      amountPaise: 30_000,
    });
    expect(paid.statusCode).toBe(201);
  });

  it('frees the charges when rejected, and cannot be approved once a charge is gone', async () => {
    const { patientId, chargeIds } = await charged('Dressing', 'Nebulisation');
    const body = { patientId, chargeIds, discountPercent: 50, discountFlatPaise: 0, discountReason: 'Hardship' };
    const first = (await ask(['billing'], body)).json<Discount>();
    const rejected = await decide(['clinicAdmin'], first._id, { decision: 'Rejected', note: 'Not eligible' });
    expect(rejected.json<Discount>()).toMatchObject({ status: 'Rejected', billId: null });

    const second = (await ask(['billing'], body)).json<Discount>();
    const cancelled = await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/patients/${patientId}/charges/${chargeIds[0]}/cancel`,
      payload: { reason: 'Not done' },
    });
    expect(cancelled.statusCode).toBeLessThan(300);
    const late = await decide(['clinicAdmin'], second._id, { decision: 'Approved' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { message: CHARGES_CHANGED } });
  });

  it('is refused within the limit, without a reason, and to a role that does not bill', async () => {
    const { patientId, chargeIds } = await charged('Dressing');
    const body = { patientId, chargeIds, discountPercent: 5, discountFlatPaise: 0, discountReason: 'Staff' };
    expect((await ask(['billing'], body)).json()).toMatchObject({ error: { message: WITHIN_LIMIT } });
    const noReason = await ask(['billing'], { ...body, discountPercent: 30, discountReason: '' });
    expect(noReason.json()).toMatchObject({
      error: { fields: { discountReason: 'Give the reason for the discount' } },
    });
    expect((await ask(['nurse'], { ...body, discountPercent: 30 })).statusCode).toBe(403);
  });
});

describe('idempotency keys', () => {
  it("belong to their user: another user's bill with the same key is its own, never the first user's", async () => {
    const key = randomUUID();
    const a = await charged('Dressing');
    const b = await charged('Nebulisation');
    const first = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/billing/op-bills',
      headers: { 'idempotency-key': key },
      payload: { ...a, discountPercent: 0, payment: noPayment },
    });
    const second = await t.injectAs(['billing'], {
      method: 'POST',
      url: '/api/billing/op-bills',
      headers: { 'idempotency-key': key },
      payload: { ...b, discountPercent: 0, payment: noPayment },
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json<Bill>().patient._id).toBe(b.patientId);
    expect(second.json<Bill>().number).not.toBe(first.json<Bill>().number);
  });
});
