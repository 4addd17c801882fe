import { DISCHARGE_TYPE_LABELS, type DischargeSummary, type DischargeType } from '@clinic/shared/admissions';
import { displayDate } from '@clinic/shared/dates';
import type { PatientLabTest } from '@clinic/shared/lab';
import type { SignedReport } from '@clinic/shared/radiology';
import { plainText } from '../../lib/html-text.ts';
import type { Paper, PaperBlock } from '../../lib/pdf/paper.ts';
import { clinicInstant, type PaperHead } from './claim-papers.ts';

const signature = (name: string | null, qualification: string | null, registration: string | null) =>
  [name, qualification, registration ? `Reg. no. ${registration}` : null].filter(Boolean).join(', ');

/** The discharge summary as the doctor signed it (or as it stands, marked as a draft). */
export function dischargeSummaryPaper(
  head: PaperHead,
  summary: DischargeSummary,
  stay: { admittedAt: string; dischargedAt: string | null; dischargeType: string | null },
): Paper {
  const type = stay.dischargeType as DischargeType | null;
  return {
    letterhead: head.letterhead,
    title: summary.finalizedAt ? 'Discharge summary' : 'Discharge summary (draft: the patient has not left)',
    facts: [
      ...head.facts,
      ['Admitted', clinicInstant(head.timeZone, stay.admittedAt)],
      ['Discharged', clinicInstant(head.timeZone, stay.dischargedAt)],
      ['Discharge', type ? (DISCHARGE_TYPE_LABELS[type] ?? type) : ''],
      ['Condition at discharge', summary.condition],
    ],
    blocks: [
      {
        kind: 'table',
        heading: 'Diagnoses',
        columns: [
          { title: 'ICD-10', width: 15 },
          { title: 'Diagnosis', width: 85 },
        ],
        rows: summary.diagnoses.map((d) => [d.code ?? '', d.description]),
      },
      { kind: 'text', heading: 'Procedures', text: summary.procedures },
      { kind: 'text', heading: 'Course in hospital', text: summary.course },
      {
        kind: 'table',
        heading: 'Medicines at discharge',
        columns: [
          { title: 'Medicine', width: 34 },
          { title: 'Dose', width: 16 },
          { title: 'Frequency', width: 14 },
          { title: 'Days', width: 8, align: 'right' },
          { title: 'Instructions', width: 28 },
        ],
        rows: summary.medicines.map((m) => [
          m.name,
          m.dose,
          m.frequency,
          m.durationDays ? String(m.durationDays) : '',
          m.instructions,
        ]),
      },
      { kind: 'text', heading: 'Advice', text: summary.advice },
      {
        kind: 'facts',
        facts: [['Follow-up', summary.followUpDate ? displayDate(summary.followUpDate) : 'As needed']],
      },
    ],
    footer: `Written by ${signature(summary.writtenBy, summary.doctorQualification, summary.doctorRegistrationNumber)}.`,
  };
}

/** The stay's approved lab results, one table per test with the signatory. */
export function labReportsPaper(head: PaperHead, tests: readonly PatientLabTest[]): Paper {
  const blocks = tests.flatMap((t): PaperBlock[] => {
    const report = t.reports[0];
    if (!report) return [];
    return [
      {
        kind: 'table',
        heading: `${t.serviceName} · ${clinicInstant(head.timeZone, t.sampleCollectedAt ?? t.orderedAt)}${t.accessionNumber ? ` · ${t.accessionNumber}` : ''}`,
        columns: [
          { title: 'Test', width: 34 },
          { title: 'Result', width: 16, align: 'right' },
          { title: 'Unit', width: 14 },
          { title: 'Flag', width: 10 },
          { title: 'Reference range', width: 26 },
        ],
        rows: report.results.map((r) => [r.name, r.value, r.unit, r.flag ?? '', r.rangeText]),
      },
      {
        kind: 'facts',
        facts: [
          ['Approved by', signature(report.approvedBy, report.approvedByQualification, report.approvedByRegistration)],
          ['Approved', clinicInstant(head.timeZone, report.approvedAt)],
        ],
      },
    ];
  });
  return {
    letterhead: head.letterhead,
    title: 'Laboratory reports',
    facts: head.facts,
    blocks: blocks.length > 0 ? blocks : [{ kind: 'text', text: 'No lab test of this stay has an approved report.' }],
  };
}

/** The stay's signed imaging reports, each with its addenda and signatory. */
export function radiologyPaper(head: PaperHead, reports: readonly SignedReport[]): Paper {
  const blocks = reports.flatMap((r): PaperBlock[] => [
    {
      kind: 'text',
      heading: `${r.serviceName} (${r.modality}) · ${clinicInstant(head.timeZone, r.signedAt)}`,
      text: plainText(r.report.content),
    },
    ...r.report.addenda.map((a): PaperBlock => ({ kind: 'text', heading: 'Addendum', text: plainText(a.content) })),
    {
      kind: 'facts',
      facts: [['Signed by', signature(r.report.signedBy, r.report.signerQualification, r.report.signerRegistration)]],
    },
  ]);
  return {
    letterhead: head.letterhead,
    title: 'Radiology reports',
    facts: head.facts,
    blocks: blocks.length > 0 ? blocks : [{ kind: 'text', text: 'No imaging study of this stay has a signed report.' }],
  };
}
