import type { Bill, BillLine } from '@clinic/shared/billing';
import { displayDate, displayTime } from '@clinic/shared/dates';
import {
  CHRONIC_ILLNESSES,
  ESTIMATE_HEADS,
  estimateTotal,
  type ClaimRequest,
  type EstimateHead,
} from '@clinic/shared/insurance';
import { formatPaise, rupeesInWords } from '@clinic/shared/money';
import { clinicNow } from '../../lib/clinic-time.ts';
import type { Paper, PaperBlock } from '../../lib/pdf/paper.ts';

/** What every paper of one claim file prints at its head. */
export type PaperHead = {
  letterhead: string[];
  /** Patient, stay and cover, as label–value pairs. */
  facts: [string, string][];
  timeZone: string;
};

/** An instant the clinic's way: "20 Nov 2026, 3:45 pm". */
export const clinicInstant = (timeZone: string, iso: string | null | undefined) => {
  if (!iso) return '';
  const { date, time } = clinicNow(timeZone, new Date(iso));
  return `${displayDate(date)}, ${displayTime(time)}`;
};

const LINE_COLUMNS = [
  { title: '#', width: 4 },
  { title: 'Description', width: 40 },
  { title: 'Qty', width: 6, align: 'right' },
  { title: 'Rate', width: 14, align: 'right' },
  { title: 'GST', width: 8, align: 'right' },
  { title: 'Amount', width: 16, align: 'right' },
] as const;

const lineRow = (l: BillLine, i: number) => [
  String(i + 1),
  `${l.description}${l.nonPayableItem ? ' (non-payable)' : ''}`,
  String(l.quantity),
  formatPaise(l.unitPricePaise),
  l.gstRateBp ? `${l.gstRateBp / 100}%` : '—',
  formatPaise(l.totalPaise),
];

/** The bill's lines by section, as the IP bill prints them. */
function sections(lines: readonly BillLine[]): PaperBlock[] {
  const order = [...new Set(lines.map((l) => l.section))];
  return order.map((section) => {
    const of = lines.filter((l) => l.section === section);
    return {
      kind: 'table',
      heading: section,
      columns: LINE_COLUMNS,
      rows: of.map(lineRow),
      totals: [[`${section} total`, formatPaise(of.reduce((s, l) => s + l.totalPaise, 0))]],
    };
  });
}

const SPLIT_ROWS = [
  ['nonPayablePaise', 'Non-payable items'],
  ['roomDeductionPaise', 'Proportionate deduction (room above entitlement)'],
  ['deductiblePaise', 'Deductible'],
  ['copayPaise', 'Co-pay'],
  ['overApprovalPaise', 'Above the approved amount'],
] as const;

/** The final IP bill: every line by section, the totals, and its split between payer and patient. */
export function finalBillPaper(head: PaperHead, bill: Bill): Paper {
  const split = bill.payerSplit;
  return {
    letterhead: head.letterhead,
    title: `Final bill ${bill.number}`,
    facts: [
      ...head.facts,
      ['Bill date', clinicInstant(head.timeZone, bill.finalizedAt)],
      ['Document', bill.documentType],
    ],
    blocks: [
      ...sections(bill.lines),
      {
        kind: 'facts',
        heading: 'Totals',
        facts: [
          ['Gross', formatPaise(bill.grossPaise)],
          ['Discount', formatPaise(bill.discountPaise)],
          ['GST', formatPaise(bill.taxPaise)],
          ['Round off', formatPaise(bill.roundOffPaise)],
          ['Bill total', formatPaise(bill.totalPaise)],
          ['In words', rupeesInWords(bill.totalPaise)],
        ],
      },
      ...(split
        ? [
            {
              kind: 'table' as const,
              heading: `Split between ${bill.payerName} and the patient`,
              columns: [
                { title: 'Head', width: 70 },
                { title: 'Amount', width: 30, align: 'right' as const },
              ],
              rows: [
                ['Bill total', formatPaise(split.totalPaise)],
                ...SPLIT_ROWS.filter(([key]) => split[key] > 0).map(([key, label]) => [label, formatPaise(split[key])]),
                [`Payable by ${bill.payerName}`, formatPaise(split.payerPaise)],
                ['Payable by the patient', formatPaise(split.patientPaise)],
              ],
            },
          ]
        : []),
    ],
    footer: `Finalized by ${bill.finalizedBy}.`,
  };
}

