import type { Role } from '@clinic/shared/auth';
import type { Bill, IpBillView, PatientAccount } from '@clinic/shared/billing';
import {
  DEDUCTIONS_DONT_ADD_UP,
  MORE_THAN_OUTSTANDING,
  type ClaimCase,
  type Coverage,
  type Payer,
  type PayerAgeing,
  type Receivable,
} from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admitBody, newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';
import { ALREADY_SUBMITTED, NOT_SHORT, PAYER_BILL_SETTLED, WRITE_OFF_NEEDS_PERMISSION } from './receivables.service.ts';
import { expectDuesKept } from '../billing/bill-dues-fixtures.ts';

let t: TestApp;
let h: Hospital;
let insurer: Payer;
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t, ' R');
  insurer = (
    await as(['billing'], 'POST', '/api/payers', { name: 'HDFC Ergo', kind: 'Insurer', code: 'HDFCERGO' })
  ).json<Payer>();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const as = (roles: Role[], method: Method, url: string, payload?: object) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() } });
const desk = (method: Method, url: string, payload?: object) => as(['billing'], method, url, payload);
const today = clinicNow('Asia/Kolkata').date;
const year = Number(today.slice(0, 4));
const messageOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

/** A day in the ₹1,000 general room on a cover without co-pay, finally approved at ₹900: the payer owes ₹900. */
async function payerBill(bed: string) {
  const patientId = await newPatient(t, 'Receivable');
  const cover = (
    await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, {
      payerId: insurer._id,
      policyNumber: `HE/${randomUUID().slice(0, 8)}`,
      validFrom: `${year - 1}-01-01`,
      validTo: `${year + 1}-12-31`,
    })
  ).json<Coverage>();
  const stay = (
    await as(['reception'], 'POST', '/api/admissions', { ...admitBody(h, patientId, bed), coverageId: cover._id })
  ).json<{ _id: string }>();
  const claim = (
    await desk('POST', `/api/admissions/${stay._id}/claims`, {
      provisionalDiagnosis: 'Dengue fever',
      icd10Code: 'A90',
      lineOfTreatment: 'Medical',
      expectedDays: 1,
      estimate: { roomPaise: 1_000_00 },
    })
  ).json<ClaimCase>();
  await desk('POST', `/api/claims/${claim._id}/moves`, { to: 'Requested' });
  await desk('POST', `/api/claims/${claim._id}/moves`, { to: 'Approved', amountPaise: 900_00 });
  await desk('POST', `/api/claims/${claim._id}/moves`, { to: 'Requested', stage: 'Final' });
  await desk('POST', `/api/claims/${claim._id}/moves`, { to: 'Approved', amountPaise: 900_00 });
  await as(['nurse'], 'POST', `/api/admissions/${stay._id}/initiate-discharge`);
  const bill = await desk('POST', `/api/billing/ip/${stay._id}/finalize`, {});
  if (bill.statusCode !== 201) throw new Error(`finalize: ${bill.body}`);
  return { stayId: stay._id, patientId, bill: bill.json<Bill>() };
}

const receivable = async (billId: string) =>
  (await desk('GET', '/api/receivables?status=all')).json<Receivable[]>().find((r) => r.billId === billId);

