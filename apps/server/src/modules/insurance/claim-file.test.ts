import type { Role } from '@clinic/shared/auth';
import type { Bill } from '@clinic/shared/billing';
import type { ClaimCase, Coverage, Payer } from '@clinic/shared/insurance';
import type { Bundle, Claim, Condition } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fhirR4Problems } from '../../test/fhir-validate.ts';
import { admitBody, newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';
import { NO_PAYER_SHARE, fileSafe } from './claim-file.service.ts';

let t: TestApp;
let h: Hospital;
let insured: { stayId: string; patientId: string; bill: Bill; claim: ClaimCase };
const approval = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Method = 'GET' | 'POST' | 'PUT';
const as = (roles: Role[], method: Method, url: string, payload?: object) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() } });
const desk = (method: Method, url: string, payload?: object) => as(['billing'], method, url, payload);
const year = Number(clinicNow('Asia/Kolkata').date.slice(0, 4));
const messageOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

/** An insured dengue stay, finally approved with the payer's reference, summarised by the doctor and billed. */
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t, ' CF');
  const insurer = (
    await desk('POST', '/api/payers', {
      name: 'Niva Bupa',
      kind: 'Insurer',
      code: 'NIVA',
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
    await as(['reception'], 'POST', '/api/admissions', { ...admitBody(h, patientId, h.beds.g1), coverageId: cover._id })
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
  insured = { stayId: stay._id, patientId, bill: bill.json<Bill>(), claim };
});
afterAll(() => t.close());

function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}

describe('the claim file of a payer bill', () => {
  it('zips the final bill, discharge summary, reports, pharmacy bill and pre-auth as PDFs, the attached papers and the FHIR claim', async () => {
    const { bill } = insured;
    const res = await desk('GET', `/api/bills/${bill._id}/claim-file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(`claim-file-${fileSafe(bill.number)}.zip`);
    const files = await unzip(res.rawPayload);
    expect(bill.number).toContain('/');
    expect([...files.keys()]).toEqual([
      `01-final-bill-${fileSafe(bill.number)}.pdf`,
      '02-discharge-summary.pdf',
      '03-lab-reports.pdf',
      '04-radiology-reports.pdf',
      '05-pharmacy-bill.pdf',
      `06-pre-authorisation-${fileSafe(insured.claim.number)}.pdf`,
      'attachments/01-PAU-Approval letter.pdf',
      'claim-bundle.json',
    ]);
    for (const [name, data] of files)
      if (name.endsWith('.pdf') && !name.startsWith('attachments/'))
        expect(data.subarray(0, 5).toString(), name).toBe('%PDF-');
    expect(files.get('attachments/01-PAU-Approval letter.pdf')).toEqual(approval);

    const bundle = JSON.parse(files.get('claim-bundle.json')?.toString() ?? '{}') as Bundle;
    expect(fhirR4Problems(bundle)).toEqual([]);
    const claim = bundle.entry?.[0]?.resource as Claim;
    expect(claim.use).toBe('claim');
    expect(claim.insurance?.[0]?.preAuthRef).toEqual(['NB-PA-7781']);
    expect(claim.total?.value).toBe(bill.lines.reduce((s, l) => s + l.totalPaise, 0) / 100);
    expect(claim.item).toHaveLength(bill.lines.length);
    // Every PDF in the zip rides in the claim too, byte for byte, with its exchange code.
    expect(claim.supportingInfo?.map((s) => s.code?.coding?.[0]?.code)).toEqual([
      'INV',
      'HDS',
      'DIA',
      'RAD',
      'MB',
      'FCF',
      'PAU',
    ]);
    expect(claim.supportingInfo?.[1]?.valueAttachment?.data).toBe(
      files.get('02-discharge-summary.pdf')?.toString('base64'),
    );
    const condition = bundle.entry?.find((e) => e.resource?.resourceType === 'Condition')?.resource as Condition;
    expect(condition.code?.coding?.[0]).toMatchObject({ system: 'http://hl7.org/fhir/sid/icd-10', code: 'A97.0' });
    expect(JSON.stringify(bundle)).toContain('"value":"1000004321@hcx"');

    const audit = await t.database.db.execute(
      sql`select summary from audit_log where entity_id = ${insured.patientId} and summary like 'Downloaded the claim file%'`,
    );
    expect(audit.rows).toEqual([{ summary: `Downloaded the claim file of bill ${bill.number}` }]);
  });

  it('gives the FHIR claim bundle alone, valid against FHIR R4', async () => {
    const res = await desk('GET', `/api/bills/${insured.bill._id}/claim-bundle`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/fhir+json');
    const bundle = res.json<Bundle>();
    expect(bundle.type).toBe('collection');
    expect(fhirR4Problems(bundle)).toEqual([]);
  });

  it('refuses a bill with no payer share (422), an unknown bill (404) and a bad id (400)', async () => {
    const patientId = await newPatient(t, 'Selfpay');
    const stay = (await as(['reception'], 'POST', '/api/admissions', admitBody(h, patientId, h.beds.g2))).json<{
      _id: string;
    }>();
    await as(['nurse'], 'POST', `/api/admissions/${stay._id}/initiate-discharge`);
    const own = (await desk('POST', `/api/billing/ip/${stay._id}/finalize`, {})).json<Bill>();
    const self = await desk('GET', `/api/bills/${own._id}/claim-file`);
    expect(self.statusCode).toBe(422);
    expect(messageOf(self)).toBe(NO_PAYER_SHARE);
    const unknown = await desk('GET', `/api/bills/${randomUUID()}/claim-bundle`);
    expect(unknown.statusCode).toBe(404);
    expect((await desk('GET', '/api/bills/nope/claim-file')).statusCode).toBe(400);
  });

  it('is for the billing desk only: nurses, doctors and reception get 403', async () => {
    for (const role of ['nurse', 'doctor', 'reception'] as Role[]) {
      expect((await as([role], 'GET', `/api/bills/${insured.bill._id}/claim-file`)).statusCode, role).toBe(403);
      expect((await as([role], 'GET', `/api/bills/${insured.bill._id}/claim-bundle`)).statusCode, role).toBe(403);
    }
  });
});
