import type { ReportTable } from '@clinic/shared/reports';
import type { MoneyByDay, revenueRepository } from './revenue.repository.ts';

type Rows<K extends keyof typeof revenueRepository> = Awaited<ReturnType<(typeof revenueRepository)[K]>>;

const net = (d: MoneyByDay) => ({
  ...d,
  billed: d.bills + d.pharmacy - d.credits,
  netCollected: d.collected - d.refunds,
});

export const AGE_BUCKETS = [
  { key: 'd0', label: '0–30 days', upTo: 30 },
  { key: 'd31', label: '31–60 days', upTo: 60 },
  { key: 'd61', label: '61–90 days', upTo: 90 },
  { key: 'd90', label: 'Over 90 days', upTo: Infinity },
] as const;

function sumOf<T>(rows: T[], pick: (r: T) => number): number {
  return rows.reduce((t, r) => t + pick(r), 0);
}

export function revenueByDay(rows: MoneyByDay[], days: string[]): ReportTable {
  const of = new Map(rows.map((r) => [r.day, r]));
  const blank = (day: string): MoneyByDay => ({
    day,
    bills: 0,
    pharmacy: 0,
    credits: 0,
    discounts: 0,
    collected: 0,
    refunds: 0,
  });
  const all = days.map((d) => net(of.get(d) ?? blank(d)));
  const keys = ['bills', 'pharmacy', 'credits', 'billed', 'discounts', 'collected', 'refunds', 'netCollected'] as const;
  return {
    key: 'by-day',
    title: 'Billed and collected by day',
    columns: [
      { key: 'day', label: 'Date', kind: 'date' },
      { key: 'bills', label: 'Hospital bills', kind: 'money' },
      { key: 'pharmacy', label: 'Pharmacy bills', kind: 'money' },
      { key: 'credits', label: 'Credit notes and returns', kind: 'money' },
      { key: 'billed', label: 'Net billed', kind: 'money' },
      { key: 'discounts', label: 'Discounts', kind: 'money' },
      { key: 'collected', label: 'Collected', kind: 'money' },
      { key: 'refunds', label: 'Refunds', kind: 'money' },
      { key: 'netCollected', label: 'Net collected', kind: 'money' },
    ],
    rows: all,
    total: { day: 'Total', ...Object.fromEntries(keys.map((k) => [k, sumOf(all, (r) => r[k])])) },
  };
}

