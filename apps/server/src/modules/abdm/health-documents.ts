import type { Bundle, DiagnosticReport, Invoice, Money } from '@medplum/fhirtypes';
import { narrative, NRCES } from '../../lib/fhir/fhir-basics.ts';
import {
  allergyOf,
  carePlanOf,
  conditionOf,
  followUpOf,
  medicationRequestOf,
  observationOf,
  procedureOf,
} from './clinical-resources.ts';
import { documentBundle, documentScope, type DocumentType } from './document-bundle.ts';
import type {
  DiagnosticInput,
  DischargeSummaryInput,
  InvoiceInput,
  OpConsultInput,
  PrescriptionInput,
} from './health-document.input.ts';

const DIAGNOSIS = { title: 'Diagnosis', code: null };

/** The OP consultation: complaints, examination and vitals, allergies, diagnoses, medicines, advice and follow-up. */
export function opConsultRecord(input: OpConsultInput): Bundle {
  const type: DocumentType = 'OPConsultRecord';
  const scope = documentScope(type, input.context, input.parties);
  const vitals = input.vitals.map((v, i) =>
    observationOf(scope, `vital-${i}`, { ...v, value: String(v.value) }, input.date),
  );
  const examination = input.examination
    ? [
        observationOf(
          scope,
          'examination',
          { name: 'Physical examination', value: input.examination, unit: '' },
          input.date,
        ),
      ]
    : [];
  const advice = input.advice ? [carePlanOf(scope, 'advice', 'Advice', input.advice)] : [];
  const followUp = input.followUpDate ? [followUpOf(scope, 'follow-up', input.followUpDate, input.advice)] : [];
  return documentBundle(type, input, scope, [
    {
      title: 'Chief complaints',
      code: { code: '422843007', display: 'Chief complaint section' },
      entries: input.symptoms ? [conditionOf(scope, 'complaint', { code: null, description: input.symptoms })] : [],
    },
    {
      title: 'Physical examination',
      code: { code: '425044008', display: 'Physical exam section' },
      entries: [...vitals, ...examination],
    },
    {
      title: 'Allergies',
      code: { code: '722446000', display: 'Allergy record' },
      entries: input.allergies.map((a, i) => allergyOf(scope, `allergy-${i}`, a)),
    },
    {
      ...DIAGNOSIS,
      entries: input.diagnoses.map((d, i) => conditionOf(scope, `diagnosis-${i}`, d, 'encounter-diagnosis')),
    },
    {
      title: 'Medications',
      code: { code: '721912009', display: 'Medication summary document' },
      entries: input.medications.map((m, i) =>
        medicationRequestOf(scope, `medication-${i}`, m, input.date, input.diagnoses),
      ),
    },
    {
      title: 'Follow up',
      code: { code: '736271009', display: 'Outpatient care plan' },
      entries: [...followUp, ...advice],
    },
  ]);
}

/** The prescription of an OP visit: its medicines, each with the diagnoses it treats. */
export function prescriptionRecord(input: PrescriptionInput): Bundle {
  const type: DocumentType = 'PrescriptionRecord';
  const scope = documentScope(type, input.context, input.parties);
  return documentBundle(type, input, scope, [
    {
      title: 'Prescription',
      code: { code: '440545006', display: 'Prescription record' },
      entries: input.medications.map((m, i) =>
        medicationRequestOf(scope, `medication-${i}`, m, input.date, input.diagnoses),
      ),
    },
  ]);
}

const REPORT_CATEGORY = {
  lab: { code: 'LAB', display: 'Laboratory', profile: 'DiagnosticReportLab' },
  imaging: { code: 'RAD', display: 'Radiology', profile: 'DiagnosticReportImaging' },
};

