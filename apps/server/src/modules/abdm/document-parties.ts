import type { Encounter, Organization, Patient, Practitioner } from '@medplum/fhirtypes';
import { GENDER_CODES, identifier, narrative, NRCES, stableUuid } from '../../lib/fhir/fhir-basics.ts';
import type { DocumentParties, CareContextRef } from './health-document.input.ts';

/** Identifier systems: the national registries' as NRCeS examples use them; our own numbers under `urn:clinic:`. */
export const SYSTEMS = {
  abhaNumber: 'https://healthid.abdm.gov.in',
  /** The system the NRCeS examples put the ABHA number under (typed MR); sent as well until a receiver says which it reads. */
  healthId: 'https://healthid.ndhm.gov.in',
  abhaAddress: 'https://healthid.abdm.gov.in/abha-address',
  ndhmIdentifierType: 'https://nrces.in/ndhm/fhir/r4/CodeSystem/ndhm-identifier-type-code',
  hfr: 'https://facility.ndhm.gov.in',
  gstin: 'https://www.gst.gov.in/gstin',
  hospital: 'urn:clinic:hospital',
  mrn: 'urn:clinic:mrn',
  careContext: 'urn:clinic:care-context',
  registration: 'urn:clinic:medical-council-registration',
  staff: 'urn:clinic:staff',
  drug: 'urn:clinic:drug',
  document: 'urn:clinic:health-document',
} as const;

/** Ids and references of one document's resources, each the same every time the document is built. */
export function documentIds(type: string, context: CareContextRef, parties: DocumentParties) {
  const hospitalKey = parties.hospital.hfrId ?? parties.hospital.gstin ?? parties.hospital.name;
  const id = (part: string) => stableUuid(hospitalKey, type, context.kind, context.id, part);
  return { id };
}
export type DocumentIds = ReturnType<typeof documentIds>;

const ndhmTyped = (code: string, display: string, system: string, value: string) => ({
  type: { coding: [{ system: SYSTEMS.ndhmIdentifierType, code, display }] },
  system,
  value,
});

export function patientOf(parties: DocumentParties, id: string): Patient {
  const p = parties.patient;
  const abha = [
    ...(p.abhaNumber
      ? [
          ndhmTyped('HIN', 'Health ID Number', SYSTEMS.abhaNumber, p.abhaNumber),
          identifier(SYSTEMS.healthId, p.abhaNumber, 'MR', 'Medical record number'),
        ]
      : []),
    ...(p.abhaAddress ? [ndhmTyped('ABHA', 'ABHA Address', SYSTEMS.abhaAddress, p.abhaAddress)] : []),
  ];
  return {
    resourceType: 'Patient',
    id,
    meta: { profile: [`${NRCES}/Patient`] },
    text: narrative(
      `${p.name}, ${p.gender}, MRN ${p.mrn}${p.abhaNumber ? `, ABHA ${p.abhaNumber}` : ''}${p.abhaAddress ? `, ${p.abhaAddress}` : ''}`,
    ),
    identifier: [identifier(SYSTEMS.mrn, p.mrn, 'MR', 'Medical record number'), ...abha],
    name: [{ text: p.name }],
    gender: GENDER_CODES[p.gender] ?? 'unknown',
    ...(p.birthDate ? { birthDate: p.birthDate } : {}),
    ...(p.phone ? { telecom: [{ system: 'phone', value: p.phone, use: 'mobile' }] } : {}),
    ...(p.address ? { address: [{ text: p.address, country: 'IN' }] } : {}),
  };
}

export function practitionerOf(parties: DocumentParties, id: string): Practitioner {
  const a = parties.author;
  return {
    resourceType: 'Practitioner',
    id,
    meta: { profile: [`${NRCES}/Practitioner`] },
    text: narrative(
      `${a.name}${a.qualification ? `, ${a.qualification}` : ''}${a.registrationNumber ? `, Reg. ${a.registrationNumber}` : ''}`,
    ),
    // The profile wants an identifier: the council registration, else the name as the hospital knows it.
    identifier: [
      a.registrationNumber
        ? identifier(SYSTEMS.registration, a.registrationNumber, 'MD', 'Medical License number')
        : identifier(SYSTEMS.staff, a.name),
    ],
    name: [{ text: a.name }],
    ...(a.qualification ? { qualification: [{ code: { text: a.qualification } }] } : {}),
  };
}

export function organizationOf(parties: DocumentParties, id: string): Organization {
  const h = parties.hospital;
  const registered = [
    ...(h.hfrId ? [identifier(SYSTEMS.hfr, h.hfrId, 'PRN', 'Provider number')] : []),
    ...(h.gstin ? [identifier(SYSTEMS.gstin, h.gstin, 'TAX', 'Tax ID number')] : []),
  ];
  return {
    resourceType: 'Organization',
    id,
    meta: { profile: [`${NRCES}/Organization`] },
    text: narrative(`${h.name}${h.hfrId ? `, HFR ID ${h.hfrId}` : ''}`),
    identifier: registered.length > 0 ? registered : [identifier(SYSTEMS.hospital, h.name)],
    name: h.name,
    ...(h.phone ? { telecom: [{ system: 'phone', value: h.phone }] } : {}),
    ...(h.address ? { address: [{ text: h.address, country: 'IN' }] } : {}),
  };
}

const CLASS = {
  AMB: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'AMB', display: 'ambulatory' },
  IMP: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'IMP', display: 'inpatient encounter' },
};

export function encounterOf(
  context: CareContextRef,
  id: string,
  refs: { patient: { reference: string }; organization: { reference: string } },
): Encounter {
  const ongoing = context.setting === 'IMP' && !context.endedAt;
  return {
    resourceType: 'Encounter',
    id,
    meta: { profile: [`${NRCES}/Encounter`] },
    text: narrative(context.label),
    identifier: [identifier(SYSTEMS.careContext, `${context.kind}/${context.id}`, 'VN', 'Visit number')],
    status: ongoing ? 'in-progress' : 'finished',
    class: CLASS[context.setting],
    subject: refs.patient,
    period: { start: context.at, ...(context.endedAt ? { end: context.endedAt } : {}) },
    serviceProvider: refs.organization,
  };
}