export function revenueTables(data: {
  groups: Rows<'byGroup'>;
  doctors: Rows<'byDoctor'>;
  payers: Rows<'byPayer'>;
  discounts: Rows<'discounts'>;
  refunds: Rows<'refunds'>;
  dues: Rows<'dues'>;
}): ReportTable[] {
  const bucket = (age: number) => AGE_BUCKETS.find((b) => age <= b.upTo)!.key;
  const aged = (pick: (d: Rows<'dues'>[number]) => number) => {
    const row: Record<string, number> = Object.fromEntries(AGE_BUCKETS.map((b) => [b.key, 0]));
    for (const d of data.dues) if (pick(d) > 0) row[bucket(d.age)]! += pick(d);
    return { ...row, total: AGE_BUCKETS.reduce((t, b) => t + row[b.key]!, 0) };
  };
  const patients = aged((d) => d.patient);
  const payers = aged((d) => d.payer);
  return [
    {
      key: 'by-group',
      title: 'By service group',
      columns: [
        { key: 'group', label: 'Service group', kind: 'text' },
        { key: 'lines', label: 'Lines', kind: 'count' },
        { key: 'amount', label: 'Billed', kind: 'money' },
      ],
      rows: data.groups,
      total: { group: 'Total', lines: sumOf(data.groups, (g) => g.lines), amount: sumOf(data.groups, (g) => g.amount) },
    },
    {
      key: 'by-doctor',
      title: 'By doctor',
      columns: [
        { key: 'doctor', label: 'Doctor', kind: 'text' },
        { key: 'consultations', label: 'Consultations', kind: 'count' },
        { key: 'consultationAmount', label: 'Consultation fees', kind: 'money' },
        { key: 'stays', label: 'In-patient bills', kind: 'count' },
        { key: 'stayAmount', label: 'In-patient billed', kind: 'money' },
      ],
      rows: data.doctors,
      total: null,
    },
    {
      key: 'by-payer',
      title: 'By payer',
      columns: [
        { key: 'payerType', label: 'Payer type', kind: 'text' },
        { key: 'payer', label: 'Payer', kind: 'text' },
        { key: 'bills', label: 'Bills', kind: 'count' },
        { key: 'amount', label: 'Billed', kind: 'money' },
        { key: 'payerShare', label: 'Payer’s share', kind: 'money' },
        { key: 'patientShare', label: 'Patient’s share', kind: 'money' },
      ],
      rows: data.payers.map((p) => ({
        ...p,
        payer: p.payer || (p.payerType === 'Self' ? 'Cash / self-pay' : ''),
        patientShare: p.amount - p.payerShare,
      })),
      total: {
        payerType: 'Total',
        payer: '',
        bills: sumOf(data.payers, (p) => p.bills),
        amount: sumOf(data.payers, (p) => p.amount),
        payerShare: sumOf(data.payers, (p) => p.payerShare),
        patientShare: sumOf(data.payers, (p) => p.amount - p.payerShare),
      },
    },
    {
      key: 'discounts',
      title: 'Discounts given',
      columns: [
        { key: 'givenBy', label: 'Given by', kind: 'text' },
        { key: 'approvedBy', label: 'Approved by', kind: 'text' },
        { key: 'bills', label: 'Bills', kind: 'count' },
        { key: 'amount', label: 'Discount', kind: 'money' },
      ],
      rows: data.discounts.map((d) => ({ ...d, approvedBy: d.approvedBy || 'Within their own limit' })),
      total: {
        givenBy: 'Total',
        approvedBy: '',
        bills: sumOf(data.discounts, (d) => d.bills),
        amount: sumOf(data.discounts, (d) => d.amount),
      },
    },
    {
      key: 'refunds',
      title: 'Refunds',
      columns: [
        { key: 'by', label: 'Refunded by', kind: 'text' },
        { key: 'mode', label: 'Mode', kind: 'text' },
        { key: 'count', label: 'Refunds', kind: 'count' },
        { key: 'amount', label: 'Amount', kind: 'money' },
      ],
      rows: data.refunds,
      total: {
        by: 'Total',
        mode: '',
        count: sumOf(data.refunds, (d) => d.count),
        amount: sumOf(data.refunds, (d) => d.amount),
      },
    },
    {
      key: 'ageing',
      title: 'Outstanding dues today, by age',
      columns: [
        { key: 'owedBy', label: 'Owed by', kind: 'text' },
        ...AGE_BUCKETS.map((b) => ({ key: b.key, label: b.label, kind: 'money' as const })),
        { key: 'total', label: 'Total', kind: 'money' },
      ],
      rows: [
        { owedBy: 'Patients', ...patients },
        { owedBy: 'Payers (insurance, TPA, scheme, corporate)', ...payers },
      ],
      total: {
        owedBy: 'Total',
        ...Object.fromEntries(
          [...AGE_BUCKETS.map((b) => b.key), 'total'].map((k) => [
            k,
            (patients as Record<string, number>)[k]! + (payers as Record<string, number>)[k]!,
          ]),
        ),
      },
    },
  ];
}

export const REVENUE_DEFINITIONS = [
  {
    term: 'Hospital bills',
    meaning:
      'OP and IP bills (and supplementary bills) finalized that day, at their total after discount and round-off.',
  },
  { term: 'Pharmacy bills', meaning: 'Pharmacy sales that day: counter, prescription and ward patients billed.' },
  { term: 'Net billed', meaning: 'Hospital and pharmacy bills less credit notes and pharmacy returns.' },
  {
    term: 'Collected',
    meaning: 'Money received that day, deposits included, in every mode; Net collected is less refunds.',
  },
  {
    term: 'Service group',
    meaning: 'Bill lines by their section, before bill-level discounts; pharmacy bills as one group.',
  },
  {
    term: 'By doctor',
    meaning:
      'Consultation fees billed for the doctor’s visits, and in-patient bills of the stays the doctor admitted. Referring doctors are not yet recorded on patients, so there is no referral share.',
  },
  {
    term: 'Discounts given',
    meaning: 'Bills of the range with a discount: who asked for it and who approved it above their limit.',
  },
  {
    term: 'Outstanding dues',
    meaning:
      'What is owed today on every bill, whatever its date, aged from the bill’s date: the patient’s part and the payer’s.',
  },
];
