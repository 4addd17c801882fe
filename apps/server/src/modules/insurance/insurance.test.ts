import type { AdmissionDetail } from '@clinic/shared/admissions';
import type { Contract, IpBillView } from '@clinic/shared/billing';
import {
  CONTRACT_DATES,
  DUPLICATE_COVERAGE,
  DUPLICATE_PAYER_CODE,
  DUPLICATE_PAYER_NAME,
  PRIMARY_MEMBER_NEEDED,
  type Coverage,
  type Payer,
} from '@clinic/shared/insurance';
import type { Role } from '@clinic/shared/auth';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_NEEDS_PERMISSION } from '../admissions/admissions.routes.ts';
import { COVERAGE_ON_PATIENT } from './coverages.service.ts';
import { payerKindInUse } from './payers.service.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admitBody, newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';

let t: TestApp;
let h: Hospital;
let star: Payer;
let mediAssist: Payer;
let employer: Payer;
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t, ' I');
  star = (await as(['billing'], 'POST', '/api/payers', payer())).json<Payer>();
  mediAssist = (
    await as(['billing'], 'POST', '/api/payers', payer({ name: 'Medi Assist TPA', kind: 'TPA', code: 'MEDI' }))
  ).json<Payer>();
  employer = (
    await as(['billing'], 'POST', '/api/payers', payer({ name: 'Deccan Textiles', kind: 'Corporate', code: 'DTX' }))
  ).json<Payer>();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
const as = (roles: Role[], method: Method, url: string, payload?: object) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() } });
const today = clinicNow('Asia/Kolkata').date;
const year = Number(today.slice(0, 4));

function payer(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Star Health',
    kind: 'Insurer',
    code: 'star',
    phone: '04428302200',
    email: 'network@star.example',
    gstin: '27AAPFU0939F1ZV',
    creditDays: 30,
    contractFrom: `${year}-04-01`,
    contractTo: `${year + 1}-03-31`,
    requiredDocuments: ['HDS', 'INV'],
    ...overrides,
  };
}
const cover = (overrides: Record<string, unknown> = {}) => ({
  payerId: star._id,
  tpaId: mediAssist._id,
  policyNumber: `P/${randomUUID().slice(0, 8)}`,
  memberId: 'M-01',
  sumInsuredPaise: 3_00_000_00,
  copayPercent: 10,
  validFrom: `${year - 1}-01-01`,
  validTo: `${year + 1}-12-31`,
  ...overrides,
});

describe('/api/payers', () => {
  it('keeps insurers, TPAs, schemes and employers with their contract and documents', async () => {
    expect(star).toMatchObject({ code: 'STAR', kind: 'Insurer', creditDays: 30, requiredDocuments: ['HDS', 'INV'] });
    const listed = (await as(['reception'], 'GET', '/api/payers')).json<Payer[]>();
    expect(listed.map((p) => p.code)).toEqual(['DTX', 'MEDI', 'STAR']);
    const retired = await as(['billing'], 'PUT', `/api/payers/${employer._id}`, {
      ...payer({ name: 'Deccan Textiles', kind: 'Corporate', code: 'DTX' }),
      creditDays: 60,
      isActive: false,
    });
    expect(retired.statusCode).toBe(200);
    expect(retired.json<Payer>()).toMatchObject({ creditDays: 60, isActive: false });
    await as(
      ['billing'],
      'PUT',
      `/api/payers/${employer._id}`,
      payer({ name: 'Deccan Textiles', kind: 'Corporate', code: 'DTX' }),
    );
  });

  it('refuses a bad payer field by field, and a name or code already taken', async () => {
    const bad = await as(['billing'], 'POST', '/api/payers', {
      ...payer({ name: 'X Health', code: 'X H!' }),
      kind: 'Bank',
      gstin: '27AAPFU0939F1ZX',
      creditDays: 400,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      kind: 'Choose the kind of payer',
      code: 'Use 2 to 20 letters, digits or hyphens for the code',
      gstin: 'GSTIN is not valid (check digit does not match)',
      creditDays: 'Credit days cannot be more than 365',
    });
    const backwards = await as(
      ['billing'],
      'POST',
      '/api/payers',
      payer({ name: 'Y Health', code: 'YH', contractTo: `${year}-03-01` }),
    );
    expect(backwards.json()).toMatchObject({ error: { fields: { contractTo: CONTRACT_DATES } } });
    const sameName = await as(['billing'], 'POST', '/api/payers', payer({ name: 'STAR HEALTH', code: 'STAR2' }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ error: { message: DUPLICATE_PAYER_NAME } });
    const sameCode = await as(['billing'], 'POST', '/api/payers', payer({ name: 'Star Two', code: 'Star' }));
    expect(sameCode.json()).toMatchObject({ error: { message: DUPLICATE_PAYER_CODE } });
  });

  it('keeps a payer’s kind once covers name it', async () => {
    const patientId = await newPatient(t, 'Kind');
    await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, cover());
    const asInsurer = await as(['billing'], 'PUT', `/api/payers/${mediAssist._id}`, {
      ...payer({ name: 'Medi Assist TPA', code: 'MEDI' }),
      kind: 'Insurer',
    });
    expect(asInsurer.statusCode).toBe(409);
    expect(asInsurer.json()).toMatchObject({ error: { message: payerKindInUse('TPA') } });
    const renamed = await as(['billing'], 'PUT', `/api/payers/${mediAssist._id}`, {
      ...payer({ name: 'Medi Assist Insurance TPA', code: 'MEDI' }),
      kind: 'TPA',
    });
    expect(renamed.json()).toMatchObject({ name: 'Medi Assist Insurance TPA', kind: 'TPA' });
    await as(['billing'], 'PUT', `/api/payers/${mediAssist._id}`, {
      ...payer({ name: 'Medi Assist TPA', code: 'MEDI' }),
      kind: 'TPA',
    });
  });

  it('lets only the billing desk keep payers', async () => {
    for (const role of ['reception', 'doctor', 'nurse'] as Role[])
      expect((await as([role], 'POST', '/api/payers', payer({ name: 'Any', code: 'ANY' }))).statusCode).toBe(403);
    expect((await as(['reception'], 'PUT', `/api/payers/${star._id}`, payer())).statusCode).toBe(403);
  });
});

