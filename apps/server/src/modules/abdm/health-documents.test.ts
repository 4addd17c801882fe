import type { Bundle, Composition, MedicationRequest, Patient } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { at, entries, fhirR4Problems, present, referencesIn } from '../../test/fhir-validate.ts';
import { DOCUMENT_BUNDLE_PROFILE, DOCUMENT_TYPES, type DocumentType } from './document-bundle.ts';
import required from './fixtures/health-documents-required.json' with { type: 'json' };
import { dischargeSummary, imagingReport, invoice, labReport, opConsult } from './health-documents-fixtures.ts';
import {
  diagnosticReportRecord,
  dischargeSummaryRecord,
  invoiceRecord,
  opConsultRecord,
  prescriptionRecord,
} from './health-documents.ts';

const BUILDERS: [DocumentType | 'DiagnosticReportRecord (imaging)', () => Bundle][] = [
  ['OPConsultRecord', () => opConsultRecord(opConsult)],
  ['PrescriptionRecord', () => prescriptionRecord(opConsult)],
  ['DiagnosticReportRecord', () => diagnosticReportRecord(labReport)],
  ['DiagnosticReportRecord (imaging)', () => diagnosticReportRecord(imagingReport)],
  ['DischargeSummaryRecord', () => dischargeSummaryRecord(dischargeSummary)],
  ['InvoiceRecord', () => invoiceRecord(invoice)],
];

describe.each(BUILDERS)('the %s bundle', (name, build) => {
  const bundle = build();
  const type = name.split(' ')[0] as DocumentType;
  const composition = entries(bundle)[0]?.resource as Composition;

  it('validates against the FHIR R4 base specification, the bundle and every entry', () => {
    expect(fhirR4Problems(bundle)).toEqual([]);
    for (const { resource } of entries(bundle)) expect(fhirR4Problems(resource!), resource?.resourceType).toEqual([]);
  });

  it('is a document with the Composition first, typed by its SNOMED CT code and signed', () => {
    expect(bundle.type).toBe('document');
    expect(bundle.meta?.profile).toEqual([DOCUMENT_BUNDLE_PROFILE]);
    expect(composition.resourceType).toBe('Composition');
    expect(composition.meta?.profile).toEqual([`https://nrces.in/ndhm/fhir/r4/StructureDefinition/${type}`]);
    const code = DOCUMENT_TYPES[type].code;
    if (code) expect(composition.type.coding?.[0]).toMatchObject({ system: 'http://snomed.info/sct', code });
    else expect(composition.type.text).toBe('Invoice Record');
    const author = entries(bundle).find((e) => e.resource?.resourceType === 'Practitioner');
    expect(composition.attester).toEqual([
      { mode: 'legal', time: composition.date, party: { reference: author?.fullUrl } },
    ]);
    expect(composition.section?.length).toBeGreaterThan(0);
  });

  it('resolves every reference inside the bundle, with unique full URLs', () => {
    const urls = entries(bundle).map((e) => e.fullUrl);
    expect(new Set(urls).size).toBe(urls.length);
    for (const ref of referencesIn(entries(bundle).map((e) => e.resource))) expect(urls, ref).toContain(ref);
    // Every resource is listed by a section or referred to: nothing rides along unexplained.
    const referred = new Set(referencesIn(entries(bundle).map((e) => e.resource)));
    for (const { fullUrl, resource } of entries(bundle).slice(1))
      expect(referred.has(fullUrl!), resource?.resourceType).toBe(true);
  });

  it('carries every element the profiles require, and a readable narrative on each resource', () => {
    const need = required as unknown as Record<string, string[]>;
    for (const path of need.Bundle ?? []) expect(present(at(bundle, path)), `Bundle.${path}`).toBe(true);
    for (const { resource } of entries(bundle)) {
      const kind = resource?.resourceType ?? '';
      expect(need[kind], `no golden list for ${kind}`).toBeDefined();
      for (const path of need[kind] ?? []) expect(present(at(resource, path)), `${kind}.${path}`).toBe(true);
      expect((resource as { text?: { div?: string } }).text?.div).toMatch(
        /^<div xmlns="http:\/\/www\.w3\.org\/1999\/xhtml">.+<\/div>$/,
      );
    }
  });

  it('names the patient by MRN, ABHA number and ABHA address', () => {
    const patient = entries(bundle).find((e) => e.resource?.resourceType === 'Patient')?.resource as Patient;
    const ids = patient.identifier?.map((i) => `${i.type?.coding?.[0]?.code}|${i.system}|${i.value}`);
    expect(ids).toEqual([
      'MR|urn:clinic:mrn|MRN-000123',
      'HIN|https://healthid.abdm.gov.in|91-7561-4088-8857',
      'MR|https://healthid.ndhm.gov.in|91-7561-4088-8857',
      'ABHA|https://healthid.abdm.gov.in/abha-address|meena.iyer@sbx',
    ]);
  });

  it('is the same bundle every time it is built from the same record', () => {
    expect(JSON.stringify(build())).toBe(JSON.stringify(bundle));
  });
});

describe('the clinical content', () => {
  it('codes diagnoses in ICD-10 and medicines by the hospital drug, with the dosage written out', () => {
    const bundle = opConsultRecord(opConsult);
    const json = JSON.stringify(bundle);
    expect(json).toContain('"system":"http://hl7.org/fhir/sid/icd-10","code":"J06.9"');
    const request = entries(bundle).find((e) => e.resource?.resourceType === 'MedicationRequest')
      ?.resource as MedicationRequest;
    expect(request.medicationCodeableConcept?.coding?.[0]).toEqual({
      system: 'urn:clinic:drug',
      code: opConsult.medications[0]!.drugId,
      display: 'Paracetamol 500 mg tablet',
    });
    expect(request.dosageInstruction?.[0]?.text).toBe('1 tablet, TDS, for 5 days, Oral, After food');
    expect(request.reasonCode?.[0]?.coding?.[0]?.code).toBe('J06.9');
    // Text is escaped into the narrative, never taken as markup.
    expect(json).toContain('Myalgia &lt;viral&gt;');
  });

  it('reports lab results as quantities with their flags, and text results as text', () => {
    const observations = entries(diagnosticReportRecord(labReport))
      .map((e) => e.resource)
      .filter((r) => r?.resourceType === 'Observation');
    expect(observations.map((o) => JSON.stringify(o))).toEqual([
      expect.stringContaining('"valueQuantity":{"value":10.9,"unit":"g/dL"}'),
      expect.stringContaining('"valueQuantity":{"value":2.1'),
      expect.stringContaining('"valueString":"Normocytic normochromic"'),
    ]);
    expect(JSON.stringify(observations[0])).toContain('"code":"L","display":"Low"');
  });

  it('prices invoice lines in rupees with GST as a tax component', () => {
    const json = JSON.stringify(invoiceRecord(invoice));
    expect(json).toContain('"totalGross":{"value":530,"currency":"INR"}');
    expect(json).toContain('{"type":"tax","amount":{"value":3.21,"currency":"INR"}}');
  });
});
