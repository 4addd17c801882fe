import type { Bundle, Composition, Patient as FhirPatient, Resource } from '@medplum/fhirtypes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../app.ts';
import { seedDemo } from '../../seed/seed-demo.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { fhirR4Problems, referencesIn } from '../../test/fhir-validate.ts';
import { DOCUMENT_TYPES } from './document-bundle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(createServices(t.database.db));
}, 120_000);
afterAll(() => t.close());

type Context = { kind: string; id: string; label: string; documents: (keyof typeof DOCUMENT_TYPES)[] };
const asAdmin = (url: string) => t.injectAs(['clinicAdmin'], { method: 'GET', url });

async function demoPatients(): Promise<{ id: string; mrn: string }[]> {
  const rows = await t.database.db.execute(sql`select id, mrn from patients order by mrn_seq`);
  return rows.rows as { id: string; mrn: string }[];
}

describe('the demo patients’ health records as ABDM documents', () => {
  it('lists each care context with its documents, and every document validates as a FHIR R4 document', async () => {
    const made = new Set<string>();
    for (const patient of await demoPatients()) {
      const list = await asAdmin(`/api/patients/${patient.id}/health-records`);
      expect(list.statusCode).toBe(200);
      for (const context of list.json<{ contexts: Context[] }>().contexts) {
        for (const type of context.documents) {
          const res = await asAdmin(`/api/patients/${patient.id}/health-records/${context.kind}/${context.id}/${type}`);
          expect(res.statusCode, `${patient.mrn} ${context.label} ${type}`).toBe(200);
          expect(res.headers['content-type']).toContain('application/fhir+json');
          const bundle = res.json<Bundle>();
          expect(fhirR4Problems(bundle), `${patient.mrn} ${context.label} ${type}`).toEqual([]);
          const entries = (bundle.entry ?? []) as { fullUrl: string; resource: Resource }[];
          const composition = entries[0]?.resource as Composition;
          expect(composition.meta?.profile?.[0]).toMatch(new RegExp(`/${type}$`));
          const code = DOCUMENT_TYPES[type].code;
          if (code) expect(composition.type.coding?.[0]?.code).toBe(code);
          const urls = entries.map((e) => e.fullUrl);
          for (const ref of referencesIn(entries.map((e) => e.resource))) expect(urls).toContain(ref);
          made.add(`${context.kind}:${type}`);
        }
      }
    }
    expect([...made].sort()).toEqual([
      'bill:InvoiceRecord',
      'lab-order:DiagnosticReportRecord',
      'op-visit:OPConsultRecord',
      'op-visit:PrescriptionRecord',
      'radiology-study:DiagnosticReportRecord',
      'stay:DischargeSummaryRecord',
    ]);
  }, 120_000);

  it('names the patient by ABHA number and address, and audits the download', async () => {
    const [asha] = await demoPatients();
    const list = (await asAdmin(`/api/patients/${asha!.id}/health-records`)).json<{ contexts: Context[] }>();
    const context = list.contexts.find((c) => c.documents.length > 0)!;
    // The first test downloaded every document of hers too: this one's audit is what comes after.
    const before = await t.database.db.execute(sql`select coalesce(max(id), 0)::int as last from audit_log`);
    const last = (before.rows[0] as { last: number }).last;
    const res = await asAdmin(
      `/api/patients/${asha!.id}/health-records/${context.kind}/${context.id}/${context.documents[0]}`,
    );
    const patient = res.json<Bundle>().entry?.find((e) => e.resource?.resourceType === 'Patient')
      ?.resource as FhirPatient;
    expect(patient.identifier?.map((i) => i.value)).toEqual(
      expect.arrayContaining(['91-0022-4466-8808', 'asha.kulkarni@sbx']),
    );
    const audit = await t.database.db.execute(
      sql`select action, summary from audit_log where entity_id = ${asha!.id} and action = 'export' and id > ${last}`,
    );
    expect(audit.rows).toEqual([
      { action: 'export', summary: `Downloaded the ${context.documents[0]} of ${context.kind} ${context.id} (FHIR)` },
    ]);
  });

  it('refuses a document the care context does not have, another patient’s record, and bad ids', async () => {
    const [asha, ravi] = await demoPatients();
    const contexts = (await asAdmin(`/api/patients/${asha!.id}/health-records`)).json<{ contexts: Context[] }>()
      .contexts;
    const bill = contexts.find((c) => c.kind === 'bill');
    expect(bill).toBeDefined();
    const wrongType = await asAdmin(`/api/patients/${asha!.id}/health-records/bill/${bill!.id}/DischargeSummaryRecord`);
    expect(wrongType.statusCode).toBe(404);
    const otherPatient = await asAdmin(`/api/patients/${ravi!.id}/health-records/bill/${bill!.id}/InvoiceRecord`);
    expect(otherPatient.statusCode).toBe(404);
    const unknown = await asAdmin(`/api/patients/${asha!.id}/health-records/bill/${crypto.randomUUID()}/InvoiceRecord`);
    expect(unknown.statusCode).toBe(404);
    const badType = await asAdmin(`/api/patients/${asha!.id}/health-records/bill/${bill!.id}/Pdf`);
    expect(badType.statusCode).toBe(400);
  });

  it('is for those who may share records: reception may not, a doctor may', async () => {
    const [asha] = await demoPatients();
    const reception = await t.injectAs(['reception'], {
      method: 'GET',
      url: `/api/patients/${asha!.id}/health-records`,
    });
    expect(reception.statusCode).toBe(403);
    const doctor = await t.injectAs(['doctor'], { method: 'GET', url: `/api/patients/${asha!.id}/health-records` });
    expect(doctor.statusCode).toBe(200);
  });
});
