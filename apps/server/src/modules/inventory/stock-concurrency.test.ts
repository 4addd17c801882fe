import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { as, DRUG, futureDate, invoice, SUPPLIER } from './inventory-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await as(t, 'POST', '/supplier/add-supplier', SUPPLIER);
  await as(t, 'POST', '/drug/add-drug', DRUG);
  await as(
    t,
    'POST',
    '/stock-entry/add-stock',
    invoice({}, [
      { drug: DRUG.name, batchNumber: 'RACE1', expiryDate: futureDate(300), mrp: 30, ptr: 20, quantity: 20 },
    ]),
  );
});
afterAll(() => t.close());

describe('parallel adjustments on one batch (run on PostgreSQL in CI)', () => {
  it('never leave it negative, and the ledger sums to the quantity on hand', async () => {
    const attempts = Array.from({ length: 40 }, () =>
      as(t, 'POST', '/stock-adjustment/add-stock-adjustment', {
        itemName: DRUG.name,
        batchNumber: 'RACE1',
        currStock: 20,
        adjustmentValue: -1,
        reason: 'Physical Count',
      }),
    );
    const results = await Promise.all(attempts);
    const ok = results.filter((r) => r.statusCode === 201).length;
    const refused = results.filter((r) => r.statusCode === 422);
    expect(ok).toBe(20);
    expect(refused).toHaveLength(20);
    expect(refused[0]?.json()).toMatchObject({ error: { message: 'Adjustment would result in negative stock' } });
    const check = await t.database.db.execute(
      sql`select b.quantity_on_hand as qoh, (select sum(change)::int from stock_ledger where batch_id = b.id) as ledger from batches b where b.batch_number = 'RACE1'`,
    );
    expect(check.rows).toEqual([{ qoh: 0, ledger: 0 }]);
    const adjustments = await t.database.db.execute(sql`select count(*)::int as n from stock_adjustments`);
    expect(adjustments.rows).toEqual([{ n: 20 }]);
  });
});
