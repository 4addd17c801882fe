import type { CreditNote, DayEnd, Sale, Sellable } from '@clinic/shared/pharmacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { stockShelf } from './pharmacy-fixtures.ts';

let t: TestApp;
let sale: Sale;
beforeAll(async () => {
  t = await buildTestApp();
  const shelf = await stockShelf(t, [['drug', 'RET1', 300, 2]]);
  const [item] = (
    await t.injectAs(['pharmacy'], {
      method: 'GET',
      url: `/api/pharmacy/sellable?search=${encodeURIComponent(shelf.drug.name)}`,
    })
  ).json<Sellable[]>();
  const sold = await t.injectAs(['pharmacy'], {
    method: 'POST',
    url: '/api/pharmacy/counter-sales',
    headers: { 'idempotency-key': 'return-test-sale' },
    payload: {
      buyer: { name: 'Ravi Patil', phoneNumber: '9822098220', doctorName: 'Self' },
      lines: [{ drugId: item?.drugId, batchId: item?.batch?.batchId, quantity: 10 }],
      payment: { mode: 'Cash' },
    },
  });
  sale = sold.json<Sale>();
});
afterAll(() => t.close());

const stock = async () =>
  (
    await t.database.db.execute<{ q: number }>(
      sql`select quantity_on_hand as q from batches where batch_number = 'RET1'`,
    )
  ).rows[0]?.q;
const giveBack = (body: object, key: string, role: 'pharmacy' | 'reception' = 'pharmacy') =>
  t.injectAs([role], {
    method: 'POST',
    url: `/api/pharmacy/sales/${sale._id}/returns`,
    payload: body,
    headers: { 'idempotency-key': key },
  });
const lineOf = (quantity: number, disposition = 'Restock') => ({
  lines: [{ saleLineId: sale.lines[0]?._id, quantity, disposition }],
  reason: 'Course changed by the doctor',
  refund: { mode: 'Cash' },
});

describe('returns against a bill', () => {
  it('finds the bill by its number, with what can still be returned', async () => {
    const res = await t.injectAs(['pharmacy'], {
      method: 'GET',
      url: `/api/pharmacy/bills?number=${encodeURIComponent(sale.billNumber.toLowerCase())}`,
    });
    expect(res.json<Sale>().lines[0]).toMatchObject({ quantity: 10, returnedQuantity: 0 });
    const missing = await t.injectAs(['pharmacy'], { method: 'GET', url: '/api/pharmacy/bills?number=PB/0000/000000' });
    expect(missing.statusCode).toBe(404);
  });

  it('restocks the same batch, numbers a credit note and refunds the line’s share; a retry returns the same note', async () => {
    expect(await stock()).toBe(10);
    const res = await giveBack(lineOf(4), 'return-key-1');
    expect(res.statusCode).toBe(201);
    // 4 of 10 tablets that cost ₹30.00: 11.43 taxable at 5% with equal halves of 0.29; the −0.01
    // they leave over is in the round off, so 11.43 + 0.29 + 0.29 − 0.01 = 12.00.
    expect(res.json<CreditNote>()).toMatchObject({
      creditNoteNumber: expect.stringMatching(/^CN\/\d{4}\/\d{5}$/) as string,
      billNumber: sale.billNumber,
      amountPaise: 12_00,
      taxablePaise: 11_43,
      cgstPaise: 29,
      sgstPaise: 29,
      roundOffPaise: -1,
      totalPaise: 12_00,
      lines: [{ quantity: 4, disposition: 'Restock', amountPaise: 12_00, cgstPaise: 29, sgstPaise: 29 }],
      refund: { mode: 'Cash' },
    });
    expect(await stock()).toBe(14);
    const again = await giveBack(lineOf(4), 'return-key-1');
    expect(again.json<CreditNote>().creditNoteNumber).toBe(res.json<CreditNote>().creditNoteNumber);
    expect(await stock()).toBe(14);
  });

  it('never takes back more than was sold less what came back, and keeps quarantined units out of stock', async () => {
    const tooMany = await giveBack(lineOf(7), 'return-key-2');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      error: { message: `${sale.lines[0]?.drugName}: More than was sold less what was already returned (6 left)` },
    });
    const damaged = await giveBack(lineOf(6, 'Quarantine'), 'return-key-3');
    expect(damaged.statusCode).toBe(201);
    expect(await stock()).toBe(14);
    const bill = await t.injectAs(['pharmacy'], {
      method: 'GET',
      url: `/api/pharmacy/bills?number=${encodeURIComponent(sale.billNumber)}`,
    });
    expect(bill.json<Sale>().lines[0]?.returnedQuantity).toBe(10);
  });

  it('wants a reason and the pharmacy role', async () => {
    const noReason = await giveBack({ ...lineOf(1), reason: '' }, 'return-key-4');
    expect(noReason.json()).toMatchObject({ error: { message: 'Enter the reason for the return' } });
    expect((await giveBack(lineOf(1), 'return-key-5', 'reception')).statusCode).toBe(403);
  });

  it('adds up the day end: bills, credit notes, money by mode and by user', async () => {
    const res = await t.injectAs(['pharmacy'], { method: 'GET', url: '/api/pharmacy/day-end' });
    expect(res.statusCode).toBe(200);
    const day = res.json<DayEnd>();
    expect(day).toMatchObject({
      sales: { bills: 1, totalPaise: 30_00 },
      returns: { creditNotes: 2, totalPaise: 30_00 },
      byUser: [{ user: 'Test pharmacy', bills: 1, salesPaise: 30_00, returnsPaise: 30_00 }],
    });
    expect(day.byMode.find((m) => m.mode === 'Cash')).toEqual({
      mode: 'Cash',
      receivedPaise: 30_00,
      refundedPaise: 30_00,
      netPaise: 0,
    });
    expect((await t.injectAs(['nurse'], { method: 'GET', url: '/api/pharmacy/day-end' })).statusCode).toBe(403);
  });
});
