import { AMOUNT_TOO_LARGE } from '@clinic/shared/money';
import type { Bill, Closure, CreditNote, Discount, IpBillView, PendingDiscount, Receipt } from '@clinic/shared/billing';
import type { Role } from '@clinic/shared/auth';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { AdmissionDetail } from '@clinic/shared/admissions';
import {
  admitBody,
  newPatient,
  setupHospital,
  wardCatalogue,
  type Hospital,
} from '../admissions/admission-fixtures.ts';
import { creditNoteTooLarge, refundTooLarge } from './bill-corrections.service.ts';
import { expectSumsKept } from '../reports/report-sums-fixtures.ts';
import { balanceNotZero, DISCOUNT_ALREADY } from './folio.service.ts';
import { DISCOUNT_WAITING, FOLIO_CLOSED, moreThanDue } from './ip-billing.service.ts';
import { expectDuesKept } from './bill-dues-fixtures.ts';

let t: TestApp;
let h: Hospital;
let lab: { _id: string };
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t, ' F');
  ({ lab } = await wardCatalogue(t, ' F'));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (roles: Role[], method: Method, url: string, payload?: object, key: string = randomUUID()) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'GET' ? {} : { 'idempotency-key': key } });
const desk = (method: Method, url: string, payload?: object, key?: string) =>
  as(['billing'], method, url, payload, key);
const billOf = async (id: string) => (await desk('GET', `/api/billing/ip/${id}`)).json<IpBillView>();

/** A stay in the ₹1,000 general room with a ₹900 lab test, ready for its bill: ₹1,900 in all. */
async function stay(bed: string, hospital = h, roomType = 'general') {
  const patientId = await newPatient(t, 'Folio');
  const admitted = await t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/admissions',
    payload: admitBody(hospital, patientId, bed, roomType),
  });
  const admission = admitted.json<AdmissionDetail>();
  await t.injectAs(['doctor'], {
    method: 'POST',
    url: `/api/admissions/${admission._id}/orders`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { labTests: [lab._id] },
  });
  return admission._id;
}
const initiateDischarge = (id: string) =>
  t.injectAs(['nurse'], { method: 'POST', url: `/api/admissions/${id}/initiate-discharge` });

