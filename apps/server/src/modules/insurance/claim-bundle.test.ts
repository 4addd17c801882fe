import type { Bundle, Claim, Resource } from '@medplum/fhirtypes';
import { describe, expect, it } from 'vitest';
import { at, entries, fhirR4Problems, present, referencesIn } from '../../test/fhir-validate.ts';
import { CLAIM_BUNDLE_PROFILE, buildClaimBundle } from './claim-bundle.ts';
import type { ClaimBundleInput } from './claim-bundle.input.ts';
import required from './fixtures/claim-bundle-required.json' with { type: 'json' };

const input: ClaimBundleInput = {
  use: 'claim',
  number: 'IPB-2026-000042',
  createdAt: '2026-11-20T10:15:00.000Z',
  hospital: {
    name: 'Sunrise Multispeciality Hospital',
    address: '12 MG Road, Pune 411001',
    phone: '02026123456',
    rohiniId: '8900080123456',
    gstin: '27AAACS1234F1Z5',
  },
  payer: { name: 'Star Health', code: 'STAR', participantCode: '1000001234@hcx' },
  tpa: { name: 'Medi Assist TPA', code: 'MEDI', participantCode: '' },
  patient: {
    mrn: 'MRN-000123',
    name: 'Rajesh Kumar',
    gender: 'Male',
    birthDate: '1978-04-12',
    phone: '9876543210',
    address: 'Flat 4, Shivaji Nagar, Pune',
  },
  coverage: {
    policyNumber: 'P/2026/778',
    memberId: 'M-1',
    relation: 'Son',
    validFrom: '2026-04-01',
    validTo: '2027-03-31',
  },
  stay: {
    ipNumber: 'IP-2026-000042',
    admittedAt: '2026-11-16T09:00:00.000Z',
    dischargedAt: '2026-11-20T08:00:00.000Z',
    dischargeType: 'Normal',
    department: 'General Surgery',
  },
  doctor: { name: 'Dr. Sunil Rao', registrationNumber: 'MMC-2004-1234', qualification: 'MS (General Surgery)' },
  diagnoses: [
    { code: 'K80.2', description: 'Gallstones without cholecystitis' },
    { code: null, description: 'Obesity' },
  ],
  procedures: [
    {
      name: 'Laparoscopic cholecystectomy',
      performedAt: '2026-11-17T07:30:00.000Z',
      done: true,
      packageCode: 'LAPCHOLE',
    },
  ],
  items: [
    {
      description: 'Laparoscopic cholecystectomy package',
      section: 'Package',
      quantity: 1,
      unitPricePaise: 85_000_00,
      netPaise: 85_000_00,
    },
    {
      description: 'Mesh — excluded from package',
      section: 'Implants',
      quantity: 1,
      unitPricePaise: 6_500_50,
      netPaise: 6_500_50,
    },
  ],
  totalPaise: 91_500_50,
  preAuthRef: 'STAR-PA-99812',
  documents: [
    { code: 'HDS', title: 'Discharge summary', contentType: 'application/pdf', data: Buffer.from('%PDF-1.3\n%%EOF') },
  ],
};

