import type { Batch, Drug } from '@clinic/shared/inventory';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { as, DRUG, futureDate, invoice, SUPPLIER } from './inventory-fixtures.ts';

let t: TestApp;
let drug: Drug;
beforeAll(async () => {
  t = await buildTestApp();
  await as(t, 'POST', '/supplier/add-supplier', SUPPLIER);
  expect((await as(t, 'POST', '/drug/add-drug', { ...DRUG, unitsPerPack: 10 })).statusCode).toBe(201);
  drug = (await as(t, 'GET', '/drug/all-drugs')).json<Drug[]>()[0] as Drug;
});
afterAll(() => t.close());

const line = { drug: DRUG.name, batchNumber: 'PCM010', expiryDate: futureDate(300), mrp: 30, ptr: 20, disc: 0 };

describe('stock in units, purchases in packs', () => {
  it('keeps the pack size on the drug and refuses a bad one', async () => {
    expect(drug.unitsPerPack).toBe(10);
    const bad = await as(t, 'PUT', `/drug/edit-drug/${drug._id}`, { ...DRUG, unitsPerPack: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { message: 'Units per pack must be at least 1' } });
  });

  it('adds packs × units per pack to stock, and takes the same back when the invoice changes', async () => {
    const added = await as(
      t,
      'POST',
      '/stock-entry/add-stock',
      invoice({}, [{ ...line, quantity: 5, freeQuantity: 1 }]),
    );
    expect(added.statusCode).toBe(201);
    const stock = async () => (await as(t, 'GET', `/drug/get-drug/${drug._id}`)).json<Drug>().stockOnHand;
    expect(await stock()).toBe(60);
    const batches = (await as(t, 'GET', `/stock/batches?drugId=${drug._id}`)).json<Batch[]>();
    expect(batches[0]).toMatchObject({ quantityOnHand: 60, unitsPerPack: 10 });
    const [entry] = (await as(t, 'GET', '/stock-entry/get-stocks')).json<{ _id: string }[]>();
    const edited = await as(
      t,
      'PUT',
      `/stock-entry/edit-stock/${entry?._id}`,
      invoice({}, [{ ...line, quantity: 2, freeQuantity: 0 }]),
    );
    expect(edited.statusCode).toBe(200);
    expect(await stock()).toBe(20);
  });

  it('refuses to change the pack size once the drug has stock history', async () => {
    const res = await as(t, 'PUT', `/drug/edit-drug/${drug._id}`, { ...DRUG, unitsPerPack: 15 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: {
        message:
          'Units per pack cannot change once the drug has stock or stock history; add the drug again with the new pack size',
      },
    });
    expect(
      (await as(t, 'PUT', `/drug/edit-drug/${drug._id}`, { ...DRUG, unitsPerPack: 10, hsn: '3004' })).statusCode,
    ).toBe(200);
  });
});