describe('the patient bill', () => {
  it('sends a discount above the limit for approval, blocks finalizing while it waits, and applies it once approved', async () => {
    const id = await stay(h.beds.g1);
    const labLine = (await billOf(id)).lines.find((l) => l.section === 'Services');
    const withinLimit = await desk('POST', `/api/billing/ip/${id}/discounts`, {
      chargeId: labLine?.chargeId,
      percent: 10,
      reason: 'Staff family',
    });
    expect(withinLimit.statusCode).toBe(201);
    expect(withinLimit.json<Discount>()).toMatchObject({ status: 'Approved', appliesTo: labLine?.description });
    const again = await desk('POST', `/api/billing/ip/${id}/discounts`, {
      chargeId: labLine?.chargeId,
      percent: 5,
      reason: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: DISCOUNT_ALREADY } });

    const big = await desk('POST', `/api/billing/ip/${id}/discounts`, { percent: 20, reason: 'Hardship' });
    expect(big.json<Discount>()).toMatchObject({ status: 'Pending approval', appliesTo: 'Whole bill' });
    await initiateDischarge(id);
    const blocked = await desk('POST', `/api/billing/ip/${id}/finalize`, { carryPendingOrders: true });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ error: { message: DISCOUNT_WAITING } });

    // Only a clinic administrator decides, and sees what waits across stays.
    const decide = `/api/billing/discounts/${big.json<Discount>()._id}/decision`;
    expect((await desk('POST', decide, { decision: 'Approved' })).statusCode).toBe(403);
    const pending = await as(['clinicAdmin'], 'GET', '/api/billing/discounts/pending');
    expect(pending.json<PendingDiscount[]>().some((d) => d.admissionId === id && d.percent === 20)).toBe(true);
    expect((await as(['clinicAdmin'], 'POST', decide, { decision: 'Rejected' })).statusCode).toBe(400);
    const approved = await as(['clinicAdmin'], 'POST', decide, { decision: 'Approved', note: 'Agreed' });
    expect(approved.json<Discount>()).toMatchObject({ status: 'Approved', decisionNote: 'Agreed' });
    expect((await as(['clinicAdmin'], 'POST', decide, { decision: 'Rejected', note: 'x' })).statusCode).toBe(409);

    // Room ₹1,000 at 20% = ₹800; lab ₹900 at its own 10% = ₹810.
    const view = await billOf(id);
    expect(view).toMatchObject({ grossPaise: 190_000, discountPaise: 29_000, totalPaise: 161_000 });
    const bill = await desk('POST', `/api/billing/ip/${id}/finalize`, { carryPendingOrders: true });
    expect(bill.statusCode).toBe(201);
    expect(bill.json<Bill>()).toMatchObject({ discountPaise: 29_000, totalPaise: 161_000, discountPercent: 20 });
    const audit = await t.database.db.execute<{ summary: string }>(
      sql`select summary from audit_log where entity_type = 'bill discount' and entity_id = ${big.json<Discount>()._id}`,
    );
    expect(audit.rows.map((r) => r.summary)).toEqual([
      expect.stringContaining('Pending approval'),
      expect.stringContaining('Approved 20%'),
    ]);
  });

  it('splits the bill with an insurer: the approved amount is a receivable, the patient pays the rest', async () => {
    const id = await stay(h.beds.g2);
    const missing = await desk('PUT', `/api/billing/ip/${id}/contract`, { payerType: 'Insurance / TPA' });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain('Enter the policy number');
    const absurd = await desk('PUT', `/api/billing/ip/${id}/contract`, {
      payerType: 'Insurance / TPA',
      payerName: 'Star Health',
      policyNumber: 'SH-2026-7781',
      approvedPaise: 4 * 10 ** 15,
    });
    expect(absurd.json()).toMatchObject({ error: { fields: { approvedPaise: AMOUNT_TOO_LARGE } } });
    const set = await desk('PUT', `/api/billing/ip/${id}/contract`, {
      payerType: 'Insurance / TPA',
      payerName: 'Star Health',
      policyNumber: 'SH-2026-7781',
      approvedPaise: 150_000,
    });
    expect(set.statusCode).toBe(200);
    expect(await billOf(id)).toMatchObject({ totalPaise: 190_000, payerSharePaise: 150_000, patientDuePaise: 40_000 });
    await initiateDischarge(id);
    const bill = (await desk('POST', `/api/billing/ip/${id}/finalize`, { carryPendingOrders: true })).json<Bill>();
    expect(bill).toMatchObject({ payerSharePaise: 150_000, payerName: 'Star Health', balancePaise: 40_000 });
    const late = await desk('PUT', `/api/billing/ip/${id}/contract`, { payerType: 'Self' });
    expect(late.statusCode).toBe(409);
  });

  it('adds Miscellaneous lines with a reason, and refuses them once the bill is final', async () => {
    const id = await stay(h.beds.g3);
    const bad = await desk('POST', `/api/billing/ip/${id}/misc-lines`, {
      description: 'Attendant meals',
      amountPaise: 0,
    });
    expect(bad.statusCode).toBe(400);
    const huge = await desk('POST', `/api/billing/ip/${id}/misc-lines`, {
      description: 'Attendant meals',
      amountPaise: 4 * 10 ** 15,
      reason: 'Typing slip',
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ error: { fields: { amountPaise: AMOUNT_TOO_LARGE } } });
    const key = randomUUID();
    const line = { description: 'Attendant meals', amountPaise: 45_000, reason: 'Three days of meals' };
    expect((await desk('POST', `/api/billing/ip/${id}/misc-lines`, line, key)).statusCode).toBe(201);
    expect((await desk('POST', `/api/billing/ip/${id}/misc-lines`, line, key)).statusCode).toBe(201);
    const view = await billOf(id);
    expect(view.lines.filter((l) => l.section === 'Miscellaneous')).toEqual([
      expect.objectContaining({ description: 'Attendant meals', totalPaise: 45_000 }),
    ]);
    expect(view.totalPaise).toBe(235_000);
    await initiateDischarge(id);
    await desk('POST', `/api/billing/ip/${id}/finalize`, { carryPendingOrders: true });
    expect((await desk('POST', `/api/billing/ip/${id}/misc-lines`, line)).statusCode).toBe(409);
  });

  it('corrects a final bill by credit note, refunds no more than the excess, and closes the account at zero', async () => {
    const id = await stay(h.beds.p1, h, 'private');
    // ₹3,500 room + ₹900 lab = ₹4,400; the patient deposits ₹5,000.
    await desk('POST', `/api/billing/ip/${id}/deposits`, { mode: 'Cash', amountPaise: 500_000 });
    await initiateDischarge(id);
    const bill = (await desk('POST', `/api/billing/ip/${id}/finalize`, { carryPendingOrders: true })).json<Bill>();
    expect(bill).toMatchObject({ totalPaise: 440_000, balancePaise: -60_000 });

    const tooBig = await desk('POST', `/api/billing/bills/${bill._id}/credit-notes`, {
      amountPaise: 440_001,
      reason: 'x',
    });
    expect(tooBig.json()).toMatchObject({ error: { message: creditNoteTooLarge(440_000) } });
    const cn = await desk('POST', `/api/billing/bills/${bill._id}/credit-notes`, {
      amountPaise: 90_000,
      reason: 'Lab test charged but not done',
    });
    expect(cn.statusCode).toBe(201);
    expect(cn.json<CreditNote>().number).toMatch(/^CN\/\d{4}\/\d{5}$/);
    await expect(
      t.database.db.execute(sql`update credit_notes set amount_paise = 1 where id = ${cn.json<CreditNote>()._id}`),
    ).rejects.toThrow();

    const notYet = await desk('POST', `/api/billing/ip/${id}/close`);
    expect(notYet.json()).toMatchObject({ error: { message: balanceNotZero(-150_000) } });
    const overpay = await desk('POST', `/api/billing/ip/${id}/deposits`, { mode: 'Cash', amountPaise: 100 });
    expect(overpay.json()).toMatchObject({ error: { message: moreThanDue(-150_000) } });

    const refund = { mode: 'Cash', amountPaise: 150_001, reason: 'Excess deposit' };
    const over = await desk('POST', `/api/billing/bills/${bill._id}/refunds`, refund);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ error: { message: refundTooLarge(150_000) } });
    expect((await desk('POST', `/api/billing/bills/${bill._id}/refunds`, { ...refund, mode: 'UPI' })).statusCode).toBe(
      400,
    );
    const key = randomUUID();
    const paid = await desk('POST', `/api/billing/bills/${bill._id}/refunds`, { ...refund, amountPaise: 150_000 }, key);
    expect(paid.statusCode).toBe(201);
    expect(paid.json<Receipt>()).toMatchObject({ purpose: 'Refund', amountPaise: 150_000 });
    expect(paid.json<Receipt>().receiptNumber).toMatch(/^RF\//);
    const retry = await desk(
      'POST',
      `/api/billing/bills/${bill._id}/refunds`,
      { ...refund, amountPaise: 150_000 },
      key,
    );
    expect(retry.json<Receipt>()._id).toBe(paid.json<Receipt>()._id);
    const more = await desk('POST', `/api/billing/bills/${bill._id}/refunds`, { ...refund, amountPaise: 100 });
    expect(more.json()).toMatchObject({ error: { message: refundTooLarge(0) } });
    expect((await desk('POST', `/api/billing/bills/${bill._id}/refunds`, refund, 'x')).statusCode).toBe(400);

    expect(await billOf(id)).toMatchObject({ paidPaise: 350_000, creditNotePaise: 90_000, balancePaise: 0 });
    const closed = await desk('POST', `/api/billing/ip/${id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json<Closure>().closedBy).toBeTruthy();
    const after = await desk('POST', `/api/billing/bills/${bill._id}/credit-notes`, { amountPaise: 100, reason: 'x' });
    expect(after.json()).toMatchObject({ error: { message: FOLIO_CLOSED } });
  });

  it('keeps the revenue sums of its bills, credit notes, deposits and refunds equal to the records', async () => {
    await expectSumsKept(t);
  });

  it('keeps the patient bill to the billing desk and approvals to a clinic administrator', async () => {
    const other = await setupHospital(t, ' G');
    const id = await stay(other.beds.g1, other);
    const none = '00000000-0000-4000-8000-000000000000';
    for (const role of ['reception', 'doctor', 'nurse', 'pharmacy'] as Role[]) {
      const r = [role];
      expect((await as(r, 'POST', `/api/billing/ip/${id}/discounts`, { percent: 5, reason: 'x' })).statusCode).toBe(
        403,
      );
      expect((await as(r, 'PUT', `/api/billing/ip/${id}/contract`, { payerType: 'Self' })).statusCode).toBe(403);
      expect((await as(r, 'POST', `/api/billing/ip/${id}/close`)).statusCode).toBe(403);
      expect((await as(r, 'POST', `/api/billing/bills/${none}/credit-notes`, {})).statusCode).toBe(403);
      expect((await as(r, 'GET', '/api/billing/discounts/pending')).statusCode).toBe(403);
    }
    expect((await desk('GET', '/api/billing/discounts/pending')).statusCode).toBe(403);
    expect((await desk('POST', `/api/billing/ip/${id}/discounts`, { percent: 120, reason: 'x' })).statusCode).toBe(400);
    expect((await desk('POST', `/api/billing/ip/${id}/discounts`, { percent: 5 })).statusCode).toBe(400);
    expect(
      (await desk('POST', `/api/billing/ip/${id}/discounts`, { chargeId: none, percent: 5, reason: 'x' })).statusCode,
    ).toBe(422);
    expect(
      (await desk('POST', `/api/billing/bills/${none}/credit-notes`, { amountPaise: 1, reason: 'x' })).statusCode,
    ).toBe(404);
    expect((await desk('POST', `/api/billing/ip/${none}/close`)).statusCode).toBe(404);
  });

  it('keeps the dues of its bills equal to what their money gives, folded or not', async () => {
    await expectDuesKept(t);
  });
});
