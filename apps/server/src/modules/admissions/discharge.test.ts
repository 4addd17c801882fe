import { randomUUID } from 'node:crypto';
import type { AdmissionDetail, DischargeSummary } from '@clinic/shared/admissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital, wardCatalogue, type Hospital } from './admission-fixtures.ts';
import { CREDIT_UNTIL_PAST } from '@clinic/shared/billing';
import { stillDue } from '../billing/discharge-clearance.ts';

let t: TestApp;
let h: Hospital;
let admissionId = '';
let patientId = '';
let drugId = '';
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  drugId = (await wardCatalogue(t)).drug._id;
  patientId = await newPatient(t, 'Leaving');
  admissionId = (await admit(t, h, patientId, h.beds.g2))._id;
});
afterAll(() => t.close());

type Role = 'doctor' | 'nurse' | 'reception';
const call = (role: Role, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.injectAs([role], { method, url: `/api/admissions/${admissionId}${path}`, payload });
const bedStatusOf = async (bedId: string) =>
  (await t.database.db.execute<{ status: string }>(sql`select status from beds where id = ${bedId}`)).rows[0]?.status;

const summary = {
  diagnoses: [{ code: 'I20.9', description: 'Angina pectoris' }],
  procedures: 'Coronary angiography',
  course: 'Admitted with chest pain; troponin negative twice; settled on medical therapy.',
  condition: 'Improved',
  medicines: [
    { name: 'Aspirin 75 mg', dose: '1 tablet', frequency: 'OD', durationDays: 30, instructions: 'After food' },
  ],
  advice: 'Walk daily; no heavy lifting for two weeks.',
  followUpDate: null,
};

describe('discharge', () => {
  it('waits for the discharge summary', async () => {
    const early = await call('doctor', 'POST', '/discharge');
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({
      error: { message: 'Write the discharge summary before discharging the patient' },
    });
    expect((await call('nurse', 'GET', '/discharge-summary')).json()).toBeNull();
  });

  it('is initiated by the nurse, once', async () => {
    const res = await call('nurse', 'POST', '/initiate-discharge');
    expect(res.statusCode).toBe(200);
    const first = res.json<AdmissionDetail>();
    expect(first.dischargeInitiatedAt).not.toBeNull();
    const again = (await call('doctor', 'POST', '/initiate-discharge')).json<AdmissionDetail>();
    expect(again.dischargeInitiatedAt).toBe(first.dischargeInitiatedAt);
    expect((await call('reception', 'POST', '/initiate-discharge')).statusCode).toBe(403);
  });

  it('checks the summary: ICD-10 codes, the course, the condition, a follow-up not in the past', async () => {
    const bad = await call('doctor', 'PUT', '/discharge-summary', {
      ...summary,
      diagnoses: [{ code: 'Q99.999', description: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { message: 'Unknown ICD-10 code Q99.999' } });
    expect((await call('doctor', 'PUT', '/discharge-summary', { ...summary, course: '' })).json()).toMatchObject({
      error: { message: 'Write the course in hospital' },
    });
    expect((await call('doctor', 'PUT', '/discharge-summary', { ...summary, diagnoses: [] })).json()).toMatchObject({
      error: { message: 'Add at least one diagnosis' },
    });
    const past = await call('doctor', 'PUT', '/discharge-summary', { ...summary, followUpDate: '2020-01-01' });
    expect(past.json()).toMatchObject({ error: { message: 'The follow-up date cannot be in the past' } });
    expect((await call('nurse', 'PUT', '/discharge-summary', summary)).statusCode).toBe(403);
  });

  it('saves the summary and lets the doctor change it before discharge', async () => {
    expect((await call('doctor', 'PUT', '/discharge-summary', { ...summary, condition: 'Stable' })).statusCode).toBe(
      200,
    );
    const saved = await call('doctor', 'PUT', '/discharge-summary', summary);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<DischargeSummary>()).toMatchObject({
      condition: 'Improved',
      diagnoses: [{ code: 'I20.9', description: 'Angina pectoris' }],
      finalizedAt: null,
    });
    expect((await call('nurse', 'GET', '/discharge-summary')).json<DischargeSummary>().course).toBe(summary.course);
  });

  it('discharges: the bed goes to cleaning, the patient is no longer admitted, the summary is locked', async () => {
    expect((await call('nurse', 'POST', '/discharge')).statusCode).toBe(403);
    // Billing holds the discharge until the IP bill is finalized.
    const unbilled = await call('doctor', 'POST', '/discharge');
    expect(unbilled.statusCode).toBe(409);
    expect(unbilled.json()).toMatchObject({ error: { message: /IP bill is not finalized/ } });
    const bill = await t.injectAs(['billing'], {
      method: 'POST',
      url: `/api/billing/ip/${admissionId}/finalize`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {},
    });
    expect(bill.statusCode).toBe(201);
    // A final bill is not a settled one: the patient does not leave owing money unless credit is allowed.
    const { balancePaise } = bill.json<{ balancePaise: number }>();
    expect(balancePaise).toBeGreaterThan(0);
    const owing = await call('doctor', 'POST', '/discharge');
    expect(owing.statusCode).toBe(409);
    expect(owing.json()).toMatchObject({ error: { message: stillDue(balancePaise, 0) } });
    const creditOf = (roles: ['billing'] | ['clinicAdmin'], payload: object) =>
      t.injectAs(roles, {
        method: 'POST',
        url: `/api/billing/ip/${admissionId}/credit-approvals`,
        headers: { 'idempotency-key': randomUUID() },
        payload,
      });
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const credit = { amountPaise: balancePaise, validUntil: until, reason: 'Employer pays at month end' };
    expect((await creditOf(['billing'], credit)).statusCode).toBe(403);
    expect((await creditOf(['clinicAdmin'], { ...credit, validUntil: '2020-01-01' })).json()).toMatchObject({
      error: { fields: { validUntil: CREDIT_UNTIL_PAST } },
    });
    expect((await creditOf(['clinicAdmin'], { ...credit, amountPaise: balancePaise - 100 })).statusCode).toBe(201);
    expect((await call('doctor', 'POST', '/discharge')).json()).toMatchObject({
      error: { message: stillDue(balancePaise, balancePaise - 100) },
    });
    expect((await creditOf(['clinicAdmin'], { ...credit, amountPaise: 100 })).statusCode).toBe(201);
    const account = await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/patients/${patientId}/account` });
    expect(account.json<{ credit: unknown[] }>().credit).toHaveLength(2);
    const res = await call('doctor', 'POST', '/discharge');
    expect(res.statusCode).toBe(200);
    const done = res.json<AdmissionDetail>();
    expect(done.status).toBe('Discharged');
    expect(done.dischargedOn).not.toBeNull();
    expect(done.stays.at(-1)?.to).toBe(done.dischargedOn);
    expect(await bedStatusOf(h.beds.g2)).toBe('Cleaning');
    const patient = await t.injectAs(['reception'], { method: 'GET', url: `/api/patients/${patientId}` });
    expect(patient.json<{ isAdmitted: boolean }>().isAdmitted).toBe(false);
    const locked = (await call('doctor', 'GET', '/discharge-summary')).json<DischargeSummary>();
    expect(locked.finalizedAt).toBe(done.dischargedOn);
    await expect(
      t.database.db.execute(sql`update discharge_summaries set advice = 'changed' where admission_id = ${admissionId}`),
    ).rejects.toThrow();
  });

  it('keeps a discharged admission read-only but for an addendum', async () => {
    const readOnly = { error: { message: 'This admission is discharged; only an addendum can be added' } };
    expect((await call('doctor', 'PUT', '/discharge-summary', summary)).json()).toMatchObject(readOnly);
    expect((await call('nurse', 'POST', '/notes', { kind: 'Nursing', text: 'late entry' })).json()).toMatchObject(
      readOnly,
    );
    const order = { drugId, dose: '1 g', route: 'Oral', frequency: 'BD', startDate: '2026-01-01', startTime: '08:00' };
    expect((await call('doctor', 'POST', '/medication-orders', order)).statusCode).toBe(409);
    expect((await call('doctor', 'POST', '/discharge')).statusCode).toBe(409);
    const addendum = await call('doctor', 'POST', '/notes', { kind: 'Addendum', text: 'Biopsy report: benign.' });
    expect(addendum.statusCode).toBe(201);
  });

  it('frees the bed once a nurse marks it ready, for the next patient', async () => {
    const ready = await t.injectAs(['nurse'], {
      method: 'POST',
      url: `/api/beds/${h.beds.g2}/status`,
      payload: { status: 'Available' },
    });
    expect(ready.statusCode).toBe(200);
    const next = await admit(t, h, await newPatient(t, 'Next'), h.beds.g2);
    expect(next.bedId).toBe(h.beds.g2);
    const again = await admit(t, h, patientId, h.beds.g3);
    expect(again.status).toBe('Active');
  });
});
