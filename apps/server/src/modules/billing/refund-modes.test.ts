import type { AdmissionDetail } from '@clinic/shared/admissions';
import type { Bill, Receipt } from '@clinic/shared/billing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admitBody, newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';
import { refundByMode } from './bill-corrections.service.ts';

let t: TestApp;
let h: Hospital;
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t, ' R');
});
afterAll(() => t.close());

const post = (roles: ['billing'] | ['clinicAdmin'], url: string, payload: object) =>
  t.injectAs(roles, { method: 'POST', url, payload, headers: { 'idempotency-key': randomUUID() } });

/** A ₹1,000 stay paid for with a ₹3,000 UPI deposit, finalized: ₹2,000 to give back. */
async function overpaidByUpi(): Promise<Bill> {
  const patientId = await newPatient(t, 'Refund');
  const admitted = await t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/admissions',
    payload: admitBody(h, patientId, h.beds.g1, 'general'),
  });
  const id = admitted.json<AdmissionDetail>()._id;
  await post(['billing'], `/api/billing/ip/${id}/deposits`, {
    mode: 'UPI',
    reference: 'UPI-88123',
    amountPaise: 300_000,
  });
  await t.injectAs(['nurse'], { method: 'POST', url: `/api/admissions/${id}/initiate-discharge` });
  const bill = (await post(['billing'], `/api/billing/ip/${id}/finalize`, {})).json<Bill>();
  expect(bill.balancePaise).toBe(-200_000);
  return bill;
}

describe('refunds go back the way the money came', () => {
  it('refuses a cash refund of a UPI payment, pays it back by UPI, and lets an administrator override with a reason', async () => {
    const bill = await overpaidByUpi();
    const url = `/api/billing/bills/${bill._id}/refunds`;
    const inCash = await post(['billing'], url, { mode: 'Cash', amountPaise: 50_000, reason: 'Excess deposit' });
    expect(inCash.statusCode).toBe(422);
    expect(inCash.json()).toMatchObject({ error: { message: refundByMode('Cash', 0) } });
    const byCard = await post(['billing'], url, { mode: 'Card', reference: 'C-1', amountPaise: 50_000, reason: 'x' });
    expect(byCard.json()).toMatchObject({ error: { message: refundByMode('Card', 0) } });

    const byUpi = await post(['billing'], url, {
      mode: 'UPI',
      reference: 'UPI-REV-1',
      amountPaise: 150_000,
      reason: 'Excess deposit',
    });
    expect(byUpi.statusCode).toBe(201);
    expect(byUpi.json<Receipt>()).toMatchObject({ purpose: 'Refund', mode: 'UPI', amountPaise: 150_000 });

    const override = await post(['clinicAdmin'], url, {
      mode: 'Cash',
      amountPaise: 50_000,
      reason: "Patient's UPI account closed; paid in cash at the desk",
    });
    expect(override.statusCode).toBe(201);
    expect(override.json<Receipt>()).toMatchObject({ mode: 'Cash', amountPaise: 50_000 });
  });
});