describe('receivables', () => {
  it('submits a payer bill once, settles it with TDS and a deduction moved to the patient, and closes it', async () => {
    const { stayId, patientId, bill } = await payerBill(h.beds.g1);
    expect(bill.payerSharePaise).toBe(900_00);
    const open = (await desk('GET', '/api/receivables')).json<Receivable[]>();
    expect(open.find((r) => r.billId === bill._id)).toMatchObject({
      status: 'Not submitted',
      claimedPaise: 900_00,
      outstandingPaise: 900_00,
      payerName: 'HDFC Ergo',
      ageDays: 0,
    });
    expect((await as(['reception'], 'GET', '/api/receivables')).statusCode).toBe(403);
    expect((await as(['nurse'], 'POST', `/api/bills/${bill._id}/payer-claim`, {})).statusCode).toBe(403);

    const sent = await desk('POST', `/api/bills/${bill._id}/payer-claim`, { reference: 'HE-CLM-7781' });
    expect(sent.statusCode).toBe(201);
    const claimId = sent.json<Receivable>().claimId ?? '';
    expect(sent.json<Receivable>()).toMatchObject({ status: 'Submitted', reference: 'HE-CLM-7781' });
    const twice = await desk('POST', `/api/bills/${bill._id}/payer-claim`, {});
    expect([twice.statusCode, messageOf(twice)]).toEqual([409, ALREADY_SUBMITTED]);

    const settle = (body: object, roles: Role[] = ['billing']) =>
      as(roles, 'POST', `/api/payer-claims/${claimId}/settlements`, { paidOn: today, ...body });
    const tooMuch = await settle({ paidPaise: 900_00, tdsPaise: 90_00, utr: 'UTR1' });
    expect([tooMuch.statusCode, messageOf(tooMuch)]).toEqual([422, MORE_THAN_OUTSTANDING]);
    expect((await settle({ paidPaise: 720_00, tdsPaise: 80_00 })).statusCode).toBe(400);
    const uneven = await settle({
      paidPaise: 720_00,
      tdsPaise: 80_00,
      utr: 'HDFCN52026112700041',
      deductions: [{ reason: 'Gloves and masks not payable', paise: 50_00 }],
      shortfall: 'patient',
    });
    expect([uneven.statusCode, messageOf(uneven)]).toEqual([400, DEDUCTIONS_DONT_ADD_UP(formatPaise(100_00))]);
    const writeOff = await settle({
      paidPaise: 720_00,
      tdsPaise: 80_00,
      utr: 'HDFCN52026112700041',
      deductions: [{ reason: 'Gloves and masks not payable', paise: 100_00 }],
      shortfall: 'write-off',
    });
    expect([writeOff.statusCode, messageOf(writeOff)]).toEqual([403, WRITE_OFF_NEEDS_PERMISSION]);

    const patientBefore = (await desk('GET', `/api/billing/ip/${stayId}`)).json<IpBillView>().balancePaise;
    const settled = await settle({
      paidPaise: 720_00,
      tdsPaise: 80_00,
      utr: 'HDFCN52026112700041',
      deductions: [{ reason: 'Gloves and masks not payable', paise: 100_00 }],
      shortfall: 'patient',
    });
    expect(settled.statusCode).toBe(201);
    expect(settled.json<Receivable>()).toMatchObject({
      status: 'Closed',
      receivedPaise: 720_00,
      tdsPaise: 80_00,
      deductedPaise: 100_00,
      toPatientPaise: 100_00,
      outstandingPaise: 0,
    });
    const after = (await desk('GET', `/api/billing/ip/${stayId}`)).json<IpBillView>();
    expect(after.balancePaise).toBe(patientBefore + 100_00);
    expect(after.payerSharePaise).toBe(800_00);
    const account = (await as(['billing'], 'GET', `/api/billing/patients/${patientId}/account`)).json<PatientAccount>();
    expect(account.entries.map((e) => [e.kind, e.debitPaise])).toContainEqual(['Payer shortfall', 100_00]);
    const again = await settle({ paidPaise: 1_00, utr: 'X' });
    expect([again.statusCode, messageOf(again)]).toEqual([409, PAYER_BILL_SETTLED]);
    expect((await desk('GET', '/api/receivables')).json<Receivable[]>().some((r) => r.billId === bill._id)).toBe(false);
  });

  it('keeps a short payment open to re-submit, then writes off the rest with permission; ageing follows', async () => {
    const { bill } = await payerBill(h.beds.g2);
    const claimId = (await desk('POST', `/api/bills/${bill._id}/payer-claim`, {})).json<Receivable>().claimId ?? '';
    const ageing = async () =>
      (await desk('GET', '/api/receivables/ageing')).json<PayerAgeing[]>().find((a) => a.payerName === 'HDFC Ergo');
    expect((await ageing())?.buckets['0-30']).toBeGreaterThanOrEqual(900_00);
    expect((await as(['reception'], 'GET', '/api/receivables/ageing')).statusCode).toBe(403);
    expect((await as(['nurse'], 'POST', `/api/payer-claims/${claimId}/resubmit`, {})).statusCode).toBe(403);
    expect(
      (await desk('POST', `/api/payer-claims/${claimId}/resubmit`, { reference: 'x'.repeat(81) })).statusCode,
    ).toBe(400);
    const early = await desk('POST', `/api/payer-claims/${claimId}/resubmit`, {});
    expect([early.statusCode, messageOf(early)]).toEqual([409, NOT_SHORT]);

    const short = await desk('POST', `/api/payer-claims/${claimId}/settlements`, {
      paidPaise: 450_00,
      tdsPaise: 50_00,
      utr: 'UTR-SHORT-1',
      paidOn: today,
    });
    expect(short.json<Receivable>()).toMatchObject({ status: 'Short-paid', outstandingPaise: 400_00 });
    const resent = await desk('POST', `/api/payer-claims/${claimId}/resubmit`, { reference: 'RE-1' });
    expect(resent.json<Receivable>()).toMatchObject({ status: 'Resubmitted', reference: 'RE-1' });
    const rest = await as(['clinicAdmin'], 'POST', `/api/payer-claims/${claimId}/settlements`, {
      paidPaise: 300_00,
      utr: 'UTR-SHORT-2',
      paidOn: today,
      deductions: [{ reason: 'Beyond the package rate', paise: 100_00 }],
      shortfall: 'write-off',
    });
    expect(rest.json<Receivable>()).toMatchObject({ status: 'Closed', writtenOffPaise: 100_00, outstandingPaise: 0 });
    expect((await receivable(bill._id))?.settlements).toHaveLength(2);
  });

  it('keeps the dues of its bills equal to what their money gives, folded or not', async () => {
    await expectDuesKept(t);
  });
});
