import type { AdmissionDetail } from '@clinic/shared/admissions';
import type { Role } from '@clinic/shared/auth';
import type { Bill, BillSplit, IpBillView } from '@clinic/shared/billing';
import type { ClaimCase, Coverage, Payer } from '@clinic/shared/insurance';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  admitBody,
  newPatient,
  setupHospital,
  wardCatalogue,
  type Hospital,
} from '../admissions/admission-fixtures.ts';
import { FINAL_APPROVAL_FIRST } from './ip-billing.service.ts';

let t: TestApp;
let h: Hospital;
let insurer: Payer;
let lab: { _id: string; name: string };
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t, ' S');
  ({ lab } = await wardCatalogue(t, ' S'));
  insurer = (
    await as(['billing'], 'POST', '/api/payers', { name: 'Niva Bupa', kind: 'Insurer', code: 'NIVA' })
  ).json<Payer>();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (roles: Role[], method: Method, url: string, payload?: object) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() } });
const desk = (method: Method, url: string, payload?: object) => as(['billing'], method, url, payload);
const year = Number(clinicNow('Asia/Kolkata').date.slice(0, 4));
const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 201) => {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`setup: ${r.statusCode} ${r.body}`);
  return JSON.parse(r.body) as { _id: string; data?: { _id: string } };
};

/**
 * A day in the ₹3,500 private room on a cover paying ₹1,750 a day, with a 10% co-pay and a ₹500
 * deductible: Troponin (payable), a donor's blood grouping (tagged non-payable), an admission kit
 * typed by hand (non-payable by its name) and a dressing.
 */
async function insuredStay() {
  const patientId = await newPatient(t, 'Split');
  const cover = await ok(
    as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, {
      payerId: insurer._id,
      policyNumber: `NB/${randomUUID().slice(0, 8)}`,
      copayPercent: 10,
      deductiblePaise: 500_00,
      roomRentLimitPaise: 1_750_00,
      validFrom: `${year - 1}-01-01`,
      validTo: `${year + 1}-12-31`,
    }),
  );
  const stay = await ok(
    as(['reception'], 'POST', '/api/admissions', {
      ...admitBody(h, patientId, h.beds.p1, 'private'),
      coverageId: cover._id,
    }),
  );
  const grouping = await ok(
    as(['clinicAdmin'], 'POST', '/api/service/add', {
      name: `Donor blood grouping ${randomUUID().slice(0, 4)}`,
      category: 'Laboratory',
      duration: 15,
      price: 400,
      isActive: true,
      nonPayableItem: "Blood grouping and cross matching of donors' samples",
    }),
  );
  await ok(as(['doctor'], 'POST', `/api/admissions/${stay._id}/orders`, { labTests: [lab._id, grouping.data?._id] }));
  for (const [description, amountPaise] of [
    ['Admission kit', 250_00],
    ['Dressing', 1_000_00],
  ] as const)
    await ok(desk('POST', `/api/billing/ip/${stay._id}/misc-lines`, { description, amountPaise, reason: 'Used' }));
  return { stayId: stay._id, coverageId: (cover as unknown as Coverage)._id };
}

const expected: BillSplit = {
  totalPaise: 6_050_00,
  nonPayablePaise: 650_00,
  roomDeductionPaise: 1_750_00,
  admissiblePaise: 3_650_00,
  deductiblePaise: 500_00,
  copayPaise: 315_00,
  overApprovalPaise: 335_00,
  payerPaise: 2_500_00,
  patientPaise: 3_550_00,
};

describe('the split bill of an insured stay', () => {
  it('splits the bill by the cover, takes deposits off the patient’s part, and keeps the split on the final bill', async () => {
    const { stayId } = await insuredStay();
    const claim = (
      await desk('POST', `/api/admissions/${stayId}/claims`, {
        provisionalDiagnosis: 'Acute coronary syndrome',
        icd10Code: 'I24.9',
        lineOfTreatment: 'Medical',
        expectedDays: 2,
        estimate: { roomPaise: 7_000_00 },
      })
    ).json<ClaimCase>();
    await desk('POST', `/api/claims/${claim._id}/moves`, { to: 'Requested' });
    await desk('POST', `/api/claims/${claim._id}/moves`, { to: 'Approved', amountPaise: 2_500_00 });
    await desk('POST', `/api/billing/ip/${stayId}/deposits`, { mode: 'Cash', amountPaise: 1_000_00 });

    const view = (await desk('GET', `/api/billing/ip/${stayId}`)).json<IpBillView>();
    expect(view.split).toEqual(expected);
    expect(view).toMatchObject({ payerSharePaise: 2_500_00, patientDuePaise: 3_550_00, balancePaise: 2_550_00 });
    const meter = (await desk('GET', `/api/admissions/${stayId}/claims`)).json<{
      meter: { likelyPatientPaise: number };
    }>();
    expect(meter.meter.likelyPatientPaise).toBe(3_550_00);

    await as(['nurse'], 'POST', `/api/admissions/${stayId}/initiate-discharge`);
    const early = await desk('POST', `/api/billing/ip/${stayId}/finalize`, { carryPendingOrders: true });
    expect([early.statusCode, early.json<{ error: { message: string } }>().error.message]).toEqual([
      409,
      FINAL_APPROVAL_FIRST,
    ]);
    await desk('POST', `/api/claims/${claim._id}/moves`, { to: 'Requested', stage: 'Final' });
    await desk('POST', `/api/claims/${claim._id}/moves`, { to: 'Approved', amountPaise: 2_500_00 });
    const bill = await desk('POST', `/api/billing/ip/${stayId}/finalize`, { carryPendingOrders: true });
    expect(bill.statusCode).toBe(201);
    expect(bill.json<Bill>()).toMatchObject({ totalPaise: 6_050_00, payerSharePaise: 2_500_00 });
    const after = (await desk('GET', `/api/billing/ip/${stayId}`)).json<IpBillView>();
    expect(after.split).toEqual(expected);
    expect(after.balancePaise).toBe(2_550_00);
  });

  it('tags a tariff item only with an item of the regulator’s lists', async () => {
    const bad = await as(['clinicAdmin'], 'POST', '/api/service/add', {
      name: 'Birthday cake',
      category: 'Other',
      duration: 5,
      price: 100,
      isActive: true,
      nonPayableItem: 'Cake',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose an item from the non-payable lists');
    const all = (await as(['reception'], 'GET', '/api/service/all')).json<{ nonPayableItem: string | null }[]>();
    expect(all.some((s) => s.nonPayableItem === "Blood grouping and cross matching of donors' samples")).toBe(true);
  });

  it('leaves a stay without a cover or payer unsplit', async () => {
    const patientId = await newPatient(t, 'Cash');
    const stay = (
      await as(['reception'], 'POST', '/api/admissions', admitBody(h, patientId, h.beds.g1))
    ).json<AdmissionDetail>();
    const view = (await desk('GET', `/api/billing/ip/${stay._id}`)).json<IpBillView>();
    expect(view.split).toBeNull();
    expect(view.payerSharePaise).toBe(0);
  });
});
