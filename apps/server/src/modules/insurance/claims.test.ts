import type { AdmissionDetail } from '@clinic/shared/admissions';
import type { Bill, IpBillView } from '@clinic/shared/billing';
import type { ClaimCase, ClaimRow, Coverage, Payer, PayerTimes, StayClaims } from '@clinic/shared/insurance';
import type { Role } from '@clinic/shared/auth';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admitBody, newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';
import { FINAL_APPROVAL_FIRST } from '../billing/ip-billing.service.ts';
import { CHOOSE_NEXT_STAGE, COVER_CHANGED, NO_COVER_ON_STAY, partialNotLess, REQUEST_LOCKED } from './claim-rules.ts';

let t: TestApp;
let h: Hospital;
let insurer: Payer;
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t, ' C');
  insurer = (
    await as(['billing'], 'POST', '/api/payers', { name: 'Care Health', kind: 'Insurer', code: 'CARE' })
  ).json<Payer>();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (roles: Role[], method: Method, url: string, payload?: object) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() } });
const desk = (method: Method, url: string, payload?: object) => as(['billing'], method, url, payload);
const year = Number(clinicNow('Asia/Kolkata').date.slice(0, 4));

const request = (overrides: Record<string, unknown> = {}) => ({
  complaints: 'Pain in the right upper abdomen for 3 days',
  provisionalDiagnosis: 'Acute calculous cholecystitis',
  icd10Code: 'k80.0',
  lineOfTreatment: 'Surgical',
  plannedProcedure: 'Laparoscopic cholecystectomy',
  expectedDays: 3,
  chronicIllnesses: ['Diabetes'],
  estimate: { roomPaise: 6_000_00, otPaise: 25_000_00, professionalPaise: 20_000_00, medicinesPaise: 9_000_00 },
  ...overrides,
});

/** An insured stay in the ₹1,000 general room: its cover has a 10% co-pay. */
async function insuredStay(bed: string, roomType = 'general', wardId = h.general._id): Promise<string> {
  const patientId = await newPatient(t, 'Claim');
  const cover = (
    await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, {
      payerId: insurer._id,
      policyNumber: `CH/${randomUUID().slice(0, 8)}`,
      copayPercent: 10,
      validFrom: `${year - 1}-01-01`,
      validTo: `${year + 1}-12-31`,
    })
  ).json<Coverage>();
  const admitted = await as(['reception'], 'POST', '/api/admissions', {
    ...admitBody(h, patientId, bed, roomType),
    wardId,
    coverageId: cover._id,
  });
  if (admitted.statusCode !== 201) throw new Error(`admission failed: ${admitted.body}`);
  return admitted.json<AdmissionDetail>()._id;
}

const moved = async (id: string, body: object) => {
  const res = await desk('POST', `/api/claims/${id}/moves`, body);
  return { status: res.statusCode, body: res.json<ClaimCase & { error?: { message: string; fields?: object } }>() };
};