describe("patients' covers", () => {
  it('records a cover through a TPA, mirrors it on the patient, and answers a retried save with the same cover', async () => {
    const patientId = await newPatient(t, 'Cover');
    const body = cover();
    const created = await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, body);
    expect(created.statusCode).toBe(201);
    const c = created.json<Coverage>();
    expect(c).toMatchObject({
      payerName: 'Star Health',
      payerKind: 'Insurer',
      tpaName: 'Medi Assist TPA',
      copayPercent: 10,
    });
    const again = await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, body);
    expect(again.statusCode).toBe(201);
    expect(again.json<Coverage>()._id).toBe(c._id);
    const listed = (await as(['billing'], 'GET', `/api/patients/${patientId}/coverages`)).json<Coverage[]>();
    expect(listed.map((x) => x._id)).toEqual([c._id]);
    const patient = (await as(['reception'], 'GET', `/api/patients/${patientId}`)).json<Record<string, unknown>>();
    expect(patient).toMatchObject({
      insuranceProvider: 'Star Health',
      insuranceId: body.policyNumber,
      insuranceValidity: `${year + 1}-12-31`,
    });

    const renewed = await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, {
      ...body,
      validTo: `${year + 2}-12-31`,
    });
    expect(renewed.statusCode).toBe(409);
    expect(renewed.json()).toMatchObject({ error: { message: COVERAGE_ON_PATIENT } });

    const other = await newPatient(t, 'Other');
    const stolen = await as(['reception'], 'POST', `/api/patients/${other}/coverages`, body);
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toMatchObject({ error: { message: DUPLICATE_COVERAGE } });

    const ended = await as(['billing'], 'PUT', `/api/coverages/${c._id}`, { ...body, isActive: false });
    expect(ended.json<Coverage>().isActive).toBe(false);
    const cleared = (await as(['reception'], 'GET', `/api/patients/${patientId}`)).json<Record<string, unknown>>();
    expect(cleared.insuranceProvider).toBeNull();
  });

  it('refuses a TPA as the payer, an insurer as the TPA, a missing policy or employee ID, and a dependant without the primary member', async () => {
    const patientId = await newPatient(t, 'Refused');
    const url = `/api/patients/${patientId}/coverages`;
    const fields = async (body: object) =>
      (await as(['reception'], 'POST', url, body)).json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(await fields(cover({ payerId: mediAssist._id }))).toEqual({
      payerId: 'Choose an active insurer, scheme or company',
    });
    expect(await fields(cover({ tpaId: star._id }))).toEqual({ tpaId: 'Choose an active TPA from the list' });
    expect(await fields(cover({ policyNumber: '' }))).toEqual({ policyNumber: 'Enter the policy number' });
    expect(await fields(cover({ payerId: employer._id, tpaId: null, policyNumber: '' }))).toEqual({
      employeeId: 'Enter the employee ID',
    });
    expect(await fields(cover({ relation: 'Spouse', validTo: `${year - 2}-01-01` }))).toMatchObject({
      primaryMemberName: PRIMARY_MEMBER_NEEDED,
      validTo: 'The policy must end on or after the day it starts',
    });
    expect((await as(['reception'], 'GET', `/api/patients/${patientId}/coverages`)).json()).toEqual([]);
  });

  it('keeps covers from the wrong desks, and checks a changed cover as a new one', async () => {
    const patientId = await newPatient(t, 'Guarded');
    const c = (await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, cover())).json<Coverage>();
    for (const role of ['doctor', 'nurse', 'pharmacy'] as Role[])
      expect((await as([role], 'PUT', `/api/coverages/${c._id}`, cover())).statusCode).toBe(403);
    const bad = await as(['billing'], 'PUT', `/api/coverages/${c._id}`, { ...cover(), copayPercent: 120 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { fields: { copayPercent: 'Co-pay is between 0 and 100%' } } });
    for (const role of ['doctor', 'nurse', 'pharmacy'] as Role[]) {
      expect((await as([role], 'GET', `/api/patients/${patientId}/coverages`)).statusCode).toBe(403);
      expect((await as([role], 'POST', `/api/patients/${patientId}/coverages`, cover())).statusCode).toBe(403);
    }
  });
});

