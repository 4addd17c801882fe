import type { ReportTable } from '@clinic/shared/reports';
import type { DrugSalesRow, ExpiryRow, ScheduledSalesRow, StockRow } from './pharmacy.repository.ts';
import { ratio } from './report-days.ts';

/** A batch expiring within this many days is near expiry. */
export const NEAR_EXPIRY_DAYS = 90;
/** A drug whose stock would last longer than this at the range's pace is a slow mover. */
export const SLOW_MOVER_DAYS = 180;

const sum = <T>(rows: T[], pick: (r: T) => number) => rows.reduce((t, r) => t + pick(r), 0);

export function salesByDrugTable(rows: DrugSalesRow[]): ReportTable {
  const margin = (sales: number, cost: number) => ({
    margin: sales - cost,
    marginRate: ratio(sales - cost, sales, 100),
  });
  const totals = { sales: sum(rows, (r) => r.sales), cost: sum(rows, (r) => r.cost) };
  return {
    key: 'sales-by-drug',
    title: 'Sales and margin by drug',
    columns: [
      { key: 'drug', label: 'Drug', kind: 'text' },
      { key: 'schedule', label: 'Schedule', kind: 'text' },
      { key: 'unitsSold', label: 'Units sold', kind: 'count' },
      { key: 'unitsIssued', label: 'Units to wards', kind: 'count' },
      { key: 'sales', label: 'Sales', kind: 'money' },
      { key: 'cost', label: 'Cost', kind: 'money' },
      { key: 'margin', label: 'Margin', kind: 'money' },
      { key: 'marginRate', label: 'Margin %', kind: 'percent' },
    ],
    rows: rows.map((r) => ({
      drug: r.drug,
      schedule: r.schedule,
      unitsSold: r.units_sold,
      unitsIssued: r.units_issued,
      sales: r.sales,
      cost: r.cost,
      ...margin(r.sales, r.cost),
    })),
    total: {
      drug: 'Total',
      schedule: '',
      unitsSold: sum(rows, (r) => r.units_sold),
      unitsIssued: sum(rows, (r) => r.units_issued),
      ...totals,
      ...margin(totals.sales, totals.cost),
    },
  };
}

function expiryTable(key: string, title: string, rows: ExpiryRow[]): ReportTable {
  return {
    key,
    title,
    columns: [
      { key: 'drug', label: 'Drug', kind: 'text' },
      { key: 'batch', label: 'Batch', kind: 'text' },
      { key: 'expiry', label: 'Expiry', kind: 'date' },
      { key: 'daysLeft', label: 'Days left', kind: 'count' },
      { key: 'units', label: 'Units', kind: 'count' },
      { key: 'cost', label: 'Value at cost', kind: 'money' },
      { key: 'mrp', label: 'Value at MRP', kind: 'money' },
    ],
    rows: rows.map((r) => ({
      drug: r.drug,
      batch: r.batch,
      expiry: r.expiry,
      daysLeft: Math.max(r.days_left, 0),
      units: r.units,
      cost: r.cost,
      mrp: r.mrp,
    })),
    total: {
      drug: 'Total',
      batch: '',
      expiry: '',
      daysLeft: null,
      units: sum(rows, (r) => r.units),
      cost: sum(rows, (r) => r.cost),
      mrp: sum(rows, (r) => r.mrp),
    },
  };
}

/** Expired stock still on the shelf, and stock expiring within NEAR_EXPIRY_DAYS. */
export function expiryTables(rows: ExpiryRow[]): ReportTable[] {
  return [
    expiryTable(
      'expired',
      'Expired stock on the shelf',
      rows.filter((r) => r.days_left < 0),
    ),
    expiryTable(
      'near-expiry',
      `Expiring within ${NEAR_EXPIRY_DAYS} days`,
      rows.filter((r) => r.days_left >= 0),
    ),
  ];
}

/** A drug in stock today, the units that went out in the range and how many days the stock would last at that pace. */
export type Movement = StockRow & { unitsOut: number; cover: number | null };

/** Drugs in stock that did not move in the range, or would last over SLOW_MOVER_DAYS at its pace. */
export function slowMovers(stock: StockRow[], outs: Map<string, number>, days: number): Movement[] {
  return stock
    .map((s) => {
      const unitsOut = outs.get(s.drug_id) ?? 0;
      return { ...s, unitsOut, cover: unitsOut === 0 ? null : ratio(s.units * days, unitsOut) };
    })
    .filter((m) => m.cover === null || m.cover > SLOW_MOVER_DAYS)
    .sort((a, b) => b.cost - a.cost || a.drug.localeCompare(b.drug));
}

/** The slow movers, the dearest first, with the day each last went out. */
export function slowMoversTable(slow: Movement[], lastOut: Map<string, string>): ReportTable {
  return {
    key: 'slow-movers',
    title: 'Slow movers',
    columns: [
      { key: 'drug', label: 'Drug', kind: 'text' },
      { key: 'units', label: 'On hand', kind: 'count' },
      { key: 'cost', label: 'Value at cost', kind: 'money' },
      { key: 'unitsOut', label: 'Units out in range', kind: 'count' },
      { key: 'cover', label: 'Days of stock', kind: 'decimal' },
      { key: 'lastOut', label: 'Last went out', kind: 'date' },
    ],
    rows: slow.map((m) => ({
      drug: m.drug,
      units: m.units,
      cost: m.cost,
      unitsOut: m.unitsOut,
      cover: m.cover,
      lastOut: lastOut.get(m.drug_id) ?? null,
    })),
    total: {
      drug: 'Total',
      units: sum(slow, (m) => m.units),
      cost: sum(slow, (m) => m.cost),
      unitsOut: sum(slow, (m) => m.unitsOut),
      cover: null,
      lastOut: null,
    },
  };
}

export function scheduledTable(rows: ScheduledSalesRow[]): ReportTable {
  return {
    key: 'scheduled',
    title: 'Schedule H, H1 and X sales',
    columns: [
      { key: 'schedule', label: 'Schedule', kind: 'text' },
      { key: 'drug', label: 'Drug', kind: 'text' },
      { key: 'bills', label: 'Bills', kind: 'count' },
      { key: 'units', label: 'Units', kind: 'count' },
      { key: 'amount', label: 'Amount', kind: 'money' },
    ],
    rows: rows.map((r) => ({ ...r })),
    total: {
      schedule: 'Total',
      drug: '',
      bills: sum(rows, (r) => r.bills),
      units: sum(rows, (r) => r.units),
      amount: sum(rows, (r) => r.amount),
    },
  };
}

export const PHARMACY_DEFINITIONS = [
  {
    term: 'Sales',
    meaning:
      'OP and counter bills before GST, less returns made in the range, plus medicines issued to wards (charged to the stay without GST) less ward returns.',
  },
  { term: 'Cost', meaning: 'Units at their batch’s purchase price (PTR, before GST), shared over the pack.' },
  { term: 'Margin', meaning: 'Sales less cost; Margin % is the margin as a share of sales.' },
  {
    term: 'Expired and expiring',
    meaning: `Batches with stock today whose expiry date has passed, or falls within ${NEAR_EXPIRY_DAYS} days; valued at cost and at MRP.`,
  },
  {
    term: 'Slow movers',
    meaning: `Unexpired drugs in stock today that went out (sold or issued) not at all in the range, or so little that the stock would last more than ${SLOW_MOVER_DAYS} days at that pace.`,
  },
  {
    term: 'Schedule H, H1 and X',
    meaning:
      'Supplies of prescription-only drugs as billed; returns are not taken off (the H1 register records the supply).',
  },
];