/** A lab order's approved report with its results, or a radiology study's signed report. */
export function diagnosticReportRecord(input: DiagnosticInput): Bundle {
  const type: DocumentType = 'DiagnosticReportRecord';
  const scope = documentScope(type, input.context, input.parties);
  const results = input.results.map((r, i) => observationOf(scope, `result-${i}`, r, input.issued, scope.organization));
  const category = REPORT_CATEGORY[input.category];
  const report: DiagnosticReport = {
    resourceType: 'DiagnosticReport',
    id: scope.id('report'),
    meta: { profile: [`${NRCES}/${category.profile}`] },
    text: narrative(`${input.title}, reported ${input.issued}${input.conclusion ? `: ${input.conclusion}` : ''}`),
    status: 'final',
    category: [
      {
        coding: [
          { system: 'http://terminology.hl7.org/CodeSystem/v2-0074', code: category.code, display: category.display },
        ],
      },
    ],
    code: { text: input.title },
    subject: scope.patient,
    encounter: scope.encounter,
    issued: input.issued,
    performer: [scope.organization],
    resultsInterpreter: [scope.practitioner],
    ...(results.length > 0 ? { result: results.map((r) => ({ reference: `urn:uuid:${r.id}` })) } : {}),
    ...(input.conclusion ? { conclusion: input.conclusion } : {}),
  };
  return documentBundle(type, input, scope, [
    {
      title: 'Diagnostic report',
      code: { code: '721981007', display: 'Diagnostic studies report' },
      entries: [report],
      referenced: results,
    },
  ]);
}

/** The stay's discharge summary: diagnoses, procedures, course, medicines to take home, advice and follow-up. */
export function dischargeSummaryRecord(input: DischargeSummaryInput): Bundle {
  const type: DocumentType = 'DischargeSummaryRecord';
  const scope = documentScope(type, input.context, input.parties);
  const plan = [input.condition ? `Condition at discharge: ${input.condition}.` : '', input.advice]
    .filter(Boolean)
    .join(' ');
  return documentBundle(type, input, scope, [
    {
      ...DIAGNOSIS,
      entries: input.diagnoses.map((d, i) => conditionOf(scope, `diagnosis-${i}`, d, 'encounter-diagnosis')),
    },
    {
      title: 'Procedures',
      code: { code: '371525003', display: 'Clinical procedure report' },
      entries: input.procedures ? [procedureOf(scope, 'procedure', input.procedures, input.context.at)] : [],
    },
    { title: 'Course in hospital', code: null, entries: [], text: input.course },
    {
      title: 'Medications',
      code: { code: '721912009', display: 'Medication summary document' },
      entries: input.medications.map((m, i) => medicationRequestOf(scope, `medication-${i}`, m, input.date, [])),
    },
    {
      title: 'Care plan',
      code: { code: '734163000', display: 'Care plan' },
      entries: [
        ...(plan ? [carePlanOf(scope, 'plan', 'Advice on discharge', plan)] : []),
        ...(input.followUpDate ? [followUpOf(scope, 'follow-up', input.followUpDate, '')] : []),
      ],
    },
  ]);
}

const inr = (paise: number): Money => ({ value: paise / 100, currency: 'INR' });

/** A bill: each line with its price before tax and its GST, and the totals. */
export function invoiceRecord(input: InvoiceInput): Bundle {
  const type: DocumentType = 'InvoiceRecord';
  const scope = documentScope(type, input.context, input.parties);
  const invoice: Invoice = {
    resourceType: 'Invoice',
    id: scope.id('invoice'),
    meta: { profile: [`${NRCES}/Invoice`] },
    text: narrative(`Bill ${input.number}: ${input.lines.length} lines, total ₹${(input.grossPaise / 100).toFixed(2)}`),
    identifier: [{ system: 'urn:clinic:bill', value: input.number }],
    status: 'issued',
    subject: scope.patient,
    date: input.date,
    issuer: scope.organization,
    lineItem: input.lines.map((line, i) => ({
      sequence: i + 1,
      chargeItemCodeableConcept: { text: `${line.description} × ${line.quantity}` },
      priceComponent: [
        { type: 'base', amount: inr(line.netPaise) },
        ...(line.taxPaise > 0 ? [{ type: 'tax' as const, amount: inr(line.taxPaise) }] : []),
      ],
    })),
    totalNet: inr(input.netPaise),
    totalGross: inr(input.grossPaise),
  };
  return documentBundle(type, input, scope, [{ title: 'Invoice', code: null, entries: [invoice] }]);
}
