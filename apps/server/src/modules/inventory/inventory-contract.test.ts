import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { as, DRUG, futureDate, invoice, SUPPLIER } from './inventory-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const fields = (res: { json: () => unknown }) =>
  (res.json() as { error: { message: string; fields?: Record<string, string> } }).error;

describe('001 §7 inventory calls, row by row', () => {
  let manufacturerId = '';
  let supplierId = '';
  let drugId = '';
  let entryId = '';

  it('manufacturers: all (data list), add (data), edit (data)', async () => {
    const added = await as(t, 'POST', '/manufacturer/add-manufacturer', {
      brandName: '  Cipla  ',
      address: 'Mumbai Central',
      city: 'Mumbai',
      state: 'MH',
      pinCode: '400008',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ data: { brandName: 'Cipla', state: 'MH' } });
    manufacturerId = added.json<{ data: { _id: string } }>().data._id;
    const edited = await as(t, 'PUT', `/manufacturer/edit-manufacturer/${manufacturerId}`, {
      brandName: 'Cipla Ltd',
      address: 'Mumbai Central',
    });
    expect(edited.json()).toMatchObject({ data: { brandName: 'Cipla Ltd', state: '' } });
    const all = await as(t, 'GET', '/manufacturer/all-manufacturers');
    expect(all.json<{ data: unknown[] }>().data).toHaveLength(1);
    expect(fields(await as(t, 'POST', '/manufacturer/add-manufacturer', { brandName: '', address: '' })).message).toBe(
      'Brand name and address are required',
    );
  });

  it('suppliers: all, add (GSTIN checked against the state), edit; dueDateForBill reads back as dueDate', async () => {
    const added = await as(t, 'POST', '/supplier/add-supplier', SUPPLIER);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      data: { name: SUPPLIER.name, dueDate: '45 days after bill date', regionType: 'Local' },
    });
    supplierId = added.json<{ data: { _id: string } }>().data._id;
    const edited = await as(t, 'PUT', `/supplier/edit-supplier/${supplierId}`, {
      ...SUPPLIER,
      dueDateForBill: '15 days after bill date',
    });
    expect(edited.json()).toMatchObject({ data: { dueDate: '15 days after bill date' } });
    expect((await as(t, 'GET', '/supplier/all-suppliers')).json<{ data: unknown[] }>().data).toHaveLength(1);
    expect(fields(await as(t, 'POST', '/supplier/add-supplier', { name: 'X' })).message).toBe(
      'Name, GST number, and phone number are required',
    );
    const wrongState = await as(t, 'POST', '/supplier/add-supplier', { ...SUPPLIER, name: 'Other', state: 'Gujarat' });
    expect(fields(wrongState).fields?.gstNumber).toMatch(/does not match Gujarat \(24\)/);
    const badCheck = await as(t, 'POST', '/supplier/add-supplier', {
      ...SUPPLIER,
      name: 'Other',
      gstNumber: '27AAPFU0939F1ZO',
    });
    expect(fields(badCheck).fields?.gstNumber).toMatch(/check digit/);
  });

  it('drugs: add (message), all (plain list), get-drug, edit (message); HSN, GST slab and required fields', async () => {
    const added = await as(t, 'POST', '/drug/add-drug', DRUG);
    expect(added.json()).toEqual({ message: 'Drug added successfully!' });
    const all = await as(t, 'GET', '/drug/all-drugs');
    expect(Array.isArray(all.json())).toBe(true);
    const drug = all.json<{ _id: string; name: string; weight: number | null; stockOnHand: number }[]>()[0];
    expect(drug).toMatchObject({ name: DRUG.name, weight: null, stockOnHand: 0, gst: 5, mrp: 30 });
    drugId = drug?._id ?? '';
    expect((await as(t, 'GET', `/drug/get-drug/${drugId}`)).json()).toMatchObject({ name: DRUG.name, hsn: '30049099' });
    expect((await as(t, 'PUT', `/drug/edit-drug/${drugId}`, { ...DRUG, packing: '1x15' })).json()).toEqual({
      message: 'Drug updated successfully!',
    });
    expect(fields(await as(t, 'POST', '/drug/add-drug', { name: 'X' })).message).toBe(
      'Name, manufacturer, and category are required',
    );
    expect(fields(await as(t, 'POST', '/drug/add-drug', { ...DRUG, name: 'Y', hsn: '12345' })).message).toBe(
      'HSN code must have 4, 6 or 8 digits',
    );
    expect(fields(await as(t, 'POST', '/drug/add-drug', { ...DRUG, name: 'Y', gst: 12 })).message).toMatch(
      /current slabs: 0, 5, 18, 40/,
    );
    expect((await as(t, 'GET', '/gst-rates')).json()).toEqual([0, 5, 18, 40]);
  });

  it('stock entry: default details, add (message), get-stocks (list), get-stock (entry); the server computes amounts', async () => {
    const defaults = await as(
      t,
      'GET',
      `/stock-entry/get-default-details?supplier=${encodeURIComponent(SUPPLIER.name)}&invoiceDate=2026-01-10`,
    );
    expect(defaults.json()).toEqual({ invoiceNumber: '', dueDate: '2026-01-25' });
    const added = await as(t, 'POST', '/stock-entry/add-stock', invoice({ totalValue: 1, totalItems: 999 }));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ message: 'Stock entry added successfully' });
    const list = (await as(t, 'GET', '/stock-entry/get-stocks')).json<
      { _id: string; totalValue: number; totalItems: number; supplier: { name: string } }[]
    >();
    expect(list[0]).toMatchObject({
      totalValue: 1900,
      totalItems: 110,
      supplier: { name: SUPPLIER.name },
      status: 'Pending',
      totalGST: 0,
    });
    entryId = list[0]?._id ?? '';
    const entry = await as(t, 'GET', `/stock-entry/get-stock/${entryId}`);
    expect(entry.json()).toMatchObject({
      invoiceNumber: 'INV-0001',
      itemDetails: [{ drug: DRUG.name, batchNumber: 'PCM001', amount: 1900, freeQuantity: 10, disc: 5 }],
    });
    expect((await as(t, 'GET', `/drug/get-drug/${drugId}`)).json()).toMatchObject({ stockOnHand: 110 });
    const next = await as(
      t,
      'GET',
      `/stock-entry/get-default-details?supplier=${encodeURIComponent(SUPPLIER.name)}&invoiceDate=2026-01-10`,
    );
    expect(next.json()).toMatchObject({ invoiceNumber: 'INV-0002' });
  });

  it('stock entry: the spec messages and the batch rules', async () => {
    expect(fields(await as(t, 'POST', '/stock-entry/add-stock', { itemDetails: [] })).message).toBe(
      'Supplier, invoice number, invoice date, and due date are required',
    );
    expect(fields(await as(t, 'POST', '/stock-entry/add-stock', invoice({ itemDetails: [] }))).message).toBe(
      'At least one item is required',
    );
    expect(fields(await as(t, 'POST', '/stock-entry/add-stock', invoice({}, [{ drug: DRUG.name }]))).message).toBe(
      'All item fields are required',
    );
    const overMrp = await as(
      t,
      'POST',
      '/stock-entry/add-stock',
      invoice({ invoiceNumber: 'X1' }, [
        { drug: DRUG.name, batchNumber: 'B9', expiryDate: futureDate(300), mrp: 30, ptr: 29, quantity: 1 },
      ]),
    );
    expect(overMrp.statusCode).toBe(422);
    expect(fields(overMrp).message).toMatch(/PTR with GST \(₹30\.45\) exceeds the MRP \(₹30\.00\)/);
    const expired = await as(
      t,
      'POST',
      '/stock-entry/add-stock',
      invoice({ invoiceNumber: 'X2' }, [
        { drug: DRUG.name, batchNumber: 'OLD1', expiryDate: '2020-01-31', mrp: 30, ptr: 20, quantity: 1 },
      ]),
    );
    expect(fields(expired).message).toMatch(/already expired/);
    expect((await as(t, 'POST', '/stock-entry/add-stock', invoice())).statusCode).toBe(409);
  });

  it('stock entry: a Pending entry can be edited (stock corrected) and deleted; a Verified one is locked (409)', async () => {
    const edit = invoice({ status: 'Verified' }, [
      {
        drug: DRUG.name,
        batchNumber: 'PCM001',
        expiryDate: futureDate(400),
        mrp: 30,
        ptr: 20,
        quantity: 50,
        freeQuantity: 0,
        disc: 0,
      },
    ]);
    expect((await as(t, 'PUT', `/stock-entry/edit-stock/${entryId}`, edit)).json()).toEqual({
      message: 'Stock entry updated successfully',
    });
    expect((await as(t, 'GET', `/drug/get-drug/${drugId}`)).json()).toMatchObject({ stockOnHand: 50 });
    expect((await as(t, 'PUT', `/stock-entry/edit-stock/${entryId}`, edit)).statusCode).toBe(409);
    expect((await as(t, 'DELETE', `/stock-entry/delete-stock/${entryId}`)).statusCode).toBe(409);
    await as(
      t,
      'POST',
      '/stock-entry/add-stock',
      invoice({ invoiceNumber: 'DEL-1' }, [
        { drug: DRUG.name, batchNumber: 'DEL', expiryDate: futureDate(200), mrp: 30, ptr: 20, quantity: 5 },
      ]),
    );
    const pending = (await as(t, 'GET', '/stock-entry/get-stocks'))
      .json<{ _id: string; invoiceNumber: string }[]>()
      .find((e) => e.invoiceNumber === 'DEL-1');
    expect((await as(t, 'DELETE', `/stock-entry/delete-stock/${pending?._id}`)).json()).toEqual({
      message: 'Stock entry deleted successfully',
    });
    expect((await as(t, 'GET', `/drug/get-drug/${drugId}`)).json()).toMatchObject({ stockOnHand: 50 });
  });

  it('adjustments: add (message) against the real batch, list (array), and every message', async () => {
    const ok = await as(t, 'POST', '/stock-adjustment/add-stock-adjustment', {
      itemName: DRUG.name,
      batchNumber: 'pcm001',
      currStock: 999,
      adjustmentValue: -5,
      reason: 'Damage',
    });
    expect(ok.json()).toEqual({ message: 'Stock adjustment added successfully' });
    const list = (await as(t, 'GET', '/stock-adjustment/get-stock-adjustments')).json<unknown[]>();
    expect(list[0]).toMatchObject({
      itemName: DRUG.name,
      batchNumber: 'PCM001',
      currStock: 50,
      adjustmentValue: -5,
      reason: 'Damage',
    });
    const negative = await as(t, 'POST', '/stock-adjustment/add-stock-adjustment', {
      itemName: DRUG.name,
      batchNumber: 'PCM001',
      currStock: 45,
      adjustmentValue: -46,
      reason: 'Expiry',
    });
    expect(negative.statusCode).toBe(422);
    expect(fields(negative).message).toBe('Adjustment would result in negative stock');
    const messages = async (body: object) =>
      fields(await as(t, 'POST', '/stock-adjustment/add-stock-adjustment', body)).fields;
    expect(await messages({})).toMatchObject({
      itemName: 'Please select an item',
      batchNumber: 'Batch number is required',
      currStock: 'Current stock is required',
      adjustmentValue: 'Adjustment value is required',
      reason: 'Please select a reason for adjustment',
    });
    expect(
      await messages({ itemName: 'x', batchNumber: 'y', currStock: 'abc', adjustmentValue: 'z', reason: 'Damage' }),
    ).toMatchObject({
      currStock: 'Current stock must be a valid number',
      adjustmentValue: 'Adjustment value must be a valid number',
    });
    const ledger = await t.database.db.execute(
      sql`select sum(l.change)::int as sum, b.quantity_on_hand as qoh from stock_ledger l join batches b on b.id = l.batch_id where b.batch_number = 'PCM001' group by b.quantity_on_hand`,
    );
    expect(ledger.rows).toEqual([{ sum: 45, qoh: 45 }]);
  });

  it('drugs: a drug with stock history cannot be deleted (409); an unused one can', async () => {
    const refused = await as(t, 'DELETE', `/drug/delete-drug/${drugId}`);
    expect(refused.statusCode).toBe(409);
    await as(t, 'POST', '/drug/add-drug', { ...DRUG, name: 'Unused Drug' });
    const unused = (await as(t, 'GET', '/drug/all-drugs'))
      .json<{ _id: string; name: string }[]>()
      .find((d) => d.name === 'Unused Drug');
    expect((await as(t, 'DELETE', `/drug/delete-drug/${unused?._id}`)).json()).toEqual({
      message: 'Drug deleted successfully',
    });
  });

  it('is for inventory: reception gets 403 on every call, doctors may read the catalogue', async () => {
    const calls: [string, string][] = [
      ['GET', '/manufacturer/all-manufacturers'],
      ['GET', '/supplier/all-suppliers'],
      ['POST', '/drug/add-drug'],
      ['GET', '/stock-entry/get-stocks'],
      ['POST', '/stock-entry/add-stock'],
      ['GET', '/stock-adjustment/get-stock-adjustments'],
      ['POST', '/stock-migration/show-preview'],
    ];
    for (const [method, url] of calls) {
      const res = await t.injectAs(['reception'], {
        method: method,
        url: `/api/inventory${url}`,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await t.injectAs(['doctor'], { method: 'GET', url: '/api/inventory/drug/all-drugs' })).statusCode).toBe(
      200,
    );
    expect(
      (await t.injectAs(['doctor'], { method: 'POST', url: '/api/inventory/drug/add-drug', payload: DRUG })).statusCode,
    ).toBe(403);
  });
});
