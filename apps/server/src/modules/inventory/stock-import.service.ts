import { displayDate } from '@clinic/shared/dates';
import { toPaise } from '@clinic/shared/money';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import { mastersRepository } from './masters.repository.ts';
import type { MastersService } from './masters.service.ts';
import { changeStock } from './stock-ledger.ts';
import { parseExpiry, type ImportRecord } from './stock-import.parse.ts';
import { stockRepository } from './stock.repository.ts';

type ValidRow = {
  row: string;
  name: string;
  batch: string;
  qoh: number;
  mrpPaise: number;
  ptrPaise: number;
  expiry: string;
  dosageForm: string;
  supplier: string;
};

const PREVIEW_ROWS = 10;

function number(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const n = Number(text.replace(/[₹,\s]/g, ''));
  return Number.isFinite(n) ? n : Number.NaN;
}

/** Checks one row's own values; returns the reason it cannot be imported, or the clean row. */
function checkRow(r: ImportRecord, today: string): ValidRow | string {
  if (!r.materialName) return 'Material name is missing';
  if (!r.batch) return 'Batch is missing';
  const qoh = number(r.qoh);
  if (qoh === undefined || !Number.isInteger(qoh) || qoh < 0)
    return 'Quantity on hand must be a whole number of 0 or more';
  const mrp = number(r.mrp);
  if (mrp === undefined || Number.isNaN(mrp) || mrp <= 0) return 'MRP must be a number greater than 0';
  const ptr = number(r.purchaseRate) ?? number(r.landedCost) ?? 0;
  if (Number.isNaN(ptr) || ptr < 0) return 'Purchase rate must be a number';
  if (ptr > mrp) return 'Purchase rate is more than the MRP';
  const expiry = r.expiryDate ? parseExpiry(r.expiryDate) : undefined;
  if (!expiry) return 'Expiry date is missing or not a date (use 2027-03-31, 31/03/2027 or 03/2027)';
  if (expiry <= today) return `Batch has already expired (${displayDate(expiry)})`;
  return {
    row: r.rowNumber,
    name: r.materialName,
    batch: r.batch,
    qoh,
    mrpPaise: toPaise(mrp),
    ptrPaise: toPaise(ptr),
    expiry,
    dosageForm: r.dosageForm ?? '',
    supplier: r.supplier ?? '',
  };
}

function invalid(errors: Record<string, string>): AppError {
  const count = Object.keys(errors).length;
  return new AppError(
    422,
    'IMPORT_INVALID',
    `${count} row${count === 1 ? '' : 's'} cannot be imported; nothing was imported`,
    errors,
  );
}

export function createStockImportService(deps: {
  db: Db;
  audit: AuditService;
  masters: MastersService;
  today?: () => string;
}) {
  const { db, audit, masters } = deps;
  const today = deps.today ?? (() => new Date().toISOString().slice(0, 10));

  async function importRow(tx: DbOrTx, row: ValidRow, importId: string, actor: Actor): Promise<string | undefined> {
    if (row.supplier && !(await masters.supplierByName(tx, row.supplier))) {
      await mastersRepository.insertSupplier(tx, { name: row.supplier });
    }
    const drug =
      (await masters.drugByName(tx, row.name)) ??
      (await mastersRepository.insertDrug(tx, {
        name: row.name,
        manufacturer: 'Not specified',
        category: row.dosageForm || 'General',
        mrpPaise: row.mrpPaise,
      }));
    const existing = await stockRepository.batchByNumber(tx, drug.id, row.batch, true);
    if (existing && existing.expiryDate !== row.expiry)
      return `Batch ${row.batch} of ${drug.name} already exists with expiry ${displayDate(existing.expiryDate)}`;
    const batch =
      existing ??
      (await stockRepository.insertBatch(tx, {
        drugId: drug.id,
        batchNumber: row.batch,
        expiryDate: row.expiry,
        mrpPaise: row.mrpPaise,
        ptrPaise: row.ptrPaise,
      }));
    if (row.qoh > 0) {
      await changeStock(tx, {
        batchId: batch.id,
        change: row.qoh,
        reason: 'import',
        referenceType: 'stock_import',
        referenceId: importId,
        userId: actor.userId,
      });
    }
    return undefined;
  }

  return {
    /** The first rows as they will be read, for the user to check before importing. */
    preview(records: ImportRecord[]) {
      return records.slice(0, PREVIEW_ROWS).map((r) => ({
        materialName: r.materialName ?? '',
        batch: r.batch ?? '',
        qoh: r.qoh ?? '',
        mrp: r.mrp ?? '',
        expiryDate: r.expiryDate ?? '',
      }));
    },

    /** Imports every row or none: any bad row gives 422 with each row's reason, and nothing is written. */
    async import(records: ImportRecord[], actor: Actor): Promise<number> {
      if (records.length === 0)
        throw new AppError(422, 'IMPORT_EMPTY', 'No valid data found in the file. Please check the format.');
      const errors: Record<string, string> = {};
      const rows: ValidRow[] = [];
      for (const record of records) {
        const checked = checkRow(record, today());
        if (typeof checked === 'string') errors[`row ${record.rowNumber}`] = checked;
        else rows.push(checked);
      }
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const importId = crypto.randomUUID();
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const problem = await importRow(tx, row, importId, actor);
          if (problem) errors[`row ${row.row}`] = problem;
        }
        if (Object.keys(errors).length > 0) throw invalid(errors);
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'stock_import',
          entityId: importId,
          summary: `Imported ${rows.length} stock rows`,
        });
      });
      return rows.length;
    },
  };
}

export type StockImportService = ReturnType<typeof createStockImportService>;