/** The medicines and consumables issued to the ward for the stay: its pharmacy bill. */
export function pharmacyPaper(head: PaperHead, bill: Bill): Paper {
  const lines = bill.lines.filter((l) => l.section === 'Medications');
  return {
    letterhead: head.letterhead,
    title: `Pharmacy bill, stay ${bill.stay?.ipNumber ?? ''}`.trim(),
    facts: [...head.facts, ['Final bill', bill.number]],
    blocks: [
      {
        kind: 'table',
        heading: 'Medicines and consumables',
        columns: LINE_COLUMNS,
        rows: lines.map(lineRow),
        totals: [['Pharmacy total', formatPaise(lines.reduce((s, l) => s + l.totalPaise, 0))]],
      },
    ],
  };
}

/** The cashless request as sent (IRDAI Part C, revised 2019), with every move the payer made. */
export function preauthPaper(
  head: PaperHead,
  claim: {
    number: string;
    status: string;
    request: ClaimRequest;
    approvedPaise: number;
    payerReference: string;
    events: readonly {
      at: string;
      by: string;
      to: string;
      stage: string;
      amountPaise: number;
      note: string;
      reference: string;
    }[];
  },
): Paper {
  const r = claim.request;
  const heads = Object.entries(ESTIMATE_HEADS) as [EstimateHead, string][];
  return {
    letterhead: head.letterhead,
    title: `Pre-authorisation ${claim.number}`,
    facts: [
      ...head.facts,
      ['Status', claim.status],
      ['Approved', formatPaise(claim.approvedPaise)],
      ['Payer reference', claim.payerReference],
    ],
    blocks: [
      {
        kind: 'facts',
        heading: 'Clinical details',
        facts: [
          ['Complaints', r.complaints],
          ['Findings', r.findings],
          ['Provisional diagnosis', `${r.provisionalDiagnosis}${r.icd10Code ? ` (ICD-10 ${r.icd10Code})` : ''}`],
          ['Line of treatment', r.lineOfTreatment],
          ['Planned procedure', r.plannedProcedure],
          ['Expected days', String(r.expectedDays)],
          [
            'Accident',
            r.isAccident ? `Yes${r.reportedToPolice ? `, FIR ${r.firNumber}` : ', not reported to police'}` : 'No',
          ],
          [
            'Maternity',
            r.isMaternity ? `Yes${r.expectedDeliveryDate ? `, due ${displayDate(r.expectedDeliveryDate)}` : ''}` : 'No',
          ],
          [
            'Chronic illnesses',
            CHRONIC_ILLNESSES.filter((c) => r.chronicIllnesses.includes(c)).join(', ') || 'None declared',
          ],
        ],
      },
      {
        kind: 'table',
        heading: 'Cost estimate',
        columns: [
          { title: 'Head', width: 70 },
          { title: 'Amount', width: 30, align: 'right' },
        ],
        rows: heads.filter(([key]) => r.estimate[key] > 0).map(([key, label]) => [label, formatPaise(r.estimate[key])]),
        totals: [['Estimate total', formatPaise(estimateTotal(r.estimate))]],
      },
      {
        kind: 'table',
        heading: 'Requests and the payer’s replies',
        columns: [
          { title: 'When', width: 24 },
          { title: 'Stage', width: 11 },
          { title: 'Status', width: 11 },
          { title: 'Amount', width: 13, align: 'right' },
          { title: 'Note and reference', width: 26 },
          { title: 'By', width: 15 },
        ],
        rows: claim.events.map((e) => [
          clinicInstant(head.timeZone, e.at),
          e.stage,
          e.to,
          e.amountPaise ? formatPaise(e.amountPaise) : '',
          [e.note, e.reference].filter(Boolean).join(' · '),
          e.by,
        ]),
      },
    ],
  };
}
