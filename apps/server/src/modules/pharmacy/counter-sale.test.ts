import { discountNeedsApproval } from '../billing/bill-writer.ts';
import {
  REGISTER_NEEDS_ADDRESS,
  REGISTRATION_FORMAT,
  type H1RegisterRow,
  type Sale,
  type Sellable,
} from '@clinic/shared/pharmacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DRUG, futureDate, SUPPLIER } from '../inventory/inventory-fixtures.ts';
import { stockShelf, type Shelf } from './pharmacy-fixtures.ts';

let t: TestApp;
let shelf: Shelf;
let h1: Sellable;
let h: Sellable;
let otc: Sellable;
const today = clinicNow('Asia/Kolkata').date;

beforeAll(async () => {
  t = await buildTestApp();
  shelf = await stockShelf(t, [['drug', 'OTC1', 300, 5]]);
  const inventory = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.injectAs(['inventory'], { method, url: `/api/inventory${url}`, payload });
  for (const [name, schedule] of [
    ['Cefixime 200mg Tablet', 'H1'],
    ['Amoxicillin 500mg Capsule', 'H'],
  ] as const)
    await inventory('POST', '/drug/add-drug', {
      ...DRUG,
      name,
      molecule: name.split(' ')[0],
      schedule,
      unitsPerPack: 10,
    });
  await inventory('POST', '/stock-entry/add-stock', {
    supplier: SUPPLIER.name,
    invoiceNumber: 'INV-H1',
    invoiceDate: today,
    dueDate: futureDate(30),
    status: 'Verified',
    itemDetails: ['Cefixime 200mg Tablet', 'Amoxicillin 500mg Capsule'].map((drug, i) => ({
      drug,
      batchNumber: `SCH${i}`,
      expiryDate: futureDate(200),
      mrp: 100,
      ptr: 60,
      quantity: 3,
      freeQuantity: 0,
      disc: 0,
    })),
  });
  const find = async (search: string) =>
    (await t.injectAs(['pharmacy'], { method: 'GET', url: `/api/pharmacy/sellable?search=${search}` })).json<
      Sellable[]
    >()[0] as Sellable;
  [h1, h, otc] = [await find('Cefixime'), await find('Amoxicillin'), await find(encodeURIComponent(shelf.drug.name))];
});
afterAll(() => t.close());

let keys = 0;
const sell = (body: object, key = `counter-key-${keys++}`, role: 'pharmacy' | 'reception' = 'pharmacy') =>
  t.injectAs([role], {
    method: 'POST',
    url: '/api/pharmacy/counter-sales',
    payload: body,
    headers: { 'idempotency-key': key },
  });
const walkIn = { name: 'Farah Khan', phoneNumber: '9812345678', doctorName: 'Dr. S. Iyer' };
const line = (s: Sellable, quantity: number, discountPercent = 0) => ({
  drugId: s.drugId,
  batchId: s.batch?.batchId,
  quantity,
  discountPercent,
});
const cash = { mode: 'Cash' };

