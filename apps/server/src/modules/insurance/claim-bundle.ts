import type {
  Bundle,
  BundleEntry,
  Claim,
  ClaimItem,
  ClaimSupportingInfo,
  Condition,
  Money,
  Procedure,
  Resource,
} from '@medplum/fhirtypes';
import type { ClaimBundleInput } from './claim-bundle.input.ts';
import {
  NRCES,
  SYSTEMS,
  coverageOf,
  encounterOf,
  hospitalOf,
  narrative,
  patientOf,
  payerOf,
  practitionerOf,
  stableId,
  urn,
} from './claim-bundle-parties.ts';

export const CLAIM_BUNDLE_PROFILE = `${NRCES}/ClaimBundle`;

const inr = (paise: number): Money => ({ value: paise / 100, currency: 'INR' });

/** The bill's sections as the claim's item categories (FHIR's benefit categories have no Indian heads). */
const itemCategory = (section: string) => ({ text: section });

function conditionOf(
  diagnosis: ClaimBundleInput['diagnoses'][number],
  id: string,
  refs: { patient: string; encounter: string },
): Condition {
  return {
    resourceType: 'Condition',
    id,
    meta: { profile: [`${NRCES}/Condition`] },
    text: narrative(`${diagnosis.description}${diagnosis.code ? ` (ICD-10 ${diagnosis.code})` : ''}`),
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/condition-category',
            code: 'encounter-diagnosis',
            display: 'Encounter Diagnosis',
          },
        ],
      },
    ],
    code: {
      ...(diagnosis.code
        ? {
            coding: [
              { system: 'http://hl7.org/fhir/sid/icd-10', code: diagnosis.code, display: diagnosis.description },
            ],
          }
        : {}),
      text: diagnosis.description,
    },
    subject: { reference: refs.patient },
    encounter: { reference: refs.encounter },
  };
}

function procedureOf(
  procedure: ClaimBundleInput['procedures'][number],
  id: string,
  refs: { patient: string; encounter: string },
): Procedure {
  return {
    resourceType: 'Procedure',
    id,
    meta: { profile: [`${NRCES}/Procedure`] },
    text: narrative(`${procedure.name}${procedure.packageCode ? `, package ${procedure.packageCode}` : ''}`),
    status: procedure.done ? 'completed' : 'preparation',
    code: {
      ...(procedure.packageCode ? { coding: [{ system: 'urn:clinic:package', code: procedure.packageCode }] } : {}),
      text: procedure.name,
    },
    subject: { reference: refs.patient },
    encounter: { reference: refs.encounter },
    ...(procedure.performedAt ? { performedDateTime: procedure.performedAt } : {}),
  };
}

function supportingInfoOf(input: ClaimBundleInput): ClaimSupportingInfo[] {
  return input.documents.map((d, i) => ({
    sequence: i + 1,
    category: {
      coding: [
        {
          system: 'http://terminology.hl7.org/CodeSystem/claiminformationcategory',
          code: 'attachment',
          display: 'Attachment',
        },
      ],
    },
    code: { coding: [{ system: 'urn:clinic:claim-document', code: d.code, display: d.title }], text: d.title },
    valueAttachment: { contentType: d.contentType, title: d.title, data: d.data.toString('base64') },
  }));
}

function itemsOf(input: ClaimBundleInput, diagnosisSequence: number[], procedureSequence: number[]): ClaimItem[] {
  return input.items.map((item, i) => ({
    sequence: i + 1,
    ...(diagnosisSequence.length > 0 ? { diagnosisSequence } : {}),
    ...(procedureSequence.length > 0 && item.section === 'Package' ? { procedureSequence } : {}),
    category: itemCategory(item.section),
    productOrService: { text: item.description },
    quantity: { value: item.quantity },
    unitPrice: inr(item.unitPricePaise),
    net: inr(item.netPaise),
  }));
}

/**
 * A claim in the national claims exchange's shape: a `collection` bundle to the NRCeS ClaimBundle
 * profile, the Claim first, then the parties, the cover, the stay and its diagnoses and procedures,
 * every reference a `urn:uuid:` of an entry. Pure: the same input gives the same bundle.
 */
