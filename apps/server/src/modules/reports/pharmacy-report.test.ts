import type { CreditNote, IpPrescription, Sale, Sellable } from '@clinic/shared/pharmacy';
import type { Paged } from '@clinic/shared/http';
import type { Report, ReportTable } from '@clinic/shared/reports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clinicNow } from '../../lib/clinic-time.ts';
import { daysBetween } from './report-days.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital } from '../admissions/admission-fixtures.ts';
import { DRUG, futureDate, SUPPLIER } from '../inventory/inventory-fixtures.ts';
import { stockShelf, type Shelf } from '../pharmacy/pharmacy-fixtures.ts';
import { expectSumsKept } from './report-sums-fixtures.ts';

/**
 * A pharmacy day: a discounted counter sale of paracetamol with five tablets returned, an H1 sale,
 * six tablets issued to a ward; a batch near expiry that never sold, and one that expired. The
 * expected figures come from the bills' own replies and the purchase prices bought at.
 */
let t: TestApp;
let shelf: Shelf;
let counter: Sale;
let h1Sale: Sale;
let credit: CreditNote;
const today = clinicNow('Asia/Kolkata').date;
const PTR = 20_00; // a strip, as stockShelf buys
const H1_PTR = 60_00;

async function ok<T>(res: Promise<{ statusCode: number; body: string }>, status = 201): Promise<T> {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`setup failed: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body) as T;
}
const post = (role: 'pharmacy' | 'inventory' | 'doctor', url: string, payload: object, key?: string) =>
  t.injectAs([role], { method: 'POST', url, payload, headers: key ? { 'idempotency-key': key } : {} });

beforeAll(async () => {
  t = await buildTestApp();
  shelf = await stockShelf(t, [
    ['drug', 'RPT-A', 300, 10],
    ['other', 'RPT-OLD', 40, 5],
    ['substitute', 'RPT-GONE', 200, 4],
  ]);
  await t.database.db.execute(sql`update batches set expiry_date = ${today}::date - 3 where batch_number = 'RPT-GONE'`);
  await ok(
    post('inventory', '/api/inventory/drug/add-drug', {
      ...DRUG,
      name: 'Cefixime 200mg Tablet',
      schedule: 'H1',
      unitsPerPack: 10,
    }),
  );
  await ok(
    post('inventory', '/api/inventory/stock-entry/add-stock', {
      supplier: SUPPLIER.name,
      invoiceNumber: 'INV-RPT-H1',
      invoiceDate: today,
      dueDate: futureDate(30),
      status: 'Verified',
      itemDetails: [
        {
          drug: 'Cefixime 200mg Tablet',
          batchNumber: 'RPT-H1',
          expiryDate: futureDate(200),
          mrp: 100,
          ptr: 60,
          quantity: 3,
          freeQuantity: 0,
          disc: 0,
        },
      ],
    }),
  );
  const find = async (search: string) =>
    (
      await ok<Sellable[]>(
        t.injectAs(['pharmacy'], { method: 'GET', url: `/api/pharmacy/sellable?search=${search}` }),
        200,
      )
    )[0]!;
  const [para, cef] = [await find(encodeURIComponent(shelf.drug.name)), await find('Cefixime')];
  const line = (s: Sellable, quantity: number, discountPercent = 0) => ({
    drugId: s.drugId,
    batchId: s.batch?.batchId,
    quantity,
    discountPercent,
  });
  const walkIn = { name: 'Farah Khan', phoneNumber: '9812345678', doctorName: 'Dr. S. Iyer' };
  counter = await ok<Sale>(
    post(
      'pharmacy',
      '/api/pharmacy/counter-sales',
      { buyer: walkIn, lines: [line(para, 20, 10)], discountReason: 'Senior citizen', payment: { mode: 'Cash' } },
      'report-key-1',
    ),
  );
  h1Sale = await ok<Sale>(
    post(
      'pharmacy',
      '/api/pharmacy/counter-sales',
      {
        buyer: {
          ...walkIn,
          age: 34,
          sex: 'Female',
          registrationNumber: 'MMC-2009/1234',
          prescriberAddress: '4 MG Road, Pune',
          address: '12 FC Road, Pune',
        },
        lines: [line(cef, 6)],
        payment: { mode: 'Cash' },
      },
      'report-key-2',
    ),
  );
  credit = await ok<CreditNote>(
    post(
      'pharmacy',
      `/api/pharmacy/sales/${counter._id}/returns`,
      {
        lines: [{ saleLineId: counter.lines[0]?._id, quantity: 5, disposition: 'Restock' }],
        reason: 'Course changed',
        refund: { mode: 'Cash' },
      },
      'report-key-3',
    ),
  );
  const h = await setupHospital(t);
  const stay = await admit(t, h, await newPatient(t, 'Warded'));
  await ok(
    post('doctor', `/api/admissions/${stay._id}/medication-orders`, {
      drugId: shelf.drug._id,
      dose: '1 tablet',
      route: 'Oral',
      frequency: 'BD',
      startDate: today,
      startTime: '08:00',
    }),
  );
  const [order] = (
    await ok<Paged<IpPrescription>>(
      t.injectAs(['pharmacy'], {
        method: 'GET',
        url: `/api/pharmacy/ip-prescriptions?ipNumber=${encodeURIComponent(stay.ipNumber)}`,
      }),
      200,
    )
  ).data;
  await ok(
    post(
      'pharmacy',
      `/api/pharmacy/ip-prescriptions/${order?.orderId}/issues`,
      { batchId: order?.offers[0]?.batchId, quantity: 6 },
      'report-key-4',
    ),
  );
});
afterAll(() => t.close());

const report = async (roles: Parameters<TestApp['injectAs']>[0] = ['clinicAdmin']) =>
  t.injectAs(roles, { method: 'GET', url: `/api/reports/pharmacy?from=${today}&to=${today}` });
const table = (r: Report, key: string) => r.tables.find((x) => x.key === key) as ReportTable;
const row = (tb: ReportTable, drug: string) => tb.rows.find((r) => r.drug === drug);

describe('GET /api/reports/pharmacy', () => {
  it('counts sales net of returns, ward issues and the margin over the purchase price, by drug', async () => {
    const res = await report();
    expect(res.statusCode).toBe(200);
    const sales = table(res.json<Report>(), 'sales-by-drug');
    const paraSales = counter.lines[0]!.taxablePaise - credit.lines[0]!.taxablePaise + 6 * 3_00;
    const paraCost = ((20 - 5 + 6) * PTR) / 10;
    expect(row(sales, shelf.drug.name)).toMatchObject({
      unitsSold: 15,
      unitsIssued: 6,
      sales: paraSales,
      cost: paraCost,
      margin: paraSales - paraCost,
    });
    const cefSales = h1Sale.lines[0]!.taxablePaise;
    expect(row(sales, 'Cefixime 200mg Tablet')).toMatchObject({
      schedule: 'H1',
      unitsSold: 6,
      sales: cefSales,
      cost: (6 * H1_PTR) / 10,
    });
    expect(sales.total).toMatchObject({ sales: paraSales + cefSales, cost: paraCost + (6 * H1_PTR) / 10 });
  });

  it('values expired and near-expiry stock at cost and MRP, and lists what did not move', async () => {
    const r = (await report()).json<Report>();
    expect(table(r, 'expired').rows).toEqual([
      {
        drug: shelf.substitute.name,
        batch: 'RPT-GONE',
        expiry: addDays(today, -3),
        daysLeft: 0,
        units: 60,
        cost: (60 * PTR) / 15,
        mrp: (60 * 30_00) / 15,
      },
    ]);
    expect(table(r, 'near-expiry').rows).toEqual([
      {
        drug: shelf.other.name,
        batch: 'RPT-OLD',
        expiry: futureDate(40),
        daysLeft: daysBetween(today, futureDate(40)),
        units: 50,
        cost: 5 * PTR,
        mrp: 5 * 30_00,
      },
    ]);
    // Paracetamol (79 left, 26 out today) and cefixime (24 left, 6 out) last days, not months.
    expect(table(r, 'slow-movers').rows).toEqual([
      { drug: shelf.other.name, units: 50, cost: 5 * PTR, unitsOut: 0, cover: null, lastOut: null },
    ]);
  });

  it('lists Schedule H, H1 and X supplies as billed', async () => {
    const scheduled = table((await report()).json<Report>(), 'scheduled');
    expect(scheduled.rows).toEqual([
      { schedule: 'H1', drug: 'Cefixime 200mg Tablet', bills: 1, units: 6, amount: h1Sale.lines[0]!.amountPaise },
    ]);
  });

  it('keeps the revenue sums of its sales and returns equal to the records', async () => {
    await expectSumsKept(t);
  });

  it('is kept from roles without the pharmacy report', async () => {
    expect((await report(['pharmacy'])).statusCode).toBe(403);
    expect(
      (await t.injectAs(['clinicAdmin'], { method: 'GET', url: `/api/reports/pharmacy?from=${today}&to=2020-01-01` }))
        .statusCode,
    ).toBe(400);
  });
});