describe('the FHIR claim bundle', () => {
  const bundle = buildClaimBundle(input);

  it('validates against the FHIR R4 base specification, the bundle and every entry', () => {
    expect(fhirR4Problems(bundle)).toEqual([]);
    for (const { resource } of entries(bundle))
      expect(fhirR4Problems(resource as Resource), resource?.resourceType).toEqual([]);
  });

  it('is a collection to the NRCeS ClaimBundle profile with the Claim first', () => {
    expect(bundle.type).toBe('collection');
    expect(bundle.meta?.profile).toEqual([CLAIM_BUNDLE_PROFILE]);
    expect(entries(bundle)[0]?.resource?.resourceType).toBe('Claim');
    expect(entries(bundle).map((e) => e.resource?.resourceType)).toEqual([
      'Claim',
      'Patient',
      'Organization',
      'Organization',
      'Organization',
      'Coverage',
      'Practitioner',
      'Encounter',
      'Condition',
      'Condition',
      'Procedure',
    ]);
  });

  it('resolves every reference inside the bundle, with unique full URLs', () => {
    const urls = entries(bundle).map((e) => e.fullUrl);
    expect(new Set(urls).size).toBe(urls.length);
    const refs = referencesIn(entries(bundle).map((e) => e.resource));
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(urls, ref).toContain(ref);
  });

  it('carries every element the profiles require (golden list)', () => {
    const need = required as unknown as Record<string, string[]>;
    for (const path of need.Bundle ?? []) expect(present(at(bundle, path)), `Bundle.${path}`).toBe(true);
    for (const { resource } of entries(bundle)) {
      const type = resource?.resourceType ?? '';
      expect(need[type], `no golden list for ${type}`).toBeDefined();
      for (const path of need[type] ?? []) expect(present(at(resource, path)), `${type}.${path}`).toBe(true);
    }
  });

  it('codes the claim: use, ICD-10 diagnoses, the pre-auth reference, amounts in rupees, papers as base64', () => {
    const claim = entries(bundle)[0]?.resource as Claim;
    expect(claim.use).toBe('claim');
    expect(claim.insurance?.[0]?.preAuthRef).toEqual(['STAR-PA-99812']);
    expect(claim.total).toEqual({ value: 91500.5, currency: 'INR' });
    expect(claim.item?.[1]?.net).toEqual({ value: 6500.5, currency: 'INR' });
    expect(claim.supportingInfo?.[0]?.valueAttachment?.data).toBe(Buffer.from('%PDF-1.3\n%%EOF').toString('base64'));
    const condition = entries(bundle).find((e) => e.resource?.resourceType === 'Condition')?.resource;
    expect(JSON.stringify(condition)).toContain('"system":"http://hl7.org/fhir/sid/icd-10","code":"K80.2"');
  });

  it('builds a pre-authorisation request with admitting diagnoses and a planned procedure', () => {
    const preauth = buildClaimBundle({
      ...input,
      use: 'preauthorization',
      stay: { ...input.stay, dischargedAt: null, dischargeType: null },
      procedures: [{ ...input.procedures[0]!, done: false, performedAt: null }],
      preAuthRef: null,
      documents: [],
    });
    expect(fhirR4Problems(preauth)).toEqual([]);
    const claim = entries(preauth)[0]?.resource as Claim;
    expect(claim.use).toBe('preauthorization');
    expect(claim.diagnosis?.[0]?.type?.[0]?.coding?.[0]?.code).toBe('admitting');
    expect(JSON.stringify(preauth)).toContain('"status":"preparation"');
  });

  it("uses only codes of HL7's code systems that exist (value sets are not checked by the validator)", () => {
    const T = 'http://terminology.hl7.org/CodeSystem/';
    const known: Record<string, string[]> = {
      [`${T}claim-type`]: ['institutional', 'oral', 'pharmacy', 'professional', 'vision'],
      [`${T}processpriority`]: ['stat', 'normal', 'deferred'],
      [`${T}subscriber-relationship`]: ['child', 'parent', 'spouse', 'common', 'other', 'self', 'injured'],
      [`${T}v3-ActCode`]: ['IMP', 'AMB', 'EMER', 'ACUTE', 'NONAC', 'SS', 'HH', 'VR', 'OBSENC', 'PRENC', 'FLD'],
      [`${T}condition-category`]: ['problem-list-item', 'encounter-diagnosis'],
      [`${T}claiminformationcategory`]: [
        'info',
        'discharge',
        'onset',
        'related',
        'exception',
        'material',
        'attachment',
        'missingtooth',
        'prosthesis',
        'other',
        'hospitalized',
        'employmentimpacted',
        'externalcause',
        'patientreasonforvisit',
      ],
      [`${T}claimcareteamrole`]: ['primary', 'assist', 'supervisor', 'other'],
      [`${T}ex-diagnosistype`]: [
        'admitting',
        'clinical',
        'differential',
        'discharge',
        'laboratory',
        'nursing',
        'prenatal',
        'principal',
        'radiology',
        'remote',
        'retrospective',
        'self',
      ],
      [`${T}organization-type`]: [
        'prov',
        'dept',
        'team',
        'govt',
        'ins',
        'pay',
        'edu',
        'reli',
        'crs',
        'cg',
        'bus',
        'other',
      ],
      [`${T}v2-0203`]: ['MR', 'PRN', 'TAX', 'VN', 'MD'],
      [`${T}v3-Confidentiality`]: ['U', 'L', 'M', 'N', 'R', 'V'],
    };
    type Coding = { system?: string; code?: string };
    const codings = (v: unknown): Coding[] => {
      if (Array.isArray(v)) return (v as unknown[]).flatMap(codings);
      if (!v || typeof v !== 'object') return [];
      return Object.entries(v).flatMap(([k, x]) => (k === 'coding' && Array.isArray(x) ? (x as Coding[]) : codings(x)));
    };
    const hl7 = [...codings(bundle), ...(bundle.meta?.security ?? [])].filter((c) => c.system?.startsWith(T));
    expect(hl7.length).toBeGreaterThan(10);
    for (const c of hl7) expect(known[c.system ?? ''], `${c.system}`).toContain(c.code);
    expect(['document', 'message', 'transaction', 'collection']).toContain(bundle.type);
  });

  it('is the same bundle for the same input (golden fixture)', async () => {
    expect(JSON.stringify(buildClaimBundle(input))).toBe(JSON.stringify(bundle));
    await expect(JSON.stringify(bundle, null, 2)).toMatchFileSnapshot('./fixtures/claim-bundle.golden.json');
  });

  it('is caught by the validator when broken (the check can fail)', () => {
    const { patient, ...claim } = entries(bundle)[0]?.resource as Claim;
    expect(patient).toBeDefined();
    expect(fhirR4Problems(claim as Claim).join()).toMatch(/Claim\.patient/);
    const nested = { ...bundle, entry: [{ resource: claim }, ...entries(bundle).slice(1)] } as Bundle;
    expect(fhirR4Problems(nested).join()).toMatch(/entry\[0\]\.resource\.patient|Claim\.patient/);
    expect(fhirR4Problems({ ...bundle, timestamp: 'yesterday' }).join()).toMatch(/timestamp/);
  });
});
