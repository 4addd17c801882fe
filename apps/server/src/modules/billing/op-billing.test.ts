import type { Bill, OpPending } from '@clinic/shared/billing';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/shared/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { chargedAtDesk } from './billing-fixtures.ts';
import { discountNeedsApproval } from './bill-writer.ts';
import { CASH_LIMIT_MESSAGE } from './payments.service.ts';

let t: TestApp;
const services: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const [name, price] of [
    ['Dressing', 500],
    ['Nebulisation', 350.5],
    ['Day-care package', 250000],
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

/** A new patient with these services charged at reception; returns the patient and charge ids. */
const charged = (...names: string[]) =>
  chargedAtDesk(
    t,
    names.map((n) => services[n] ?? ''),
    { gender: 'Female', age: 36 },
  );

const bill = (roles: Role[], payload: object, key = randomUUID()) =>
  t.injectAs(roles, { method: 'POST', url: '/api/billing/op-bills', headers: { 'idempotency-key': key }, payload });

describe('the OP bill', () => {
  it('bills the pending charges with a discount, rounds to the rupee and takes part payment', async () => {
    const { patientId, chargeIds } = await charged('Dressing', 'Nebulisation');
    expect(chargeIds).toHaveLength(2);
    const res = await bill(['billing'], {
      patientId,
      chargeIds,
      discountPercent: 10,
      discountReason: 'Staff family',
      payment: { mode: 'Cash', amountPaise: 50_000 },
    });
    expect(res.statusCode).toBe(201);
    // ₹500.00 + ₹350.50 = ₹850.50, less 10% (₹85.05) = ₹765.45, rounded to ₹765.00.
    expect(res.json<Bill>()).toMatchObject({
      kind: 'OP',
      documentType: 'Bill of Supply',
      grossPaise: 85_050,
      discountPaise: 8_505,
      taxPaise: 0,
      roundOffPaise: -45,
      totalPaise: 76_500,
      paidPaise: 50_000,
      balancePaise: 26_500,
      lines: [
        { lineNo: 1, description: 'Dressing', amountPaise: 50_000, discountPaise: 5_000, totalPaise: 45_000 },
        { lineNo: 2, description: 'Nebulisation', amountPaise: 35_050, discountPaise: 3_505, totalPaise: 31_545 },
      ],
      payments: [{ purpose: 'Bill', mode: 'Cash', amountPaise: 50_000 }],
    });
    expect(res.json<Bill>().number).toMatch(/^BL\/\d{4}\/\d{6}$/);
    expect(res.json<Bill>().payments[0]?.receiptNumber).toMatch(/^RC\/\d{4}\/\d{6}$/);
    const after = await t.injectAs(['reception'], { method: 'GET', url: `/api/billing/op/${patientId}` });
    expect(after.json<OpPending>().charges).toEqual([]);
    const again = await bill(['billing'], {
      patientId,
      chargeIds,
      discountPercent: 0,
      payment: { mode: 'Cash', amountPaise: 0 },
    });
    expect(again.statusCode).toBe(409);
  });

  it('returns the same bill to a retry and takes the money once', async () => {
    const { patientId, chargeIds } = await charged('Dressing');
    const key = randomUUID();
    const payload = {
      patientId,
      chargeIds,
      discountPercent: 0,
      payment: { mode: 'UPI', reference: 'UPI-778812', amountPaise: 50_000 },
    };
    // A double click: one bills, the other is told the same request is still in progress.
    const [a, b] = await Promise.all([bill(['reception'], payload, key), bill(['reception'], payload, key)]);
    const done = [a, b].find((r) => r.statusCode === 201);
    expect(done).toBeDefined();
    expect([a, b].every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    // A retry after the answer was lost gets the same bill again.
    const retry = await bill(['reception'], payload, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json<Bill>()._id).toBe(done?.json<Bill>()._id);
    const list = await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/patients/${patientId}/bills` });
    expect(list.json()).toMatchObject([{ totalPaise: 50_000, paidPaise: 50_000, balancePaise: 0 }]);
    const [{ n }] = (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from payments where patient_id = ${patientId}`,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(1);
    expect((await bill(['billing'], payload)).statusCode).toBe(409);
  });

  it('sends a discount above the limit to a clinic administrator and asks why for any discount', async () => {
    const { patientId, chargeIds } = await charged('Dressing');
    const base = { patientId, chargeIds, payment: { mode: 'Cash', amountPaise: 0 } };
    const big = await bill(['billing'], { ...base, discountPercent: 15, discountReason: 'Hardship' });
    expect(big.statusCode).toBe(403);
    expect(big.json()).toMatchObject({ error: { message: discountNeedsApproval(10) } });
    const noReason = await bill(['billing'], { ...base, discountPercent: 5 });
    expect(noReason.json()).toMatchObject({
      error: { fields: { discountReason: 'Give the reason for the discount' } },
    });
    const approved = await bill(['clinicAdmin'], { ...base, discountPercent: 15, discountReason: 'Hardship' });
    expect(approved.statusCode).toBe(201);
    expect(approved.json<Bill>()).toMatchObject({ discountPaise: 7_500, totalPaise: 42_500 });
  });

  it('refuses overpayment, a card without its reference, and cash of ₹2 lakh or more', async () => {
    const { patientId, chargeIds } = await charged('Day-care package');
    const base = { patientId, chargeIds, discountPercent: 0 };
    const over = await bill(['billing'], { ...base, payment: { mode: 'Cash', amountPaise: 25_000_001 } });
    expect(over.json()).toMatchObject({
      error: { fields: { 'payment.amountPaise': 'Paid amount cannot exceed the bill total' } },
    });
    const card = await bill(['billing'], { ...base, payment: { mode: 'Card', amountPaise: 100 } });
    expect(card.json()).toMatchObject({ error: { fields: { 'payment.reference': 'Enter the Card reference' } } });
    const cash = await bill(['billing'], { ...base, payment: { mode: 'Cash', amountPaise: 20_000_000 } });
    expect(cash.statusCode).toBe(422);
    expect(cash.json()).toMatchObject({ error: { message: CASH_LIMIT_MESSAGE } });
    // Nothing was billed by the refused request: the charge is still pending.
    const pending = await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/op/${patientId}` });
    expect(pending.json<OpPending>().charges).toHaveLength(1);
  });

  it('keeps a finalized bill and its lines unchangeable in the database', async () => {
    await expect(t.database.db.execute(sql`update bills set total_paise = 0`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from bill_lines`)).rejects.toThrow();
  });

  it('lets only reception and the billing desk bill', async () => {
    const { patientId, chargeIds } = await charged('Dressing');
    for (const role of ['doctor', 'nurse', 'pharmacy', 'lab'] as Role[]) {
      expect((await t.injectAs([role], { method: 'GET', url: `/api/billing/op/${patientId}` })).statusCode).toBe(403);
      const res = await bill([role], {
        patientId,
        chargeIds,
        discountPercent: 0,
        payment: { mode: 'Cash', amountPaise: 0 },
      });
      expect(res.statusCode).toBe(403);
    }
    const noKey = await t.injectAs(['billing'], {
      method: 'POST',
      url: '/api/billing/op-bills',
      payload: { patientId, chargeIds, discountPercent: 0, payment: { mode: 'Cash', amountPaise: 0 } },
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('reads a finalized bill back with its receipts, to the desk only', async () => {
    const { patientId, chargeIds } = await charged('Dressing');
    const made = await bill(['billing'], {
      patientId,
      chargeIds,
      discountPercent: 0,
      payment: { mode: 'Cash', amountPaise: 20_000 },
    });
    const id = made.json<Bill>()._id;
    const read = await t.injectAs(['reception'], { method: 'GET', url: `/api/billing/bills/${id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json<Bill>()).toMatchObject({
      number: made.json<Bill>().number,
      totalPaise: 50_000,
      balancePaise: 30_000,
    });
    expect((await t.injectAs(['doctor'], { method: 'GET', url: `/api/billing/bills/${id}` })).statusCode).toBe(403);
    expect((await t.injectAs(['billing'], { method: 'GET', url: '/api/billing/bills/not-a-uuid' })).statusCode).toBe(
      400,
    );
    const missing = await t.injectAs(['billing'], {
      method: 'GET',
      url: '/api/billing/bills/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});
