import type { DispenseProposal, Sale } from '@clinic/shared/pharmacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { prescribed, stockShelf, type Shelf } from './pharmacy-fixtures.ts';

let t: TestApp;
let shelf: Shelf;
let encounterId = '';
beforeAll(async () => {
  t = await buildTestApp();
  // Strips of 10: NEAR has 8 tablets' worth short of a course (2 strips, expiring in 3 days), FAR 5 strips.
  shelf = await stockShelf(t, [
    ['drug', 'FAR', 400, 5],
    ['drug', 'NEAR', 3, 2],
    ['substitute', 'CAL', 300, 2],
    ['other', 'P650', 300, 2],
  ]);
  encounterId = await prescribed(t, shelf.drug._id, 'TDS', 5);
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `dispense-key-${Date.now()}-${keys++}`;
const proposal = async (id = encounterId) =>
  (await t.injectAs(['pharmacy'], { method: 'GET', url: `/api/pharmacy/prescriptions/${id}/dispense` })).json<
    DispenseProposal[]
  >();
const dispense = (
  body: object,
  key: string | null = newKey(),
  id = encounterId,
  role: 'pharmacy' | 'nurse' = 'pharmacy',
) =>
  t.injectAs([role], {
    method: 'POST',
    url: `/api/pharmacy/prescriptions/${id}/dispense`,
    payload: body,
    headers: key ? { 'idempotency-key': key } : {},
  });
const cash = { mode: 'Cash' };
const stockOf = async (batchNumber: string) =>
  (
    await t.database.db.execute<{ q: number }>(
      sql`select quantity_on_hand as q from batches where batch_number = ${batchNumber}`,
    )
  ).rows[0]?.q;

describe('the OP prescription worklist', () => {
  it('searches by patient name, prescription ID and doctor, on the server', async () => {
    type Page = { total: number; data: { encounterId: string; prescriptionId: string }[] };
    const find = async (search: string) =>
      (
        await t.injectAs(['pharmacy'], {
          method: 'GET',
          url: `/api/pharmacy/prescriptions?search=${encodeURIComponent(search)}`,
        })
      ).json<Page>();
    const byId = await find(encounterId.slice(0, 8).toUpperCase());
    expect(byId.data.map((p) => p.encounterId)).toEqual([encounterId]);
    expect(byId.data[0]?.prescriptionId).toBe(encounterId.slice(0, 8).toUpperCase());
    expect((await find('Dispensed Rao')).data.map((p) => p.encounterId)).toContain(encounterId);
    expect((await find('Test doctor')).total).toBeGreaterThan(0);
    expect((await find('nobody-by-this-name')).total).toBe(0);
  });
});

describe('dispensing an OP prescription', () => {
  it('proposes batches first-expiry-first-out and flags one that expires within the course', async () => {
    const [line] = await proposal();
    expect(line).toMatchObject({ prescribed: 15, dispensed: 0, remaining: 15, status: 'Pending', shortBy: 0 });
    expect(line?.offers.map((o) => [o.batchNumber, o.quantity, o.expiresWithinCourse])).toEqual([
      ['NEAR', 15, true],
      ['FAR', 0, false],
    ]);
    expect(line?.substitutes.map((s) => s.drugName)).toEqual([shelf.substitute.name]);
  });

  it('dispenses part at the MRP per tablet with GST inside it, numbered and paid; the rest stays pending', async () => {
    const [line] = await proposal();
    const far = line?.offers.find((o) => o.batchNumber === 'FAR');
    const res = await dispense({
      lines: [{ requestId: line?.requestId, drugId: shelf.drug._id, batchId: far?.batchId, quantity: 10 }],
      payment: cash,
    });
    expect(res.statusCode).toBe(201);
    const sale = res.json<Sale>();
    // 10 tablets of a ₹30 strip of 10: ₹30.00, 5% inside: 28.57 taxable, CGST = SGST = 0.71, and
    // the paisa the halves leave over is in the round off (never 0.72 + 0.71).
    expect(sale).toMatchObject({
      kind: 'OP',
      billNumber: expect.stringMatching(/^PB\/\d{4}\/\d{6}$/) as string,
      totalPaise: 30_00,
      taxablePaise: 28_57,
      cgstPaise: 71,
      sgstPaise: 71,
      roundOffPaise: 1,
      payment: { mode: 'Cash' },
    });
    expect(sale.lines[0]).toMatchObject({ batchNumber: 'FAR', quantity: 10, unitsPerPack: 10, amountPaise: 30_00 });
    expect(await stockOf('FAR')).toBe(40);
    const [after] = await proposal();
    expect(after).toMatchObject({ dispensed: 10, remaining: 5, status: 'Partly dispensed' });
  });

  it('returns the first bill for a retry with the same key, and never sells twice', async () => {
    const [line] = await proposal();
    const body = {
      lines: [{ requestId: line?.requestId, drugId: shelf.drug._id, batchId: line?.offers[0]?.batchId, quantity: 1 }],
      payment: { mode: 'UPI', reference: 'UPI-4471' },
    };
    const key = newKey();
    const first = await dispense(body, key);
    const again = await dispense(body, key);
    expect(first.statusCode).toBe(201);
    expect(again.json<Sale>().billNumber).toBe(first.json<Sale>().billNumber);
    expect((await proposal())[0]?.dispensed).toBe(11);
  });

  it('refuses more than is left, a substitute of another strength, an expired or foreign batch, and no key', async () => {
    const [line] = await proposal();
    const near = line?.offers[0]?.batchId;
    const one = (over: object) => ({
      lines: [{ requestId: line?.requestId, drugId: shelf.drug._id, batchId: near, quantity: 1, ...over }],
      payment: cash,
    });
    const tooMany = await dispense(one({ quantity: 5 }));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      error: { message: `${shelf.drug.name}: More than is left to dispense on this line` },
    });
    const [p650] = (
      await t.injectAs(['inventory'], { method: 'GET', url: '/api/inventory/stock/batches?status=in-stock' })
    )
      .json<{ _id: string; drug: string }[]>()
      .filter((b) => b.drug === shelf.other.name);
    const wrong = await dispense(one({ drugId: shelf.other._id, batchId: p650?._id }));
    expect(wrong.json()).toMatchObject({ error: { message: 'A substitute must have the same molecule and strength' } });
    expect((await dispense(one({ batchId: p650?._id }))).statusCode).toBe(400);
    await t.database.db.execute(sql`update batches set expiry_date = current_date - 1 where batch_number = 'NEAR'`);
    const expired = await dispense(one({}));
    expect(expired.json()).toMatchObject({
      error: { message: `${shelf.drug.name} batch NEAR: This batch has expired and cannot be sold` },
    });
    const noKey = await dispense(one({ batchId: line?.offers[1]?.batchId }), null);
    expect(noKey.statusCode).toBe(400);
    expect((await dispense(one({}), newKey(), encounterId, 'nurse')).statusCode).toBe(403);
    expect((await proposal())[0]?.dispensed).toBe(11);
  });

  it('sells a substitute of the same molecule and strength at its own MRP and pack, keeping both addresses', async () => {
    await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: '/api/clinic',
      payload: { name: 'Sunrise Clinic', address: '14 Karve Road, Pune 411004' },
    });
    const [line] = await proposal();
    const sub = line?.substitutes[0];
    const res = await dispense({
      lines: [{ requestId: line?.requestId, drugId: sub?.drugId, batchId: sub?.offers[0]?.batchId, quantity: 4 }],
      payment: cash,
    });
    expect(res.statusCode).toBe(201);
    // 4 of a ₹30 strip of 15: ₹8.00.
    expect(res.json<Sale>()).toMatchObject({
      lines: [{ drugName: shelf.substitute.name, amountPaise: 8_00 }],
      totalPaise: 8_00,
    });
    // The patient's address from the record; the clinic's own doctor prescribed, at the clinic's address.
    const stored = await t.database.db.execute<{ buyer: string; prescriber: string }>(
      sql`select buyer_address as buyer, prescriber_address as prescriber from pharmacy_sales where id = ${res.json<Sale>()._id}`,
    );
    expect(stored.rows[0]).toEqual({ buyer: 'Pune', prescriber: '14 Karve Road, Pune 411004' });
    expect((await proposal())[0]).toMatchObject({ remaining: 0, status: 'Dispensed' });
  });
});

describe('stock is never oversold', () => {
  it('lets exactly 10 of 50 parallel one-tablet dispenses through a batch of 10, and the ledger sums to the stock', async () => {
    const race = await stockShelf(t, [['drug', 'RACE', 200, 1]], ' race');
    const encounters = await Promise.all(Array.from({ length: 50 }, () => prescribed(t, race.drug._id, 'OD', 1)));
    const batchId = (await proposal(encounters[0]))[0]?.offers[0]?.batchId;
    const results = await Promise.all(
      encounters.map(async (id) => {
        const [line] = await proposal(id);
        return dispense(
          { lines: [{ requestId: line?.requestId, drugId: race.drug._id, batchId, quantity: 1 }], payment: cash },
          newKey(),
          id,
        );
      }),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode !== 201).every((r) => r.statusCode === 422)).toBe(true);
    const ledger = await t.database.db.execute<{ stock: number; sum: number }>(
      sql`select b.quantity_on_hand as stock, (select sum(change)::int from stock_ledger l where l.batch_id = b.id) as sum from batches b where b.id = ${batchId}`,
    );
    expect(ledger.rows[0]).toEqual({ stock: 0, sum: 0 });
  });
});
