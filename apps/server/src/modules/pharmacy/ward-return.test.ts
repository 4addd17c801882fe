import type { IpBillView } from '@clinic/shared/billing';
import type { Paged } from '@clinic/shared/http';
import {
  tooManyBack,
  WARD_RETURN_BILLED,
  type IpPrescription,
  type WardIssue,
  type WardIssueLine,
  type WardReturn,
} from '@clinic/shared/pharmacy';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';
import { stockShelf, type Shelf } from './pharmacy-fixtures.ts';

let t: TestApp;
let shelf: Shelf;
let h: Hospital;
beforeAll(async () => {
  t = await buildTestApp();
  // ₹38 a strip of 4: ₹9.50 a tablet.
  shelf = await stockShelf(t, [['drug', 'RET-1', 400, 5]], '', 4, 38);
  h = await setupHospital(t);
});
afterAll(() => t.close());

/** A stay with 4 tablets issued to the ward; its admission id, IP number and the issue. */
async function issuedStay(bed: string) {
  const admission = await admit(t, h, await newPatient(t, 'Returning'), bed);
  await t.injectAs(['doctor'], {
    method: 'POST',
    url: `/api/admissions/${admission._id}/medication-orders`,
    payload: {
      drugId: shelf.drug._id,
      dose: '1 tablet',
      route: 'Oral',
      frequency: 'QID',
      startDate: clinicNow('Asia/Kolkata').date,
      startTime: '00:00',
    },
  });
  const list = await t.injectAs(['pharmacy'], {
    method: 'GET',
    url: `/api/pharmacy/ip-prescriptions?ipNumber=${encodeURIComponent(admission.ipNumber)}`,
  });
  const [row] = list.json<Paged<IpPrescription>>().data;
  const issued = await t.injectAs(['pharmacy'], {
    method: 'POST',
    url: `/api/pharmacy/ip-prescriptions/${row?.orderId}/issues`,
    payload: { batchId: row?.offers[0]?.batchId, quantity: 4 },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(issued.statusCode).toBe(201);
  return { admissionId: admission._id, ipNumber: admission.ipNumber, issue: issued.json<WardIssue>() };
}

const giveBack = (issueId: string, body: object, key = randomUUID(), role: 'pharmacy' | 'nurse' = 'pharmacy') =>
  t.injectAs([role], {
    method: 'POST',
    url: `/api/pharmacy/ward-issues/${issueId}/returns`,
    payload: body,
    headers: { 'idempotency-key': key },
  });
const billOf = async (admissionId: string) =>
  (await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/ip/${admissionId}` })).json<IpBillView>();
const onShelf = async () =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`select quantity_on_hand as n from batches where batch_number = 'RET-1'`,
    )
  ).rows[0]?.n;

describe('ward returns', () => {
  it('restocks units back from the ward and credits the IP account; a retry returns once', async () => {
    const { admissionId, ipNumber, issue } = await issuedStay(h.beds.g1);
    const medicine = () => billOf(admissionId).then((b) => b.lines.filter((l) => l.section !== 'Room Charges'));
    expect((await medicine()).map((l) => [l.quantity, l.unitPricePaise])).toEqual([[4, 950]]);
    const stockBefore = await onShelf();

    const key = randomUUID();
    const res = await giveBack(issue._id, { quantity: 3, reason: 'Discharged; not used' }, key);
    expect(res.statusCode).toBe(201);
    expect(res.json<WardReturn>()).toMatchObject({ quantity: 3, creditPaise: 2850 });
    expect(
      (await giveBack(issue._id, { quantity: 3, reason: 'Discharged; not used' }, key)).json<WardReturn>()._id,
    ).toBe(res.json<WardReturn>()._id);
    expect(await onShelf()).toBe((stockBefore ?? 0) + 3);
    expect((await medicine()).map((l) => [l.quantity, l.unitPricePaise])).toEqual([[1, 950]]);

    const lines = await t.injectAs(['pharmacy'], {
      method: 'GET',
      url: `/api/pharmacy/ward-issues?ipNumber=${encodeURIComponent(ipNumber)}`,
    });
    expect(lines.json<WardIssueLine[]>()).toMatchObject([
      { quantity: 4, returnedQuantity: 3, chargeStatus: 'Pending' },
    ]);

    const tooMany = await giveBack(issue._id, { quantity: 2, reason: 'Counted again' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ error: { message: tooManyBack(1) } });
    // The last unit back: nothing of the issue is owed, so its charge goes.
    expect((await giveBack(issue._id, { quantity: 1, reason: 'Not used' })).statusCode).toBe(201);
    expect(await medicine()).toEqual([]);
  });

  it('refuses a return once the bill is final, a bad body, and a nurse', async () => {
    const { admissionId, issue } = await issuedStay(h.beds.g2);
    expect((await giveBack(issue._id, { quantity: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await giveBack(issue._id, { quantity: 1, reason: '' })).statusCode).toBe(400);
    expect((await giveBack(issue._id, { quantity: 1, reason: 'Not used' }, randomUUID(), 'nurse')).statusCode).toBe(
      403,
    );
    await t.injectAs(['nurse'], { method: 'POST', url: `/api/admissions/${admissionId}/initiate-discharge` });
    const bill = await t.injectAs(['billing'], {
      method: 'POST',
      url: `/api/billing/ip/${admissionId}/finalize`,
      payload: {},
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(bill.statusCode).toBe(201);
    const stockBefore = await onShelf();
    const late = await giveBack(issue._id, { quantity: 1, reason: 'Not used' });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ error: { message: WARD_RETURN_BILLED } });
    expect(await onShelf()).toBe(stockBefore);
  });
});

describe('the ward issues of a stay (GET /api/pharmacy/ward-issues)', () => {
  const issuesOf = (query: string, role: 'pharmacy' | 'nurse' | 'reception' = 'pharmacy') =>
    t.injectAs([role], { method: 'GET', url: `/api/pharmacy/ward-issues${query}` });

  it('answers 400 for a missing, blank or overlong IP number', async () => {
    const missing = await issuesOf('');
    expect(missing.statusCode).toBe(400);
    const { error } = missing.json<{ error: { code: string; fields: Record<string, string> } }>();
    expect([error.code, Object.keys(error.fields)]).toEqual(['VALIDATION_FAILED', ['ipNumber']]);
    const blank = await issuesOf('?ipNumber=%20%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: { fields: { ipNumber: 'Enter the IP number' } } });
    expect((await issuesOf(`?ipNumber=${'I'.repeat(31)}`)).statusCode).toBe(400);
  });

  it('answers 403 to a nurse and to reception (no pharmacy.ward-issue), with none of the issues', async () => {
    const { ipNumber } = await issuedStay(h.beds.g3);
    const query = `?ipNumber=${encodeURIComponent(ipNumber)}`;
    expect((await issuesOf(query)).json<WardIssueLine[]>()).toHaveLength(1);
    for (const role of ['nurse', 'reception'] as const) {
      const res = await issuesOf(query, role);
      expect([role, res.statusCode]).toEqual([role, 403]);
      expect(res.body).not.toContain('RET-1');
    }
  });
});