describe('the cover as the stay’s payer', () => {
  it('takes a cover at admission only from a desk that may see covers', async () => {
    const patientId = await newPatient(t, 'Desk');
    const c = (await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, cover())).json<Coverage>();
    const role = (
      await as(['clinicAdmin'], 'POST', '/api/roles', { name: 'Admitting clerk', permissions: ['admissions.admit'] })
    ).json<{ _id: string }>();
    const clerk = await t.createUser([], { name: 'Admitting Clerk' });
    await as(['clinicAdmin'], 'PATCH', `/api/staff/${clerk.id}`, { customRoleIds: [role._id] });
    const token = await t.login(clerk.email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admissions',
      headers: { authorization: `Bearer ${token}` },
      payload: { ...admitBody(h, patientId, h.beds.p1, 'private'), coverageId: c._id },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: { message: COVER_NEEDS_PERMISSION } });
  });

  it('is chosen at admission, copied onto the contract, and refused when another patient’s or not valid on the day', async () => {
    const patientId = await newPatient(t, 'Insured');
    const c = (await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, cover())).json<Coverage>();
    const stranger = await newPatient(t, 'Stranger');
    const foreign = await as(['reception'], 'POST', '/api/admissions', {
      ...admitBody(h, stranger, h.beds.g2),
      coverageId: c._id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({
      error: { fields: { coverageId: "Choose one of the patient's active covers" } },
    });
    expect((await as(['reception'], 'GET', `/api/patients/${stranger}`)).json()).toMatchObject({ isAdmitted: false });

    const admitted = await as(['reception'], 'POST', '/api/admissions', {
      ...admitBody(h, patientId, h.beds.g2),
      coverageId: c._id,
    });
    expect(admitted.statusCode).toBe(201);
    const stay = admitted.json<AdmissionDetail>();
    const view = (await as(['billing'], 'GET', `/api/billing/ip/${stay._id}`)).json<IpBillView>();
    expect(view.contract).toMatchObject({
      payerType: 'Insurance / TPA',
      coverageId: c._id,
      payerName: 'Star Health (via Medi Assist TPA)',
      policyNumber: c.policyNumber,
      approvedPaise: 0,
    });

    const approved = await as(['billing'], 'PUT', `/api/billing/ip/${stay._id}/contract`, {
      coverageId: c._id,
      approvedPaise: 50_000_00,
    });
    expect(approved.json<Contract>()).toMatchObject({ approvedPaise: 50_000_00, coverageId: c._id });

    const lapsed = (
      await as(['billing'], 'POST', `/api/patients/${patientId}/coverages`, {
        ...cover(),
        validFrom: `${year - 3}-01-01`,
        validTo: `${year - 2}-12-31`,
      })
    ).json<Coverage>();
    const refused = await as(['billing'], 'PUT', `/api/billing/ip/${stay._id}/contract`, { coverageId: lapsed._id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/^The policy is not valid on /);
    const kept = (await as(['billing'], 'GET', `/api/billing/ip/${stay._id}`)).json<IpBillView>();
    expect(kept.contract.approvedPaise).toBe(50_000_00);
  });
});
