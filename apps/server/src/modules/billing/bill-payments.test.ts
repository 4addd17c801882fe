import type { Bill, BillSummary, OpPending, PatientAccount, Receipt } from '@clinic/shared/billing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { labPatient } from '../lab/lab-fixtures.ts';
import { moreThanBalance } from './bill-corrections.service.ts';

let t: TestApp;
let serviceId = '';
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: '/api/service/add',
    payload: { name: 'Physiotherapy session', category: 'Therapy', duration: 30, price: 1200, isActive: true },
  });
  serviceId = res.json<{ data: { _id: string } }>().data._id;
});
afterAll(() => t.close());

/** A ₹1,200 OP bill of which ₹500 was paid at the counter. */
async function partPaid(): Promise<{ patientId: string; bill: Bill }> {
  const patientId = await labPatient(t, { gender: 'Male', age: 61 });
  await t.injectAs(['reception'], {
    method: 'POST',
    url: `/api/patients/${patientId}/charges`,
    payload: { serviceId },
  });
  const pending = await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/op/${patientId}` });
  const made = await t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/billing/op-bills',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      patientId,
      chargeIds: pending.json<OpPending>().charges.map((c) => c._id),
      discountPercent: 0,
      payment: { mode: 'Cash', amountPaise: 50_000 },
    },
  });
  return { patientId, bill: made.json<Bill>() };
}

const payOn = (billId: string, payload: object, key = randomUUID(), roles: ['reception'] | ['nurse'] = ['reception']) =>
  t.injectAs(roles, {
    method: 'POST',
    url: `/api/billing/bills/${billId}/payments`,
    headers: { 'idempotency-key': key },
    payload,
  });

describe('POST /api/billing/bills/:id/payments', () => {
  it('settles a part-paid OP bill: never more than the balance, once per key, and the dues go to zero', async () => {
    const { patientId, bill } = await partPaid();
    expect(bill.balancePaise).toBe(70_000);
    const tooMuch = await payOn(bill._id, { mode: 'Cash', amountPaise: 70_001 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ error: { message: moreThanBalance(70_000) } });

    const key = randomUUID();
    const paid = await payOn(bill._id, { mode: 'UPI', reference: 'UPI-771204', amountPaise: 70_000 }, key);
    expect(paid.statusCode).toBe(201);
    expect(paid.json<Receipt>()).toMatchObject({ purpose: 'Bill', mode: 'UPI', amountPaise: 70_000 });
    expect(paid.json<Receipt>().receiptNumber).toMatch(/^RC\//);
    const retry = await payOn(bill._id, { mode: 'UPI', reference: 'UPI-771204', amountPaise: 70_000 }, key);
    expect(retry.json<Receipt>()._id).toBe(paid.json<Receipt>()._id);

    const bills = await t.injectAs(['reception'], { method: 'GET', url: `/api/billing/patients/${patientId}/bills` });
    expect(bills.json<BillSummary[]>()).toEqual([expect.objectContaining({ paidPaise: 120_000, balancePaise: 0 })]);
    const again = await payOn(bill._id, { mode: 'Cash', amountPaise: 100 });
    expect(again.json()).toMatchObject({ error: { message: moreThanBalance(0) } });
  });

  it('needs a key, an amount and a UPI reference, and is not for the ward', async () => {
    const { bill } = await partPaid();
    const noKey = await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/billing/bills/${bill._id}/payments`,
      payload: { mode: 'Cash', amountPaise: 100 },
    });
    expect(noKey.statusCode).toBe(400);
    const noRef = await payOn(bill._id, { mode: 'UPI', amountPaise: 100 });
    expect(noRef.json()).toMatchObject({ error: { fields: { reference: 'Enter the UPI reference' } } });
    expect((await payOn(bill._id, { mode: 'Cash', amountPaise: 0 })).statusCode).toBe(400);
    expect((await payOn(bill._id, { mode: 'Cash', amountPaise: 100 }, randomUUID(), ['nurse'])).statusCode).toBe(403);
  });
});

describe('GET /api/billing/patients/:id/account', () => {
  it('lists every bill and receipt in time order with the running balance', async () => {
    const { patientId, bill } = await partPaid();
    const account = async () =>
      (
        await t.injectAs(['reception'], { method: 'GET', url: `/api/billing/patients/${patientId}/account` })
      ).json<PatientAccount>();
    const before = await account();
    expect(before.entries.map((e) => [e.kind, e.number, e.debitPaise, e.creditPaise, e.balancePaise])).toEqual([
      ['Bill', bill.number, 120_000, 0, 120_000],
      ['Receipt', bill.payments[0]?.receiptNumber, 0, 50_000, 70_000],
    ]);
    expect(before).toMatchObject({ billedPaise: 120_000, paidPaise: 50_000, balancePaise: 70_000, credit: [] });
    await payOn(bill._id, { mode: 'Cash', amountPaise: 70_000 });
    expect((await account()).balancePaise).toBe(0);
  });

  it('is refused to the ward and says so for an unknown patient', async () => {
    const { patientId } = await partPaid();
    const url = `/api/billing/patients/${patientId}/account`;
    expect((await t.injectAs(['nurse'], { method: 'GET', url })).statusCode).toBe(403);
    const unknown = `/api/billing/patients/${randomUUID()}/account`;
    expect((await t.injectAs(['billing'], { method: 'GET', url: unknown })).statusCode).toBe(404);
  });
});
