import type { AdmissionDetail } from '@clinic/shared/admissions';
import type { Bill, OpPending } from '@clinic/shared/billing';
import type { Report } from '@clinic/shared/reports';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admitBody, newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';
import { expectSumsKept } from './report-sums-fixtures.ts';
import { expectDuesKept } from '../billing/bill-dues-fixtures.ts';

let t: TestApp;
let h: Hospital;
const bills: Bill[] = [];
let refundPaise = 0;
const today = clinicNow('Asia/Kolkata').date;

const post = (roles: Parameters<TestApp['injectAs']>[0], url: string, payload?: object) =>
  t.injectAs(roles, { method: 'POST', url, payload, headers: { 'idempotency-key': randomUUID() } });

async function opBill(serviceId: string, payment: object, discount = {}): Promise<Bill> {
  const patientId = await newPatient(t, 'Revenue');
  await post(['reception'], `/api/patients/${patientId}/charges`, { serviceId });
  const pending = await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/op/${patientId}` });
  const chargeIds = pending.json<OpPending>().charges.map((c) => c._id);
  const res = await post(['billing'], '/api/billing/op-bills', {
    patientId,
    chargeIds,
    discountPercent: 0,
    ...discount,
    payment,
  });
  if (res.statusCode !== 201) throw new Error(`OP bill: ${res.statusCode} ${res.body}`);
  return res.json<Bill>();
}

/**
 * A day at the billing desk: an OP bill paid in cash, one discounted and part-paid by UPI, and a
 * stay paid from a deposit whose excess is refunded.
 */
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  const service = await post(['clinicAdmin'], '/api/service/add', {
    name: 'Wound dressing',
    category: 'Other',
    duration: 15,
    price: 400,
    isActive: true,
  });
  const serviceId = service.json<{ data: { _id: string } }>().data._id;
  bills.push(await opBill(serviceId, { mode: 'Cash', amountPaise: 40_000 }));
  bills.push(
    await opBill(
      serviceId,
      { mode: 'UPI', reference: 'UPI-1', amountPaise: 10_000 },
      { discountPercent: 5, discountFlatPaise: 0, discountReason: 'Senior citizen' },
    ),
  );
  const admitted = await post(['reception'], '/api/admissions', admitBody(h, await newPatient(t, 'Stay')));
  const id = admitted.json<AdmissionDetail>()._id;
  await post(['billing'], `/api/billing/ip/${id}/deposits`, { mode: 'UPI', reference: 'UPI-2', amountPaise: 300_000 });
  await post(['nurse'], `/api/admissions/${id}/initiate-discharge`);
  const ip = (await post(['billing'], `/api/billing/ip/${id}/finalize`, {})).json<Bill>();
  bills.push(ip);
  refundPaise = -ip.balancePaise;
  const refund = await post(['billing'], `/api/billing/bills/${ip._id}/refunds`, {
    mode: 'UPI',
    reference: 'UPI-R',
    amountPaise: refundPaise,
    reason: 'Excess deposit',
  });
  expect(refund.statusCode).toBe(201);
});
afterAll(() => t.close());

const revenue = async () => {
  const res = await t.injectAs(['clinicAdmin'], {
    method: 'GET',
    url: `/api/reports/revenue?from=${today}&to=${today}`,
  });
  expect(res.statusCode).toBe(200);
  const report = res.json<Report>();
  return (key: string) => report.tables.find((x) => x.key === key)!;
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('GET /api/reports/revenue', () => {
  it('gives the day’s billing and collections as the desk recorded them', async () => {
    const table = await revenue();
    const [cash, discounted, ip] = bills as [Bill, Bill, Bill];
    const billed = sum(bills.map((b) => b.totalPaise));
    expect(table('by-day').rows).toEqual([
      {
        day: today,
        bills: billed,
        pharmacy: 0,
        credits: 0,
        billed,
        discounts: discounted.discountPaise,
        collected: 40_000 + 10_000 + 300_000,
        refunds: refundPaise,
        netCollected: 350_000 - refundPaise,
      },
    ]);
    expect(discounted.discountPaise).toBe(2_000);
    expect(table('by-payer').rows).toEqual([
      { payerType: 'Self', payer: 'Cash / self-pay', bills: 3, amount: billed, payerShare: 0, patientShare: billed },
    ]);
    expect(table('by-doctor').rows).toEqual([
      { doctor: 'Dr. Cardio', consultations: 0, consultationAmount: 0, stays: 1, stayAmount: ip.totalPaise },
    ]);
    expect(table('by-group').total).toMatchObject({
      lines: sum(bills.map((b) => b.lines.length)),
      amount: sum(bills.flatMap((b) => b.lines.map((l) => l.totalPaise))),
    });
    expect(cash.balancePaise).toBe(0);
  });

  it('names who gave each discount and each refund, and ages what is still owed', async () => {
    const table = await revenue();
    const discounted = bills[1]!;
    expect(table('discounts').rows).toEqual([
      { givenBy: 'Test billing', approvedBy: 'Within their own limit', bills: 1, amount: discounted.discountPaise },
    ]);
    expect(table('refunds').rows).toEqual([{ by: 'Test billing', mode: 'UPI', count: 1, amount: refundPaise }]);
    const owed = discounted.totalPaise - 10_000;
    expect(table('ageing').rows[0]).toEqual({ owedBy: 'Patients', d0: owed, d31: 0, d61: 0, d90: 0, total: owed });
    expect(table('ageing').rows[1]).toMatchObject({ total: 0 });
  });

  it('reads the same from the sums the triggers keep as from the records, folded or not', async () => {
    await expectSumsKept(t);
  });

  it('is for those holding the revenue report', async () => {
    const url = `/api/reports/revenue?from=${today}&to=${today}`;
    expect((await t.injectAs(['billing'], { method: 'GET', url })).statusCode).toBe(403);
    const bad = await t.injectAs(['clinicAdmin'], {
      method: 'GET',
      url: '/api/reports/revenue?from=2026-13-01&to=2026-12-01',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the dues of its bills equal to what their money gives, folded or not', async () => {
    await expectDuesKept(t);
  });
});