describe('counter sales', () => {
  it('finds drugs by name with the batch FEFO sells first', () => {
    expect(otc).toMatchObject({
      drugName: shelf.drug.name,
      stock: 50,
      unitsPerPack: 10,
      batch: { batchNumber: 'OTC1' },
    });
    expect(h1).toMatchObject({ schedule: 'H1', stock: 30 });
  });

  it('sells an OTC drug to a walk-in at the batch MRP with a discount, GST inside; a retry returns the same bill', async () => {
    const body = { buyer: walkIn, lines: [line(otc, 20, 10)], discountReason: 'Senior citizen', payment: cash };
    const res = await sell(body, 'counter-retry-1');
    expect(res.statusCode).toBe(201);
    // 20 tablets of ₹30 a strip of 10 = ₹60.00, less 10% = ₹54.00.
    expect(res.json<Sale>()).toMatchObject({
      kind: 'Counter',
      patientName: 'Farah Khan',
      mrn: null,
      doctorName: 'Dr. S. Iyer',
      mrpPaise: 60_00,
      discountPaise: 6_00,
      totalPaise: 54_00,
      taxablePaise: 51_43,
    });
    expect((await sell(body, 'counter-retry-1')).json<Sale>().billNumber).toBe(res.json<Sale>().billNumber);
  });

  it('follows the bills’ discount rule: a reason for any, approval above the limit', async () => {
    const noReason = await sell({ buyer: walkIn, lines: [line(otc, 1, 5)], payment: cash });
    expect(noReason.json()).toMatchObject({
      error: { fields: { discountReason: 'Give the reason for the discount' } },
    });
    const big = { buyer: walkIn, lines: [line(otc, 1, 25)], discountReason: 'Staff family', payment: cash };
    const refused = await sell(big);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { message: discountNeedsApproval(10) } });
    const approved = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: '/api/pharmacy/counter-sales',
      payload: big,
      headers: { 'idempotency-key': `counter-key-admin-${keys++}` },
    });
    expect(approved.statusCode).toBe(201);
  });

  it('takes the walk-in’s required details and checks the phone number', async () => {
    const bad = await sell({ buyer: { ...walkIn, phoneNumber: '12345' }, lines: [line(otc, 1)], payment: cash });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { message: 'Please enter a valid 10-digit phone number' } });
    expect((await sell({ buyer: { ...walkIn, name: '' }, lines: [line(otc, 1)], payment: cash })).statusCode).toBe(400);
    expect((await sell({ buyer: walkIn, lines: [], payment: cash })).json()).toMatchObject({
      error: { message: 'Add at least one medicine' },
    });
  });

  it('refuses Schedule H and H1 without the prescriber’s registration and the patient’s age and sex', async () => {
    const refused = await sell({ buyer: walkIn, lines: [line(h1, 6)], payment: cash });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: {
        message:
          "Cefixime 200mg Tablet (Schedule H1): Schedule H, H1 and X medicines need the prescriber's name and registration number and the patient's name, age and sex",
      },
    });
    expect(
      (await sell({ buyer: { ...walkIn, registrationNumber: 'MMC-2009/1234' }, lines: [line(h, 1)], payment: cash }))
        .statusCode,
    ).toBe(422);
    const withoutAddress = await sell({
      buyer: { ...walkIn, age: 34, sex: 'Female', registrationNumber: 'KMC 12345' },
      lines: [line(h1, 1)],
      payment: cash,
    });
    expect(withoutAddress.statusCode).toBe(422);
    expect(withoutAddress.json()).toMatchObject({
      error: { message: `Cefixime 200mg Tablet (Schedule H1): ${REGISTER_NEEDS_ADDRESS}` },
    });
    const stock = await t.database.db.execute<{ q: number }>(
      sql`select quantity_on_hand as q from batches where batch_number = 'SCH0'`,
    );
    expect(stock.rows[0]?.q).toBe(30);
  });

  it('refuses a registration number that names no council, with what one looks like', async () => {
    for (const registrationNumber of ['x', '12345']) {
      const res = await sell({
        buyer: { ...walkIn, age: 34, sex: 'Female', registrationNumber },
        lines: [line(h, 1)],
        payment: cash,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { fields: { 'buyer.registrationNumber': REGISTRATION_FORMAT } } });
    }
  });

  it('sells H1 and H with the details; only the H1 line is written in the register, which never changes', async () => {
    const buyer = {
      ...walkIn,
      name: '=HYPERLINK("x")',
      age: 34,
      sex: 'Female',
      registrationNumber: 'mmc-2009/1234',
      prescriberAddress: 'Iyer Clinic, 4 MG Road, Pune 411001',
      address: '12 FC Road, Pune 411004',
    };
    const res = await sell({
      buyer,
      lines: [line(h1, 6), line(h, 10)],
      payment: { mode: 'Card', reference: 'CARD-881' },
    });
    expect(res.statusCode).toBe(201);
    const register = await t.injectAs(['pharmacy'], {
      method: 'GET',
      url: `/api/pharmacy/h1-register?from=${today}&to=${today}`,
    });
    const rows = register.json<H1RegisterRow[]>();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      billNumber: res.json<Sale>().billNumber,
      prescriberName: 'Dr. S. Iyer',
      prescriberRegistration: 'MMC-2009/1234',
      patientName: '=HYPERLINK("x")',
      patientDetails: '34 Y, Female, 9812345678',
      patientAddress: '12 FC Road, Pune 411004',
      prescriberAddress: 'Iyer Clinic, 4 MG Road, Pune 411001',
      drugName: 'Cefixime 200mg Tablet',
      schedule: 'H1',
      quantity: 6,
      batchNumber: 'SCH0',
    });
    const csv = await t.injectAs(['pharmacy'], {
      method: 'GET',
      url: `/api/pharmacy/h1-register?from=${today}&to=${today}&format=csv`,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body.split('\r\n')[0]).toContain('prescriberRegistration');
    expect(csv.body.split('\r\n')[0]).toContain('patientAddress,prescriberAddress');
    expect(csv.body).toContain('"Iyer Clinic, 4 MG Road, Pune 411001"');
    // The sale time in the clinic's time (Asia/Kolkata in tests), as the register is kept, not UTC.
    const soldAtInClinic = new Date(rows[0]!.soldAt).toLocaleString('sv-SE', { timeZone: 'Asia/Kolkata' }).slice(0, 16);
    expect(csv.body.split('\r\n')[1]?.startsWith(`${soldAtInClinic},`)).toBe(true);
    expect(res.json<Sale>().prescriberRegistration).toBe('MMC-2009/1234');
    await expect(t.database.db.execute(sql`update h1_register set quantity = 1`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from h1_register`)).rejects.toThrow();
  });

  it('keeps the counter to the pharmacy and checks the register dates', async () => {
    expect(
      (await sell({ buyer: walkIn, lines: [line(otc, 1)], payment: cash }, 'counter-403', 'reception')).statusCode,
    ).toBe(403);
    const nurse = await t.injectAs(['nurse'], { method: 'GET', url: '/api/pharmacy/sellable?search=Para' });
    expect(nurse.statusCode).toBe(403);
    const backwards = await t.injectAs(['pharmacy'], {
      method: 'GET',
      url: '/api/pharmacy/h1-register?from=2026-11-20&to=2026-11-01',
    });
    expect(backwards.statusCode).toBe(400);
  });
});
