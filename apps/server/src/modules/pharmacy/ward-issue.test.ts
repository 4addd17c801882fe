import type { MarDay } from '@clinic/shared/admissions';
import type { Paged } from '@clinic/shared/http';
import type { IpPrescription, WardIssue } from '@clinic/shared/pharmacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital } from '../admissions/admission-fixtures.ts';
import { stockShelf, type Shelf } from './pharmacy-fixtures.ts';

let t: TestApp;
let shelf: Shelf;
let ipNumber = '';
let admissionId = '';
beforeAll(async () => {
  t = await buildTestApp();
  shelf = await stockShelf(t, [
    ['drug', 'WARD-LATE', 400, 3],
    ['drug', 'WARD-SOON', 60, 1],
  ]);
  const h = await setupHospital(t);
  const admission = await admit(t, h, await newPatient(t, 'Warded'));
  [ipNumber, admissionId] = [admission.ipNumber, admission._id];
  const ordered = await t.injectAs(['doctor'], {
    method: 'POST',
    url: `/api/admissions/${admissionId}/medication-orders`,
    payload: {
      drugId: shelf.drug._id,
      dose: '1 tablet',
      route: 'Oral',
      frequency: 'BD',
      startDate: clinicNow('Asia/Kolkata').date,
      startTime: '08:00',
    },
  });
  expect(ordered.statusCode).toBe(201);
});
afterAll(() => t.close());

const list = async (query: string, role: 'pharmacy' | 'nurse' = 'pharmacy') =>
  t.injectAs([role], { method: 'GET', url: `/api/pharmacy/ip-prescriptions?${query}` });
const issue = (orderId: string, body: object, key: string) =>
  t.injectAs(['pharmacy'], {
    method: 'POST',
    url: `/api/pharmacy/ip-prescriptions/${orderId}/issues`,
    payload: body,
    headers: { 'idempotency-key': key },
  });

describe('ward issues', () => {
  it('lists the admitted patient’s active orders by IP number, 10 a page, with a day’s FEFO batches', async () => {
    const page = (await list(`ipNumber=${encodeURIComponent(ipNumber)}`)).json<Paged<IpPrescription>>();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(page.data[0]).toMatchObject({ ipNumber, drugName: shelf.drug.name, frequency: 'BD', issuedQuantity: 0 });
    expect(page.data[0]?.offers.map((o) => [o.batchNumber, o.quantity])).toEqual([
      ['WARD-SOON', 2],
      ['WARD-LATE', 0],
    ]);
    expect((await list('ipNumber=IP/0000/99999')).json<Paged<IpPrescription>>().total).toBe(0);
    expect((await list('', 'nurse')).statusCode).toBe(403);
  });

  it('issues from a batch through the ledger and charges the admission at MRP per unit, no GST; a retry issues once', async () => {
    const [row] = (await list(`ipNumber=${encodeURIComponent(ipNumber)}`)).json<Paged<IpPrescription>>().data;
    const batchId = row?.offers[0]?.batchId;
    const res = await issue(row?.orderId ?? '', { batchId, quantity: 6 }, 'ward-issue-1');
    expect(res.statusCode).toBe(201);
    expect(res.json<WardIssue>()).toMatchObject({
      ipNumber,
      quantity: 6,
      batchNumber: 'WARD-SOON',
      amountPaise: 18_00,
    });
    expect((await issue(row?.orderId ?? '', { batchId, quantity: 6 }, 'ward-issue-1')).json<WardIssue>()._id).toBe(
      res.json<WardIssue>()._id,
    );
    // Six tablets at ₹3.00 each (₹30 a strip of 10): the bill reads 6 × ₹3.00 = ₹18.00.
    const charge = await t.database.db.execute<{
      name: string;
      quantity: number;
      price: number;
      gst: number;
      source: string;
    }>(
      sql`select service_name as name, quantity, price_paise::int as price, gst_rate_bp as gst, source_area as source from patient_charges where admission_id = ${admissionId}`,
    );
    expect(charge.rows).toEqual([
      { name: `${shelf.drug.name} (batch WARD-SOON)`, quantity: 6, price: 3_00, gst: 0, source: 'pharmacy' },
    ]);
    const stock = await t.database.db.execute<{ q: number }>(
      sql`select quantity_on_hand as q from batches where batch_number = 'WARD-SOON'`,
    );
    expect(stock.rows[0]?.q).toBe(4);
    const after = (await list(`ipNumber=${encodeURIComponent(ipNumber)}`)).json<Paged<IpPrescription>>().data[0];
    expect(after?.issuedQuantity).toBe(6);
    // The ward's MAR shows what the pharmacy issued for the order.
    const mar = await t.injectAs(['nurse'], { method: 'GET', url: `/api/admissions/${admissionId}/mar` });
    expect(mar.json<MarDay>().rows[0]).toMatchObject({ issuedUnits: 6, givenDoses: 0 });
  });

  it('refuses more than the batch holds and a batch of another drug', async () => {
    const [row] = (await list(`ipNumber=${encodeURIComponent(ipNumber)}`)).json<Paged<IpPrescription>>().data;
    const tooMany = await issue(row?.orderId ?? '', { batchId: row?.offers[0]?.batchId, quantity: 50 }, 'ward-issue-2');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      error: { message: `${shelf.drug.name} batch WARD-SOON: Not enough stock in this batch` },
    });
    const other = await t.database.db.execute<{ id: string }>(
      sql`select id from batches where drug_id <> ${shelf.drug._id} limit 1`,
    );
    const wrong = await issue(
      row?.orderId ?? '',
      { batchId: other.rows[0]?.id ?? row?.offers[0]?.batchId, quantity: 1 },
      'ward-issue-3',
    );
    expect(wrong.statusCode).toBe(other.rows[0] ? 400 : 201);
  });
});
