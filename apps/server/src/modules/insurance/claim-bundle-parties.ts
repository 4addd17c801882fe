import type { Coverage, Encounter, Organization, Patient, Practitioner } from '@medplum/fhirtypes';
import { GENDER_CODES, identifier, narrative, NRCES, stableUuid } from '../../lib/fhir/fhir-basics.ts';
import type { ClaimBundleInput } from './claim-bundle.input.ts';

export { narrative, NRCES, urn } from '../../lib/fhir/fhir-basics.ts';

/**
 * Identifier systems. The national registries' are the ones NRCeS examples use; the hospital's own
 * numbers (MRN, IP number, bill) sit under a `urn:` of ours, as no national system names them.
 */
export const SYSTEMS = {
  rohini: 'https://rohini.iib.gov.in',
  gstin: 'https://www.gst.gov.in/gstin',
  participant: 'https://nhcx.abdm.gov.in/participant-code',
  payerCode: 'urn:clinic:payer-code',
  hospital: 'urn:clinic:hospital',
  mrn: 'urn:clinic:mrn',
  ipNumber: 'urn:clinic:ip-number',
  claim: 'urn:clinic:claim',
  policy: 'urn:clinic:policy-number',
  registration: 'urn:clinic:medical-council-registration',
} as const;

/**
 * A resource's id, the same every time for the same claim and part: the bundle is a pure function
 * of its input, so a re-download is byte-for-byte the same and a golden test can hold it.
 */
export function stableId(input: ClaimBundleInput, part: string): string {
  // The hospital is in the hash: bill numbers repeat from one hospital to the next.
  const h = input.hospital;
  return stableUuid(`${h.rohiniId ?? h.gstin ?? h.name}`, input.use, input.number, part);
}

export function patientOf(input: ClaimBundleInput, id: string): Patient {
  const p = input.patient;
  return {
    resourceType: 'Patient',
    id,
    meta: { profile: [`${NRCES}/Patient`] },
    text: narrative(`${p.name}, ${p.gender}, MRN ${p.mrn}`),
    identifier: [identifier(SYSTEMS.mrn, p.mrn, 'MR', 'Medical record number')],
    name: [{ text: p.name }],
    gender: GENDER_CODES[p.gender] ?? 'unknown',
    ...(p.birthDate ? { birthDate: p.birthDate } : {}),
    ...(p.phone ? { telecom: [{ system: 'phone', value: p.phone, use: 'mobile' }] } : {}),
    ...(p.address ? { address: [{ text: p.address, country: 'IN' }] } : {}),
  };
}

export function hospitalOf(input: ClaimBundleInput, id: string): Organization {
  const h = input.hospital;
  const registered = [
    ...(h.rohiniId ? [identifier(SYSTEMS.rohini, h.rohiniId, 'PRN', 'Provider number')] : []),
    ...(h.gstin ? [identifier(SYSTEMS.gstin, h.gstin, 'TAX', 'Tax ID number')] : []),
  ];
  // The profile wants an identifier; a hospital with neither number set is known by its name.
  const ids = registered.length > 0 ? registered : [identifier(SYSTEMS.hospital, h.name)];
  return {
    resourceType: 'Organization',
    id,
    meta: { profile: [`${NRCES}/Organization`] },
    text: narrative(`${h.name}${h.rohiniId ? `, Rohini ID ${h.rohiniId}` : ''}`),
    identifier: ids,
    name: h.name,
    type: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/organization-type',
            code: 'prov',
            display: 'Healthcare Provider',
          },
        ],
      },
    ],
    ...(h.phone ? { telecom: [{ system: 'phone', value: h.phone }] } : {}),
    ...(h.address ? { address: [{ text: h.address, country: 'IN' }] } : {}),
  };
}

export function payerOf(party: NonNullable<ClaimBundleInput['tpa']>, id: string, kind: 'ins' | 'pay'): Organization {
  return {
    resourceType: 'Organization',
    id,
    meta: { profile: [`${NRCES}/Organization`] },
    text: narrative(`${party.name} (${kind === 'ins' ? 'payer' : 'third-party administrator'})`),
    // Only a real participant code goes under the exchange's system; else the hospital's own code.
    identifier: [
      party.participantCode
        ? identifier(SYSTEMS.participant, party.participantCode)
        : identifier(SYSTEMS.payerCode, party.code),
    ],
    name: party.name,
    type: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/organization-type',
            code: kind,
            display: kind === 'ins' ? 'Insurance Company' : 'Payer',
          },
        ],
      },
    ],
  };
}

const RELATIONSHIP: Record<string, string> = {
  Self: 'self',
  Spouse: 'spouse',
  Son: 'child',
  Daughter: 'child',
  Father: 'parent',
  Mother: 'parent',
  Other: 'other',
};

export function coverageOf(input: ClaimBundleInput, id: string, refs: { patient: string; payer: string }): Coverage {
  const c = input.coverage;
  const code = RELATIONSHIP[c.relation] ?? 'other';
  return {
    resourceType: 'Coverage',
    id,
    meta: { profile: [`${NRCES}/Coverage`] },
    text: narrative(`Policy ${c.policyNumber} with ${input.payer.name}, ${c.validFrom} to ${c.validTo}`),
    identifier: [identifier(SYSTEMS.policy, c.policyNumber || c.memberId)],
    status: 'active',
    subscriberId: c.memberId || c.policyNumber,
    beneficiary: { reference: refs.patient },
    relationship: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/subscriber-relationship', code }] },
    period: { start: c.validFrom, end: c.validTo },
    payor: [{ reference: refs.payer }],
  };
}

export function encounterOf(
  input: ClaimBundleInput,
  id: string,
  refs: { patient: string; hospital: string },
): Encounter {
  const s = input.stay;
  return {
    resourceType: 'Encounter',
    id,
    meta: { profile: [`${NRCES}/Encounter`] },
    text: narrative(
      `In-patient stay ${s.ipNumber}, ${s.department}, from ${s.admittedAt}${s.dischargedAt ? ` to ${s.dischargedAt}` : ''}`,
    ),
    identifier: [identifier(SYSTEMS.ipNumber, s.ipNumber, 'VN', 'Visit number')],
    status: s.dischargedAt ? 'finished' : 'in-progress',
    class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'IMP', display: 'inpatient encounter' },
    subject: { reference: refs.patient },
    period: { start: s.admittedAt, ...(s.dischargedAt ? { end: s.dischargedAt } : {}) },
    serviceProvider: { reference: refs.hospital },
    ...(s.dischargeType ? { hospitalization: { dischargeDisposition: { text: s.dischargeType } } } : {}),
  };
}

export function practitionerOf(doctor: NonNullable<ClaimBundleInput['doctor']>, id: string): Practitioner {
  return {
    resourceType: 'Practitioner',
    id,
    meta: { profile: [`${NRCES}/Practitioner`] },
    text: narrative(`${doctor.name}${doctor.qualification ? `, ${doctor.qualification}` : ''}`),
    ...(doctor.registrationNumber
      ? { identifier: [identifier(SYSTEMS.registration, doctor.registrationNumber, 'MD', 'Medical License number')] }
      : {}),
    name: [{ text: doctor.name }],
    ...(doctor.qualification ? { qualification: [{ code: { text: doctor.qualification } }] } : {}),
  };
}
