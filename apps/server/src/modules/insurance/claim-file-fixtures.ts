import type { Role } from '@clinic/shared/auth';
import type { Bill } from '@clinic/shared/billing';
import type { ClaimCase, Coverage, Payer } from '@clinic/shared/insurance';
import { randomUUID } from 'node:crypto';
import { clinicNow } from '../../lib/clinic-time.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { admitBody, newPatient, type Hospital } from '../admissions/admission-fixtures.ts';

export const approval = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export type InsuredStay = { stayId: string; patientId: string; bill: Bill; claim: ClaimCase };

/**
 * An insured dengue stay with Niva Bupa, finally approved under the payer's reference NB-PA-7781
 * with its approval letter attached, summarised by the doctor and billed: a payer bill to claim.
 */
export async function insuredStay(t: TestApp, h: Hospital, bed = h.beds.g1): Promise<InsuredStay> {
  type Method = 'GET' | 'POST' | 'PUT';
  const as = (roles: Role[], method: Method, url: string, payload?: object) =>
    t.injectAs(roles, { method, url, payload, headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() } });
  const desk = (method: Method, url: string, payload?: object) => as(['billing'], method, url, payload);
  const year = Number(clinicNow('Asia/Kolkata').date.slice(0, 4));
  const insurer = (
    await desk('POST', '/api/payers', {
      name: `Niva Bupa ${randomUUID().slice(0, 4)}`,
      kind: 'Insurer',
      code: `NIVA${randomUUID().slice(0, 4)}`,
      participantCode: '1000004321@hcx',
    })
  ).json<Payer>();
  const patientId = await newPatient(t, 'Claimfile');
  const cover = (
    await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, {
      payerId: insurer._id,
      policyNumber: 'NB/2026/55',
      memberId: 'NB-55-01',
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
      icd10Code: 'A97.0',
      lineOfTreatment: 'Medical',
      expectedDays: 1,
      estimate: { roomPaise: 1_000_00 },
    })
  ).json<ClaimCase>();
  await desk('POST', `/api/claims/${claim._id}/moves`, { to: 'Requested' });
  await desk('POST', `/api/claims/${claim._id}/moves`, {
    to: 'Approved',
    amountPaise: 900_00,
    reference: 'NB-PA-7781',
  });
  await desk('POST', `/api/claims/${claim._id}/moves`, { to: 'Requested', stage: 'Final' });
  await desk('POST', `/api/claims/${claim._id}/moves`, {
    to: 'Approved',
    amountPaise: 900_00,
    reference: 'NB-PA-7781',
  });
  await desk('POST', `/api/claims/${claim._id}/documents`, {
    code: 'PAU',
    fileName: 'Approval letter.pdf',
    dataUrl: `data:application/pdf;base64,${approval.toString('base64')}`,
  });
  const summary = await as(['doctor'], 'PUT', `/api/admissions/${stay._id}/discharge-summary`, {
    diagnoses: [{ code: 'A97.0', description: 'Dengue without warning signs' }],
    course: 'Fever settled on fluids; platelets recovered.',
    condition: 'Recovered',
    advice: 'Plenty of fluids.',
  });
  if (summary.statusCode !== 200) throw new Error(`summary: ${summary.body}`);
  await as(['nurse'], 'POST', `/api/admissions/${stay._id}/initiate-discharge`);
  const bill = await desk('POST', `/api/billing/ip/${stay._id}/finalize`, {});
  if (bill.statusCode !== 201) throw new Error(`finalize: ${bill.body}`);
  return { stayId: stay._id, patientId, bill: bill.json<Bill>(), claim };
}
