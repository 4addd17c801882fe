import type { AdmissionDetail } from '@clinic/shared/admissions';
import type { Role } from '@clinic/shared/auth';
import {
  DOCUMENT_TOO_LARGE,
  DOCUMENT_WRONG_TYPE,
  type ClaimCase,
  type ClaimDocument,
  type ClaimDocuments,
  type Coverage,
  type Payer,
} from '@clinic/shared/insurance';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admitBody, newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';
import { contentDisposition } from './claim-documents.routes.ts';

let t: TestApp;
let h: Hospital;
let claim: ClaimCase;
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t, ' D');
  const payer = (
    await as(['billing'], 'POST', '/api/payers', {
      name: 'Niva Bupa',
      kind: 'Insurer',
      code: 'NIVA',
      requiredDocuments: ['HDS', 'INV', 'PAU'],
    })
  ).json<Payer>();
  const patientId = await newPatient(t, 'Papers');
  const year = Number(clinicNow('Asia/Kolkata').date.slice(0, 4));
  const cover = (
    await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, {
      payerId: payer._id,
      policyNumber: 'NB-1',
      validFrom: `${year - 1}-01-01`,
      validTo: `${year + 1}-12-31`,
    })
  ).json<Coverage>();
  const stay = (
    await as(['reception'], 'POST', '/api/admissions', { ...admitBody(h, patientId, h.beds.g1), coverageId: cover._id })
  ).json<AdmissionDetail>();
  claim = (
    await as(['billing'], 'POST', `/api/admissions/${stay._id}/claims`, {
      provisionalDiagnosis: 'Dengue fever',
      estimate: { roomPaise: 10_000_00 },
    })
  ).json<ClaimCase>();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const as = (roles: Role[], method: Method, url: string, payload?: object) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() } });
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const attach = (body: object, roles: Role[] = ['billing']) =>
  as(roles, 'POST', `/api/claims/${claim._id}/documents`, body);

describe("a claim's papers", () => {
  it('names a download so any file name survives the header', () => {
    expect(contentDisposition("Dr. D'Souza (OT) नोट*.pdf")).toBe(
      `attachment; filename="Dr. D'Souza (OT) ___*.pdf"; filename*=UTF-8''Dr.%20D%27Souza%20%28OT%29%20%E0%A4%A8%E0%A5%8B%E0%A4%9F%2A.pdf`,
    );
    expect(contentDisposition('a"b\\c.pdf')).toBe(`attachment; filename="a_b_c.pdf"; filename*=UTF-8''a%22b%5Cc.pdf`);
  });

  it('attaches a paper with its code, lists what the payer still needs, and gives it back byte for byte', async () => {
    const before = (await as(['billing'], 'GET', `/api/claims/${claim._id}/documents`)).json<ClaimDocuments>();
    expect(before).toEqual({ documents: [], required: ['HDS', 'INV', 'PAU'], missing: ['HDS', 'INV', 'PAU'] });
    const added = await attach({
      code: 'PAU',
      fileName: 'Approval letter 27-11.pdf',
      dataUrl: dataUrl('application/pdf', pdf),
    });
    expect(added.statusCode).toBe(201);
    const doc = added.json<ClaimDocument>();
    expect(doc).toMatchObject({ code: 'PAU', contentType: 'application/pdf', sizeBytes: pdf.length });
    const after = (await as(['billing'], 'GET', `/api/claims/${claim._id}/documents`)).json<ClaimDocuments>();
    expect(after.missing).toEqual(['HDS', 'INV']);
    expect(after.documents.map((d) => d.fileName)).toEqual(['Approval letter 27-11.pdf']);

    const file = await as(['billing'], 'GET', `/api/claim-documents/${doc._id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Approval letter 27-11.pdf"; filename*=UTF-8''Approval%20letter%2027-11.pdf`,
    );
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const audited = await t.database.db.execute<{ summary: string }>(
      sql`select summary from audit_log where action = 'view' and summary like 'Opened paper PAU%'`,
    );
    expect(audited.rows).toHaveLength(1);
  });

  it('refuses a file that is not what it says, another type, an empty code, and one over 10 MB', async () => {
    const fields = async (body: object) =>
      (await attach(body)).json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(await fields({ code: 'DIA', fileName: 'cbc.pdf', dataUrl: dataUrl('application/pdf', png) })).toEqual({
      dataUrl: DOCUMENT_WRONG_TYPE,
    });
    expect(await fields({ code: 'DIA', fileName: 'cbc.txt', dataUrl: dataUrl('text/plain', pdf) })).toEqual({
      dataUrl: DOCUMENT_WRONG_TYPE,
    });
    expect(await fields({ code: 'XYZ', fileName: 'x.pdf', dataUrl: dataUrl('application/pdf', pdf) })).toEqual({
      code: 'Choose what the document is',
    });
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await attach({ code: 'MB', fileName: 'bills.pdf', dataUrl: dataUrl('application/pdf', big) });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ error: { message: DOCUMENT_TOO_LARGE } });
    const listed = (await as(['billing'], 'GET', `/api/claims/${claim._id}/documents`)).json<ClaimDocuments>();
    expect(listed.documents.map((d) => d.code)).toEqual(['PAU']);
  });

  it('keeps papers to the billing desk', async () => {
    for (const role of ['reception', 'doctor', 'nurse'] as Role[]) {
      expect((await as([role], 'GET', `/api/claims/${claim._id}/documents`)).statusCode).toBe(403);
      expect(
        (await attach({ code: 'HDS', fileName: 'x.pdf', dataUrl: dataUrl('application/pdf', pdf) }, [role])).statusCode,
      ).toBe(403);
    }
    const listed = (await as(['billing'], 'GET', `/api/claims/${claim._id}/documents`)).json<ClaimDocuments>();
    expect((await as(['nurse'], 'GET', `/api/claim-documents/${listed.documents[0]?._id}/file`)).statusCode).toBe(403);
  });
});
