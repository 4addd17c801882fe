import type { Bundle, Composition, CompositionSection, Resource } from '@medplum/fhirtypes';
import { identifier, narrative, NRCES, urn } from '../../lib/fhir/fhir-basics.ts';
import {
  documentIds,
  encounterOf,
  organizationOf,
  patientOf,
  practitionerOf,
  SYSTEMS,
  type DocumentIds,
} from './document-parties.ts';
import type { CareContextRef, DocumentParties } from './health-document.input.ts';

export const SNOMED = 'http://snomed.info/sct';

/**
 * The five documents, with the SNOMED CT code each Composition is typed by (NRCeS IG 6.5). The
 * invoice has no code in the IG: its examples type it by text alone.
 */
export const DOCUMENT_TYPES = {
  OPConsultRecord: { code: '371530004', display: 'Clinical consultation report', title: 'Consultation Report' },
  PrescriptionRecord: { code: '440545006', display: 'Prescription record', title: 'Prescription' },
  DiagnosticReportRecord: { code: '721981007', display: 'Diagnostic studies report', title: 'Diagnostic Report' },
  DischargeSummaryRecord: { code: '373942005', display: 'Discharge summary', title: 'Discharge Summary' },
  InvoiceRecord: { code: null, display: 'Invoice Record', title: 'Invoice' },
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;
export const DOCUMENT_BUNDLE_PROFILE = `${NRCES}/DocumentBundle`;

/** One section: its SNOMED code, and the resources it lists (or only a text, such as the course in hospital). */
export type Section = {
  title: string;
  code: { code: string; display: string } | null;
  entries: Resource[];
  text?: string;
  /** Resources the entries refer to (a report's results) that the section does not list itself. */
  referenced?: Resource[];
};

/** What a document builder is handed: ids, and the references of the parties every document has. */
export type DocumentScope = DocumentIds & {
  patient: { reference: string };
  practitioner: { reference: string };
  organization: { reference: string };
  encounter: { reference: string };
};

export function documentScope(type: DocumentType, context: CareContextRef, parties: DocumentParties): DocumentScope {
  const ids = documentIds(type, context, parties);
  return {
    ...ids,
    patient: { reference: urn(ids.id('patient')) },
    practitioner: { reference: urn(ids.id('practitioner')) },
    organization: { reference: urn(ids.id('organization')) },
    encounter: { reference: urn(ids.id('encounter')) },
  };
}

function sectionOf(section: Section): CompositionSection {
  return {
    title: section.title,
    ...(section.code ? { code: { coding: [{ system: SNOMED, ...section.code }], text: section.title } } : {}),
    ...(section.text ? { text: narrative(section.text) } : {}),
    ...(section.entries.length > 0
      ? { entry: section.entries.map((r) => ({ reference: urn(r.id!), type: r.resourceType })) }
      : {}),
  };
}

/**
 * A FHIR `document` Bundle to the NRCeS profile: the Composition first (typed, signed by the
 * author, the hospital as custodian), then the patient, the author, the hospital, the care
 * context's encounter and the sections' resources. Every reference resolves inside the bundle.
 */
export function documentBundle(
  type: DocumentType,
  input: { context: CareContextRef; parties: DocumentParties; date: string },
  scope: DocumentScope,
  sections: Section[],
): Bundle {
  const kind = DOCUMENT_TYPES[type];
  // A section may hold nothing but a text; the profiles want at least one section with content.
  const filled = sections.filter((s) => s.entries.length > 0 || s.text);
  const composition: Composition = {
    resourceType: 'Composition',
    id: scope.id('composition'),
    meta: { profile: [`${NRCES}/${type}`] },
    text: narrative(
      `${kind.title} of ${input.parties.patient.name}, ${input.context.label}, by ${input.parties.author.name}`,
    ),
    identifier: identifier(SYSTEMS.document, scope.id('composition')),
    status: 'final',
    type: kind.code
      ? { coding: [{ system: SNOMED, code: kind.code, display: kind.display }], text: kind.display }
      : { text: kind.display },
    subject: scope.patient,
    encounter: scope.encounter,
    date: input.date,
    author: [scope.practitioner],
    title: kind.title,
    attester: [{ mode: 'legal', time: input.date, party: scope.practitioner }],
    custodian: scope.organization,
    section: filled.map(sectionOf),
  };
  const parties: Resource[] = [
    patientOf(input.parties, scope.id('patient')),
    practitionerOf(input.parties, scope.id('practitioner')),
    organizationOf(input.parties, scope.id('organization')),
    encounterOf(input.context, scope.id('encounter'), scope),
  ];
  const resources = [composition, ...parties, ...filled.flatMap((s) => [...s.entries, ...(s.referenced ?? [])])];
  return {
    resourceType: 'Bundle',
    id: scope.id('bundle'),
    meta: {
      versionId: '1',
      lastUpdated: input.date,
      profile: [DOCUMENT_BUNDLE_PROFILE],
      security: [
        { system: 'http://terminology.hl7.org/CodeSystem/v3-Confidentiality', code: 'V', display: 'very restricted' },
      ],
    },
    identifier: identifier(SYSTEMS.document, scope.id('bundle')),
    type: 'document',
    timestamp: input.date,
    entry: resources.map((resource) => ({ fullUrl: urn(resource.id!), resource })),
  };
}
