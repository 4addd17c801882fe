import type { Bill, OpPending, WorkQueue } from '@clinic/shared/billing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newPatient } from '../admissions/admission-fixtures.ts';
import { expectDuesKept, marks } from './bill-dues-fixtures.ts';
import { billDuesRepository } from './bill-dues.repository.ts';
import { foldBillDues } from './bill-dues.fold.ts';

/**
 * Kept bill dues (decision 0037): an OP bill of ₹400 left unpaid at the desk, then paid off in
 * small payments, read by the billing desk's work queue before and after the server folds.
 */
let t: TestApp;
let bill: Bill;

const post = (url: string, payload: object) =>
  t.injectAs(['billing'], { method: 'POST', url, payload, headers: { 'idempotency-key': randomUUID() } });
const pay = (amountPaise: number) => post(`/api/billing/bills/${bill._id}/payments`, { mode: 'Cash', amountPaise });
const owedOnBill = async () => {
  const res = await t.injectAs(['billing'], { method: 'GET', url: '/api/billing/work-queue' });
  expect(res.statusCode).toBe(200);
  return res.json<WorkQueue>().dues.find((d) => d.billId === bill._id)?.balancePaise ?? 0;
};

beforeAll(async () => {
  t = await buildTestApp();
  const service = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: '/api/service/add',
    payload: { name: 'Dressing', category: 'Other', duration: 15, price: 400, isActive: true },
  });
  const serviceId = service.json<{ data: { _id: string } }>().data._id;
  const patientId = await newPatient(t, 'Dues');
  await t.injectAs(['reception'], {
    method: 'POST',
    url: `/api/patients/${patientId}/charges`,
    payload: { serviceId },
    headers: { 'idempotency-key': randomUUID() },
  });
  const pending = await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/op/${patientId}` });
  const res = await post('/api/billing/op-bills', {
    patientId,
    chargeIds: pending.json<OpPending>().charges.map((c) => c._id),
    discountPercent: 0,
    payment: { mode: 'Cash', amountPaise: 100 },
  });
  expect(res.statusCode).toBe(201);
  bill = res.json<Bill>();
});
afterAll(() => t.close());

describe('kept bill dues', () => {
  it('show a payment at once, before the server folds it, and the same after', async () => {
    expect(await owedOnBill()).toBe(39_900);
    await foldBillDues(t.database.db);
    expect(await marks(t)).toBe(0);
    expect(await owedOnBill()).toBe(39_900);
    expect((await pay(9_900)).statusCode).toBe(201);
    expect(await marks(t)).toBeGreaterThan(0);
    expect(await owedOnBill()).toBe(30_000);
    await expectDuesKept(t);
    expect(await owedOnBill()).toBe(30_000);
  });

  it('are folded a chunk of marks at a time', async () => {
    expect((await pay(1_000)).statusCode).toBe(201);
    expect((await pay(1_000)).statusCode).toBe(201);
    const waiting = await marks(t);
    expect(await billDuesRepository.fold(t.database.db, 1)).toBe(1);
    expect(await marks(t)).toBe(waiting - 1);
    expect(await owedOnBill()).toBe(28_000);
    await expectDuesKept(t);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('lose no payment folded while the desk takes them', async () => {
    let paying = true;
    const folding = (async () => {
      while (paying) await foldBillDues(t.database.db);
    })();
    const paid = await Promise.all(Array.from({ length: 20 }, () => pay(1_000)));
    paying = false;
    await folding;
    expect(paid.every((r) => r.statusCode === 201)).toBe(true);
    expect(await owedOnBill()).toBe(8_000);
    await expectDuesKept(t);
    expect(await owedOnBill()).toBe(8_000);
  });
});
