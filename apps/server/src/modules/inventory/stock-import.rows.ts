import { displayDate } from '@clinic/shared/dates';
import { toPaise } from '@clinic/shared/money';
import { AppError } from '../../lib/errors.ts';
import type { StagedRow } from './stock-import.repository.ts';
import { parseExpiry, type ImportRecord } from './stock-import.parse.ts';

/** The most rows an error reply lists; the message still counts them all. */
export const LISTED_ROW_ERRORS = 100;
const MAX_QUANTITY = 1_000_000;
const MAX_PRICE = 10_000_000;

function number(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text.replace(/[₹,\s]/g, ''));
  return Number.isFinite(n) ? n : Number.NaN;
}

/** Checks one row's own values; returns the reason it cannot be imported, or the row to stage. */
export function checkRow(r: ImportRecord, today: string): StagedRow | string {
  if (!r.materialName) return 'Material name is missing';
  if (r.materialName.length > 200) return 'Material name is longer than 200 characters';
  if (!r.batch) return 'Batch is missing';
  if (r.batch.length > 50) return 'Batch is longer than 50 characters';
  const qoh = number(r.qoh);
  if (qoh === undefined || !Number.isInteger(qoh) || qoh < 0)
    return 'Quantity on hand must be a whole number of 0 or more';
  if (qoh > MAX_QUANTITY) return 'Quantity on hand is more than 10,00,000';
  const mrp = number(r.mrp);
  if (mrp === undefined || Number.isNaN(mrp) || mrp <= 0) return 'MRP must be a number greater than 0';
  if (mrp > MAX_PRICE) return 'MRP is more than ₹1,00,00,000';
  const ptr = number(r.purchaseRate) ?? number(r.landedCost) ?? 0;
  if (Number.isNaN(ptr) || ptr < 0) return 'Purchase rate must be a number';
  if (ptr > mrp) return 'Purchase rate is more than the MRP';
  const expiry = r.expiryDate ? parseExpiry(r.expiryDate) : undefined;
  if (!expiry) return 'Expiry date is missing or not a date (use 2027-03-31, 31/03/2027 or 03/2027)';
  if (expiry <= today) return `Batch has already expired (${displayDate(expiry)})`;
  return {
    rowNo: Number(r.rowNumber),
    name: r.materialName,
    batch: r.batch,
    qoh,
    mrpPaise: toPaise(mrp),
    ptrPaise: toPaise(ptr),
    expiry,
    dosageForm: (r.dosageForm ?? '').slice(0, 100),
    supplier: (r.supplier ?? '').slice(0, 200),
  };
}

export function rowsRefusedMessage(count: number): string {
  return `${count.toLocaleString('en-IN')} row${count === 1 ? '' : 's'} cannot be imported; nothing was imported`;
}

const YIELD_EVERY_ROWS = 2_000;

/**
 * Every row checked: the rows to stage, or 422 listing each refused row (the first hundred).
 * Other requests run between slices of a large file.
 */
export async function checkRows(records: ImportRecord[], today: string): Promise<StagedRow[]> {
  const errors: Record<string, string> = {};
  let refused = 0;
  const rows: StagedRow[] = [];
  for (const [index, record] of records.entries()) {
    if (index > 0 && index % YIELD_EVERY_ROWS === 0) await new Promise((resolve) => setImmediate(resolve));
    const checked = checkRow(record, today);
    if (typeof checked !== 'string') rows.push(checked);
    else if (++refused <= LISTED_ROW_ERRORS) errors[`row ${record.rowNumber}`] = checked;
  }
  if (refused > 0) throw new AppError(422, 'IMPORT_INVALID', rowsRefusedMessage(refused), errors);
  return rows;
}