export function buildClaimBundle(input: ClaimBundleInput): Bundle {
  const id = (part: string) => stableId(input, part);
  const ids = {
    claim: id('claim'),
    patient: id('patient'),
    hospital: id('hospital'),
    payer: id('payer'),
    tpa: id('tpa'),
    coverage: id('coverage'),
    encounter: id('encounter'),
    doctor: id('doctor'),
  };
  const refs = {
    patient: urn(ids.patient),
    hospital: urn(ids.hospital),
    payer: urn(ids.payer),
    encounter: urn(ids.encounter),
  };
  const conditions = input.diagnoses.map((d, i) => conditionOf(d, id(`condition-${i}`), refs));
  const procedures = input.procedures.map((p, i) => procedureOf(p, id(`procedure-${i}`), refs));
  const diagnosisSequence = conditions.map((_, i) => i + 1);
  const claim: Claim = {
    resourceType: 'Claim',
    id: ids.claim,
    meta: { profile: [`${NRCES}/Claim`] },
    text: narrative(
      `${input.use === 'claim' ? 'Claim' : 'Pre-authorisation request'} ${input.number} for ${input.patient.name}, stay ${input.stay.ipNumber}, ₹${(input.totalPaise / 100).toFixed(2)}`,
    ),
    identifier: [{ system: SYSTEMS.claim, value: input.number }],
    status: 'active',
    type: {
      coding: [
        { system: 'http://terminology.hl7.org/CodeSystem/claim-type', code: 'institutional', display: 'Institutional' },
      ],
    },
    use: input.use,
    patient: { reference: refs.patient },
    billablePeriod: {
      start: input.stay.admittedAt,
      ...(input.stay.dischargedAt ? { end: input.stay.dischargedAt } : {}),
    },
    created: input.createdAt,
    insurer: { reference: refs.payer },
    provider: { reference: refs.hospital },
    priority: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/processpriority', code: 'normal' }] },
    ...(input.doctor
      ? {
          careTeam: [
            {
              sequence: 1,
              provider: { reference: urn(ids.doctor) },
              role: {
                coding: [
                  {
                    system: 'http://terminology.hl7.org/CodeSystem/claimcareteamrole',
                    code: 'primary',
                    display: 'Primary provider',
                  },
                ],
              },
            },
          ],
        }
      : {}),
    ...(input.documents.length > 0 ? { supportingInfo: supportingInfoOf(input) } : {}),
    ...(conditions.length > 0
      ? {
          diagnosis: conditions.map((c, i) => ({
            sequence: i + 1,
            diagnosisReference: { reference: urn(c.id ?? '') },
            type: [
              {
                coding: [
                  {
                    system: 'http://terminology.hl7.org/CodeSystem/ex-diagnosistype',
                    code: input.use === 'claim' ? 'discharge' : 'admitting',
                  },
                ],
              },
            ],
          })),
        }
      : {}),
    ...(procedures.length > 0
      ? {
          procedure: procedures.map((p, i) => ({
            sequence: i + 1,
            procedureReference: { reference: urn(p.id ?? '') },
          })),
        }
      : {}),
    insurance: [
      {
        sequence: 1,
        focal: true,
        coverage: { reference: urn(ids.coverage) },
        ...(input.preAuthRef ? { preAuthRef: [input.preAuthRef] } : {}),
      },
    ],
    item: itemsOf(
      input,
      diagnosisSequence,
      procedures.map((_, i) => i + 1),
    ),
    total: inr(input.totalPaise),
  };
  const resources: Resource[] = [
    claim,
    patientOf(input, ids.patient),
    hospitalOf(input, ids.hospital),
    payerOf(input.payer, ids.payer, 'ins'),
    ...(input.tpa ? [payerOf(input.tpa, ids.tpa, 'pay')] : []),
    coverageOf(input, ids.coverage, { patient: refs.patient, payer: refs.payer }),
    ...(input.doctor ? [practitionerOf(input.doctor, ids.doctor)] : []),
    encounterOf(input, ids.encounter, refs),
    ...conditions,
    ...procedures,
  ];
  const entry: BundleEntry[] = resources.map((resource) => ({ fullUrl: urn(resource.id ?? ''), resource }));
  return {
    resourceType: 'Bundle',
    id: id('bundle'),
    meta: {
      profile: [CLAIM_BUNDLE_PROFILE],
      lastUpdated: input.createdAt,
      security: [
        { system: 'http://terminology.hl7.org/CodeSystem/v3-Confidentiality', code: 'V', display: 'very restricted' },
      ],
    },
    identifier: { system: SYSTEMS.claim, value: `${input.use}-${input.number}` },
    type: 'collection',
    timestamp: input.createdAt,
    entry,
  };
}
