import type { Role } from '@clinic/shared/auth';
import type { Bill } from '@clinic/shared/billing';
import type { Bundle, Claim, Condition } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fhirR4Problems } from '../../test/fhir-validate.ts';
import { admitBody, newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';
import { approval, insuredStay, type InsuredStay } from './claim-file-fixtures.ts';
import { NO_PAYER_SHARE, fileSafe } from './claim-file.service.ts';

let t: TestApp;
let h: Hospital;
let insured: InsuredStay;

type Method = 'GET' | 'POST' | 'PUT';
const as = (roles: Role[], method: Method, url: string, payload?: object) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() } });
const desk = (method: Method, url: string, payload?: object) => as(['billing'], method, url, payload);
const messageOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t, ' CF');
  insured = await insuredStay(t, h);
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

  it("builds the stay's cashless request as a FHIR pre-authorisation, valid against FHIR R4", async () => {
    const res = await desk('GET', `/api/claims/${insured.claim._id}/bundle`);
    expect(res.statusCode).toBe(200);
    const bundle = res.json<Bundle>();
    expect(fhirR4Problems(bundle)).toEqual([]);
    const claim = bundle.entry?.[0]?.resource as Claim;
    expect(claim.use).toBe('preauthorization');
    expect(claim.item?.map((i) => [i.productOrService?.text, i.net?.value])).toEqual([['Room rent', 1000]]);
    expect(claim.total).toEqual({ value: 1000, currency: 'INR' });
    // The claim case's attached approval letter rides along.
    expect(claim.supportingInfo?.map((i) => i.code?.coding?.[0]?.code)).toEqual(['PAU']);
    expect((await desk('GET', `/api/claims/${randomUUID()}/bundle`)).statusCode).toBe(404);
    expect((await as(['nurse'], 'GET', `/api/claims/${insured.claim._id}/bundle`)).statusCode).toBe(403);
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
    expect((await desk('GET', '/api/bills/nope/claim-bundle')).statusCode).toBe(400);
    expect((await desk('GET', '/api/claims/nope/bundle')).statusCode).toBe(400);
  });

  it('is for the billing desk only: nurses, doctors and reception get 403', async () => {
    for (const role of ['nurse', 'doctor', 'reception'] as Role[]) {
      expect((await as([role], 'GET', `/api/bills/${insured.bill._id}/claim-file`)).statusCode, role).toBe(403);
      expect((await as([role], 'GET', `/api/bills/${insured.bill._id}/claim-bundle`)).statusCode, role).toBe(403);
    }
  });
});
