import type { CreditNote, Sale, Sellable } from '@clinic/shared/pharmacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { stockShelf } from './pharmacy-fixtures.ts';

let t: TestApp;
let sale: Sale;
beforeAll(async () => {
  t = await buildTestApp();
  // Strips of 12 at ₹30: a tablet is ₹2.50, so three are ₹7.50 and the bill is rounded to ₹8.
  const shelf = await stockShelf(t, [['drug', 'RND1', 300, 1]], ' R', 12);
  const [item] = (
    await t.injectAs(['pharmacy'], {
      method: 'GET',
      url: `/api/pharmacy/sellable?search=${encodeURIComponent(shelf.drug.name)}`,
    })
  ).json<Sellable[]>();
  sale = (
    await t.injectAs(['pharmacy'], {
      method: 'POST',
      url: '/api/pharmacy/counter-sales',
      headers: { 'idempotency-key': 'rounding-sale-0001' },
      payload: {
        buyer: { name: 'Meena Rao', phoneNumber: '9822011111', doctorName: 'Self' },
        lines: [{ drugId: item?.drugId, batchId: item?.batch?.batchId, quantity: 3 }],
        payment: { mode: 'Cash' },
      },
    })
  ).json<Sale>();
});
afterAll(() => t.close());

const returnOne = (key: string) =>
  t.injectAs(['pharmacy'], {
    method: 'POST',
    url: `/api/pharmacy/sales/${sale._id}/returns`,
    headers: { 'idempotency-key': key },
    payload: {
      lines: [{ saleLineId: sale.lines[0]?._id, quantity: 1, disposition: 'Restock' }],
      reason: 'Not needed',
      refund: { mode: 'Cash' },
    },
  });

describe('returns one tablet at a time', () => {
  it('never give back more than the bill was paid, though each ₹2.50 rounds up to ₹3', async () => {
    expect(sale.totalPaise).toBe(800);
    const refunds = [];
    for (const key of ['round-ret-0001', 'round-ret-0002', 'round-ret-0003']) {
      const res = await returnOne(key);
      expect(res.statusCode).toBe(201);
      refunds.push(res.json<CreditNote>().totalPaise);
    }
    expect(refunds).toEqual([300, 300, 200]);
    expect(refunds.reduce((a, b) => a + b, 0)).toBe(sale.totalPaise);
  });
});
