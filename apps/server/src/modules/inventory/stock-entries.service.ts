import { displayDate } from '@clinic/shared/dates';
import {
  dueDateFor,
  lineAmountPaise,
  stockEntryInputSchema,
  type StockEntry,
  type StockEntryInput,
} from '@clinic/shared/inventory';
import { toPaise, toRupees } from '@clinic/shared/money';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { MastersService } from './masters.service.ts';
import { nextInvoiceNumber, toEntry } from './stock-entries.mapping.ts';
import { changeStock, lockBatches } from './stock-ledger.ts';
import { stockRepository as repo, type EntryRow, type ItemRow } from './stock.repository.ts';

type Parsed = ReturnType<typeof stockEntryInputSchema.parse>;
const rupees = (paise: number) => `₹${toRupees(paise).toFixed(2)}`;

export function createStockEntriesService(deps: {
  db: Db;
  audit: AuditService;
  masters: MastersService;
  /** The clinic's today: a batch expiring on it is already expired at the clinic. */
  today: () => string;
}) {
  const { db, audit, masters, today } = deps;

  /** Checks each line, finds or creates its batch, books the stock and returns the rows to insert. */
  async function applyLines(tx: DbOrTx, entryId: string, lines: Parsed['itemDetails'], actor: Actor) {
    const rows: Omit<ItemRow, 'id'>[] = [];
    for (const [index, line] of lines.entries()) {
      const n = index + 1;
      const drug = await masters.drugByName(tx, line.drug);
      if (!drug)
        throw badRequest(`Line ${n}: "${line.drug}" is not in the drug catalogue`, {
          [`itemDetails.${index}.drug`]: 'Unknown drug',
        });
      const mrpPaise = toPaise(line.mrp);
      const ptrPaise = toPaise(line.ptr);
      const ptrWithGst = Math.round(ptrPaise * (1 + (drug.gst ?? 0) / 100));
      if (ptrWithGst > mrpPaise) {
        throw ruleBroken(
          `Line ${n}: PTR with GST (${rupees(ptrWithGst)}) exceeds the MRP (${rupees(mrpPaise)}) of ${drug.name} batch ${line.batchNumber}`,
        );
      }
      if (line.expiryDate <= today())
        throw ruleBroken(
          `Line ${n}: batch ${line.batchNumber} of ${drug.name} has already expired (${displayDate(line.expiryDate)})`,
        );
      const existing = await repo.batchByNumber(tx, drug.id, line.batchNumber, true);
      if (existing && existing.expiryDate !== line.expiryDate) {
        throw conflict(
          `Line ${n}: batch ${line.batchNumber} of ${drug.name} already exists with expiry ${displayDate(existing.expiryDate)}`,
        );
      }
      const batch = existing
        ? await repo.setBatchPrices(tx, existing.id, { mrpPaise, ptrPaise })
        : await repo.insertBatch(tx, {
            drugId: drug.id,
            batchNumber: line.batchNumber,
            expiryDate: line.expiryDate,
            mrpPaise,
            ptrPaise,
          });
      await changeStock(tx, {
        batchId: batch.id,
        change: (line.quantity + line.freeQuantity) * drug.unitsPerPack,
        reason: 'purchase',
        referenceType: 'stock_entry',
        referenceId: entryId,
        userId: actor.userId,
      });
      rows.push({
        stockEntryId: entryId,
        lineNo: n,
        drugId: drug.id,
        drugName: drug.name,
        batchId: batch.id,
        batchNumber: batch.batchNumber,
        expiryDate: line.expiryDate,
        mrpPaise,
        ptrPaise,
        quantity: line.quantity,
        freeQuantity: line.freeQuantity,
        unitsPerPack: drug.unitsPerPack,
        disc: line.disc,
        amountPaise: lineAmountPaise(ptrPaise, line.quantity, line.disc),
      });
    }
    return rows;
  }

  /** Takes back the stock a Pending entry booked; refused when some of it was already used. */
  async function reverseLines(tx: DbOrTx, entryId: string, actor: Actor) {
    const items = await repo.items(tx, entryId);
    await lockBatches(
      tx,
      items.map((i) => i.batchId),
    );
    for (const item of items) {
      await changeStock(
        tx,
        {
          batchId: item.batchId,
          change: -(item.quantity + item.freeQuantity) * item.unitsPerPack,
          reason: 'purchase_reversal',
          referenceType: 'stock_entry',
          referenceId: entryId,
          userId: actor.userId,
        },
        `Stock of ${item.drugName} batch ${item.batchNumber} from this invoice has already been used, so the invoice cannot be changed`,
      );
    }
    await repo.deleteItems(tx, entryId);
  }

  async function lockEditable(tx: DbOrTx, id: string): Promise<EntryRow> {
    const entry = await repo.lockEntry(tx, id);
    if (!entry) throw notFound(`Stock entry with ID ${id} not found`);
    if (entry.status === 'Verified')
      throw conflict('A verified stock entry is locked and cannot be changed or deleted');
    return entry;
  }

  async function supplierFor(tx: DbOrTx, name: string) {
    const supplier = await masters.supplierByName(tx, name);
    if (!supplier)
      throw badRequest(`Supplier "${name}" is not in the suppliers directory`, { supplier: 'Unknown supplier' });
    return supplier;
  }

  function totals(rows: { quantity: number; freeQuantity: number; amountPaise: number }[]) {
    return {
      totalItems: rows.reduce((s, r) => s + r.quantity + r.freeQuantity, 0),
      totalValuePaise: rows.reduce((s, r) => s + r.amountPaise, 0),
    };
  }

  return {
    async list(): Promise<StockEntry[]> {
      const rows = await repo.entries(db);
      return rows.map((r) => toEntry(r.entry, r.supplierName, []));
    },

    async get(id: string): Promise<StockEntry> {
      const row = await repo.entryWithSupplier(db, id);
      if (!row) throw notFound(`Stock entry with ID ${id} not found`);
      const items = await repo.items(db, id);
      return toEntry(row.entry, row.supplierName, items);
    },

    /** Records a purchase invoice; amounts and totals are the server's, never the client's. */
    async add(input: StockEntryInput, actor: Actor): Promise<void> {
      const v = stockEntryInputSchema.parse(input);
      await db.transaction(async (tx) => {
        const supplier = await supplierFor(tx, v.supplier);
        if (await repo.invoiceTaken(tx, supplier.id, v.invoiceNumber))
          throw conflict(`Invoice ${v.invoiceNumber} from ${supplier.name} is already entered`);
        const entry = await repo.insertEntry(tx, {
          supplierId: supplier.id,
          invoiceNumber: v.invoiceNumber,
          invoiceDate: v.invoiceDate,
          dueDate: v.dueDate,
          status: v.status,
          totalItems: 0,
          totalValuePaise: 0,
          createdBy: actor.userId,
        });
        const rows = await applyLines(tx, entry.id, v.itemDetails, actor);
        await repo.insertItems(tx, rows);
        await repo.updateEntry(tx, entry.id, totals(rows));
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'stock_entry',
          entityId: entry.id,
          summary: `Entered invoice ${v.invoiceNumber} (${rows.length} lines, ${v.status})`,
        });
      });
    },

    /** Changes a Pending entry: its old stock is taken back and the new lines booked, in one transaction. */
    async edit(id: string, input: StockEntryInput, actor: Actor): Promise<void> {
      const v = stockEntryInputSchema.parse(input);
      await db.transaction(async (tx) => {
        await lockEditable(tx, id);
        const supplier = await supplierFor(tx, v.supplier);
        if (await repo.invoiceTaken(tx, supplier.id, v.invoiceNumber, id))
          throw conflict(`Invoice ${v.invoiceNumber} from ${supplier.name} is already entered`);
        await reverseLines(tx, id, actor);
        const rows = await applyLines(tx, id, v.itemDetails, actor);
        await repo.insertItems(tx, rows);
        await repo.updateEntry(tx, id, {
          supplierId: supplier.id,
          invoiceNumber: v.invoiceNumber,
          invoiceDate: v.invoiceDate,
          dueDate: v.dueDate,
          status: v.status,
          ...totals(rows),
        });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'stock_entry',
          entityId: id,
          summary: `Changed invoice ${v.invoiceNumber} (${v.status})`,
        });
      });
    },

    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const entry = await lockEditable(tx, id);
        await reverseLines(tx, id, actor);
        await repo.deleteEntry(tx, id);
        await audit.record(tx, actor, {
          action: 'delete',
          entityType: 'stock_entry',
          entityId: id,
          summary: `Deleted invoice ${entry.invoiceNumber}`,
        });
      });
    },

    /** The next invoice number after the supplier's last one, and the due date by its rule. */
    async defaultDetails(supplierName: string, invoiceDate: string) {
      const supplier = await masters.supplierByName(db, supplierName);
      if (!supplier) throw new AppError(404, 'NOT_FOUND', `Supplier "${supplierName}" not found`);
      return {
        invoiceNumber: nextInvoiceNumber(await repo.lastInvoiceNumber(db, supplier.id)),
        dueDate: dueDateFor(supplier.dueDateRule, invoiceDate),
      };
    },
  };
}

export type StockEntriesService = ReturnType<typeof createStockEntriesService>;