describe('cashless claims', () => {
  it('drafts a claim from the stay with its cover, one open claim at a time, and none for a self-paying stay', async () => {
    const stay = await insuredStay(h.beds.g1);
    const started = await desk('POST', `/api/admissions/${stay}/claims`, request());
    expect(started.statusCode).toBe(201);
    const c = started.json<ClaimCase>();
    expect(c).toMatchObject({
      status: 'Draft',
      stage: 'Pre-auth',
      payerName: 'Care Health',
      requestedPaise: 60_000_00,
      approvedPaise: 0,
      request: { icd10Code: 'K80.0', expectedDays: 3 },
    });
    expect(c.number).toMatch(/^PA\/\d{4}\/00001$/);
    const second = await desk('POST', `/api/admissions/${stay}/claims`, request());
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: { message: `This stay already has an open claim with its payer: ${c.number}` },
    });

    const bad = await desk('POST', `/api/admissions/${stay}/claims`, request({ estimate: {}, plannedProcedure: '' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: {
        fields: { 'estimate.roomPaise': 'Enter the cost estimate', plannedProcedure: 'Enter the planned procedure' },
      },
    });

    const selfPay = await newPatient(t, 'SelfPay');
    const plain = (
      await as(['reception'], 'POST', '/api/admissions', admitBody(h, selfPay, h.beds.g2))
    ).json<AdmissionDetail>();
    const refused = await desk('POST', `/api/admissions/${plain._id}/claims`, request());
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { message: NO_COVER_ON_STAY } });
    expect((await desk('GET', `/api/admissions/${plain._id}/claims`)).json<StayClaims>()).toEqual({
      coverageId: null,
      cases: [],
      meter: null,
    });

    // The stay moves to another cover: the old claim may only be closed, and closing it leaves the
    // new cover's approval alone; a rejected claim on the new cover can be closed too.
    const other = (
      await as(['billing'], 'POST', '/api/payers', { name: 'Bajaj Allianz', kind: 'Insurer', code: 'BAJAJ' })
    ).json<Payer>();
    const patientId = (await desk('GET', `/api/billing/ip/${stay}`)).json<IpBillView>().patient._id;
    const secondCover = (
      await as(['billing'], 'POST', `/api/patients/${patientId}/coverages`, {
        payerId: other._id,
        policyNumber: `BA/${randomUUID().slice(0, 8)}`,
        validFrom: `${year - 1}-01-01`,
        validTo: `${year + 1}-12-31`,
      })
    ).json<Coverage>();
    const switched = await desk('PUT', `/api/billing/ip/${stay}/contract`, {
      coverageId: secondCover._id,
      approvedPaise: 20_000_00,
    });
    expect(switched.json()).toMatchObject({ coverageId: secondCover._id, approvedPaise: 20_000_00 });
    const stale = await desk('POST', `/api/claims/${c._id}/moves`, { to: 'Requested' });
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject({ error: { message: COVER_CHANGED } });
    const closed = await desk('POST', `/api/claims/${c._id}/moves`, { to: 'Cancelled', note: 'Cover changed' });
    expect(closed.json()).toMatchObject({ status: 'Cancelled' });
    const kept = (await desk('GET', `/api/billing/ip/${stay}`)).json<IpBillView>().contract;
    expect(kept).toMatchObject({ coverageId: secondCover._id, approvedPaise: 20_000_00 });
    // Saved again without an amount, the contract keeps the cover's approval.
    await desk('PUT', `/api/billing/ip/${stay}/contract`, { coverageId: secondCover._id });
    expect((await desk('GET', `/api/billing/ip/${stay}`)).json<IpBillView>().contract.approvedPaise).toBe(20_000_00);
    const next = (await desk('POST', `/api/admissions/${stay}/claims`, request())).json<ClaimCase>();
    await desk('POST', `/api/claims/${next._id}/moves`, { to: 'Requested' });
    await desk('POST', `/api/claims/${next._id}/moves`, { to: 'Rejected', note: 'Waiting period' });
    const dropped = await desk('POST', `/api/claims/${next._id}/moves`, { to: 'Cancelled', note: 'Patient pays' });
    expect(dropped.json()).toMatchObject({ status: 'Cancelled' });
    // Two desks start the stay's next claim at once: one claim, and a 409 for the other.
    const raced = await Promise.all([
      desk('POST', `/api/admissions/${stay}/claims`, request()),
      desk('POST', `/api/admissions/${stay}/claims`, request()),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('follows the payer: sent, queried, answered, partly approved, enhanced and approved, each move kept and the approval on the contract', async () => {
    const stay = await insuredStay(h.beds.g3);
    const c = (await desk('POST', `/api/admissions/${stay}/claims`, request())).json<ClaimCase>();
    expect((await moved(c._id, { to: 'Approved', amountPaise: 1 })).status).toBe(409);
    const sent = await moved(c._id, { to: 'Requested', reference: 'MA-REQ-1' });
    const waiting = (await desk('GET', '/api/claims')).json<ClaimRow[]>().find((r) => r._id === c._id);
    expect(waiting).toMatchObject({ status: 'Requested', limitMinutes: 60, payerName: 'Care Health' });
    expect(waiting?.patientName).toMatch(/^Claim /);
    expect(sent.body).toMatchObject({ status: 'Requested', stage: 'Pre-auth', limitMinutes: 60 });
    expect(sent.body.waitingSince).not.toBeNull();
    const locked = await desk('PUT', `/api/claims/${c._id}`, request());
    expect(locked.json()).toMatchObject({ error: { message: REQUEST_LOCKED } });

    // The payer took 75 minutes: over the regulator's hour.
    await t.database.db.execute(
      sql`update claim_cases set waiting_since = now() - interval '75 minutes' where id = ${c._id}`,
    );
    expect((await moved(c._id, { to: 'Queried' })).body).toMatchObject({
      error: { fields: { note: "Enter the payer's query" } },
    });
    const queried = await moved(c._id, { to: 'Queried', note: 'Send the ultrasound report' });
    expect(queried.body.waitingSince).toBeNull();
    expect(queried.body.events.at(-1)).toMatchObject({
      from: 'Requested',
      to: 'Queried',
      minutesTaken: 75,
      limitMinutes: 60,
    });
    expect(
      (await desk('PUT', `/api/claims/${c._id}`, request({ findings: 'USG: calculi, wall 5 mm' }))).statusCode,
    ).toBe(200);
    await moved(c._id, { to: 'Answered', note: 'USG report attached' });

    const tooMuch = await moved(c._id, { to: 'Partial', amountPaise: 60_000_00 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error?.message).toBe(partialNotLess(60_000_00));
    const partial = await moved(c._id, { to: 'Partial', amountPaise: 40_000_00, reference: 'AL-778' });
    expect(partial.body).toMatchObject({ status: 'Partial', approvedPaise: 40_000_00, payerReference: 'AL-778' });
    const bill = (await desk('GET', `/api/billing/ip/${stay}`)).json<IpBillView>();
    expect(bill.contract.approvedPaise).toBe(40_000_00);

    expect((await moved(c._id, { to: 'Requested' })).body).toMatchObject({ error: { message: CHOOSE_NEXT_STAGE } });
    const enhanced = await moved(c._id, { to: 'Requested', stage: 'Enhancement' });
    expect(enhanced.body).toMatchObject({ stage: 'Enhancement', enhancements: 1, status: 'Requested' });
    await moved(c._id, { to: 'Approved', amountPaise: 55_000_00 });
    const final = await moved(c._id, { to: 'Requested', stage: 'Final' });
    expect(final.body).toMatchObject({ stage: 'Final', limitMinutes: 180, enhancements: 1 });
    const approved = await moved(c._id, { to: 'Approved', amountPaise: 58_500_00 });
    expect(approved.body.events.map((e) => `${e.from ?? ''}>${e.to}:${e.stage}`)).toEqual([
      '>Draft:Pre-auth',
      'Draft>Requested:Pre-auth',
      'Requested>Queried:Pre-auth',
      'Queried>Answered:Pre-auth',
      'Answered>Partial:Pre-auth',
      'Partial>Requested:Enhancement',
      'Requested>Approved:Enhancement',
      'Approved>Requested:Final',
      'Requested>Approved:Final',
    ]);
    expect((await moved(c._id, { to: 'Answered', note: 'x' })).status).toBe(409);

    const claims = (await desk('GET', `/api/admissions/${stay}/claims`)).json<StayClaims>();
    expect(claims.cases.map((x) => x.status)).toEqual(['Approved']);
    expect(claims.meter).toMatchObject({ approvedPaise: 58_500_00, copayPercent: 10 });

    const openDesk = (await desk('GET', '/api/claims')).json<ClaimRow[]>();
    expect(openDesk.find((r) => r._id === c._id)).toBeUndefined();
    const everything = (await desk('GET', '/api/claims?status=all')).json<ClaimRow[]>();
    expect(everything.find((r) => r._id === c._id)).toMatchObject({
      status: 'Approved',
      stage: 'Final',
    });
    expect(everything.find((r) => r._id === c._id)?.mrn).toMatch(/^MRN-/);
    expect((await desk('GET', '/api/claims?status=closed')).statusCode).toBe(400);

    const times = (await desk('GET', '/api/claims/payer-times')).json<PayerTimes>();
    // This stay's four decisions are Care Health's only ones: the first test's decided claim is Bajaj's.
    expect(times.rows.find((r) => r.handler === 'Care Health')).toEqual({
      handler: 'Care Health',
      decisions: 4,
      late: 1,
      averageMinutes: 19,
      longestMinutes: 75,
    });
    const lastYear = `${year - 1}-01-01`;
    expect(
      (await desk('GET', `/api/claims/payer-times?from=${lastYear}&to=${year - 1}-12-31`)).json<PayerTimes>().rows,
    ).toEqual([]);
    const backwards = await desk('GET', `/api/claims/payer-times?from=${year}-12-31&to=${year}-01-01`);
    expect(backwards.json()).toMatchObject({ error: { fields: { to: 'The last day must be on or after the first' } } });

    const cancelled = await moved(c._id, { to: 'Cancelled', note: 'Patient chose to pay' });
    expect(cancelled.body.status).toBe('Cancelled');
    expect((await desk('GET', `/api/billing/ip/${stay}`)).json<IpBillView>().contract.approvedPaise).toBe(0);
    expect((await desk('POST', `/api/admissions/${stay}/claims`, request())).statusCode).toBe(201);
  });

  it('meters the running bill against the approval and prompts for an enhancement at 80%', async () => {
    const stay = await insuredStay(h.beds.p1, 'private');
    const c = (await desk('POST', `/api/admissions/${stay}/claims`, request())).json<ClaimCase>();
    await moved(c._id, { to: 'Requested' });
    await moved(c._id, { to: 'Approved', amountPaise: 4_000_00 });
    const { meter } = (await desk('GET', `/api/admissions/${stay}/claims`)).json<StayClaims>();
    const bill = (await desk('GET', `/api/billing/ip/${stay}`)).json<IpBillView>();
    const copay = Math.round(bill.totalPaise * 0.1);
    expect(bill.totalPaise).toBeGreaterThanOrEqual(3_500_00);
    expect(meter).toEqual({
      approvedPaise: 4_000_00,
      runningBillPaise: bill.totalPaise,
      copayPercent: 10,
      likelyPatientPaise: bill.totalPaise - Math.min(bill.totalPaise - copay, 4_000_00),
      usedPercent: Math.round((bill.totalPaise / 4_000_00) * 1000) / 10,
      askEnhancement: true,
    });

    // The payer's final approval comes before the final bill (the regulator's discharge approval).
    await t.injectAs(['nurse'], { method: 'POST', url: `/api/admissions/${stay}/initiate-discharge` });
    const early = await desk('POST', `/api/billing/ip/${stay}/finalize`, { carryPendingOrders: true });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { message: FINAL_APPROVAL_FIRST } });
    await moved(c._id, { to: 'Requested', stage: 'Final' });
    expect((await moved(c._id, { to: 'Approved', amountPaise: 4_500_00 })).status).toBe(200);
    const finalized = await desk('POST', `/api/billing/ip/${stay}/finalize`, { carryPendingOrders: true });
    expect(finalized.statusCode).toBe(201);
    const total = finalized.json<Bill>().totalPaise;
    expect(finalized.json<Bill>().payerSharePaise).toBe(Math.min(total - Math.round(total * 0.1), 4_500_00));

    // Once the bill is final it has fixed the payer's share: a later approval is refused.
    await moved(c._id, { to: 'Requested', stage: 'Final' });
    const late = await moved(c._id, { to: 'Approved', amountPaise: 5_000_00 });
    expect(late.status).toBe(409);
    expect((await desk('GET', `/api/admissions/${stay}/claims`)).json<StayClaims>().cases[0]?.status).toBe('Requested');
  });

  it('keeps claims to the billing desk, and answers a retried move with the first reply', async () => {
    const stay = await insuredStay(h.beds.icu1, 'general', h.icu._id);
    for (const role of ['reception', 'doctor', 'nurse'] as Role[]) {
      expect((await as([role], 'GET', '/api/claims')).statusCode).toBe(403);
      expect((await as([role], 'GET', '/api/claims/payer-times')).statusCode).toBe(403);
      expect((await as([role], 'GET', `/api/admissions/${stay}/claims`)).statusCode).toBe(403);
      expect((await as([role], 'POST', `/api/admissions/${stay}/claims`, request())).statusCode).toBe(403);
    }
    const started = await desk('POST', `/api/admissions/${stay}/claims`, request());
    expect(started.statusCode).toBe(201);
    const c = started.json<ClaimCase>();
    expect((await as(['reception'], 'POST', `/api/claims/${c._id}/moves`, { to: 'Requested' })).statusCode).toBe(403);
    expect((await as(['nurse'], 'PUT', `/api/claims/${c._id}`, request())).statusCode).toBe(403);
    const noDiagnosis = await desk('PUT', `/api/claims/${c._id}`, request({ provisionalDiagnosis: '' }));
    expect(noDiagnosis.statusCode).toBe(400);
    expect(noDiagnosis.json()).toMatchObject({
      error: { fields: { provisionalDiagnosis: 'Enter the provisional diagnosis' } },
    });

    const send = () =>
      t.injectAs(['billing'], {
        method: 'POST',
        url: `/api/claims/${c._id}/moves`,
        payload: { to: 'Requested' },
        headers: { 'idempotency-key': `send-${c._id}` },
      });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<ClaimCase>().events).toHaveLength(first.json<ClaimCase>().events.length);
    const claims = (await desk('GET', `/api/admissions/${stay}/claims`)).json<StayClaims>();
    expect(claims.cases[0]?.events.map((e) => e.to)).toEqual(['Draft', 'Requested']);
  });
});
