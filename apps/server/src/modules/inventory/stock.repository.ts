import { and, asc, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { batches, drugs, stockAdjustments, stockEntries, stockEntryItems, suppliers } from './inventory.table.ts';

export type BatchRow = typeof batches.$inferSelect;
export type EntryRow = typeof stockEntries.$inferSelect;
export type ItemRow = typeof stockEntryItems.$inferSelect;
export type AdjustmentRow = typeof stockAdjustments.$inferSelect;
export type BatchFilter = { drugId?: string; status?: 'all' | 'near-expiry' | 'expired' | 'in-stock'; days?: number };

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} returned no row`);
  return row;
}

/** Batches, purchase invoices and adjustments. Quantities change only through `changeStock`. */
export const stockRepository = {
  /** A drug's batch by number (any case), locked for the transaction when asked. */
  async batchByNumber(db: DbOrTx, drugId: string, batchNumber: string, lock = false): Promise<BatchRow | undefined> {
    const query = db
      .select()
      .from(batches)
      .where(and(eq(batches.drugId, drugId), sql`lower(${batches.batchNumber}) = lower(${batchNumber})`));
    return (lock ? await query.for('update') : await query)[0];
  },

  insertBatch: (tx: DbOrTx, values: typeof batches.$inferInsert) =>
    one(tx.insert(batches).values(values).returning(), 'insert into batches'),

  setBatchPrices: (tx: DbOrTx, id: string, prices: { mrpPaise: number; ptrPaise: number }) =>
    one(
      tx
        .update(batches)
        .set({ ...prices, updatedAt: sql`now()` })
        .where(eq(batches.id, id))
        .returning(),
      'update of batches',
    ),

  /** Batches of live drugs: of one drug, near expiry (within `days`), expired, or in stock; earliest expiry first. */
  batches(db: DbOrTx, filter: BatchFilter) {
    const conditions: SQL[] = [isNull(drugs.deletedAt)];
    if (filter.drugId) conditions.push(eq(batches.drugId, filter.drugId));
    if (filter.status === 'expired')
      conditions.push(lte(batches.expiryDate, sql`current_date`), gt(batches.quantityOnHand, 0));
    if (filter.status === 'near-expiry') {
      conditions.push(
        gt(batches.expiryDate, sql`current_date`),
        lte(batches.expiryDate, sql`current_date + ${filter.days ?? 90}::int`),
        gt(batches.quantityOnHand, 0),
      );
    }
    if (filter.status === 'in-stock') conditions.push(gt(batches.quantityOnHand, 0));
    return db
      .select({ batch: batches, drug: drugs.name, unitsPerPack: drugs.unitsPerPack })
      .from(batches)
      .innerJoin(drugs, eq(drugs.id, batches.drugId))
      .where(and(...conditions))
      .orderBy(asc(batches.expiryDate), asc(drugs.name));
  },

  adjustments: (db: DbOrTx): Promise<AdjustmentRow[]> =>
    db.select().from(stockAdjustments).orderBy(desc(stockAdjustments.createdAt)),

  insertAdjustment: (tx: DbOrTx, values: typeof stockAdjustments.$inferInsert) =>
    one(tx.insert(stockAdjustments).values(values).returning(), 'insert into stock_adjustments'),

  async setAdjustmentStockBefore(tx: DbOrTx, id: string, before: number): Promise<void> {
    await tx.update(stockAdjustments).set({ currStock: before }).where(eq(stockAdjustments.id, id));
  },

  entries: (db: DbOrTx) =>
    db
      .select({ entry: stockEntries, supplierName: suppliers.name })
      .from(stockEntries)
      .innerJoin(suppliers, eq(suppliers.id, stockEntries.supplierId))
      .orderBy(desc(stockEntries.invoiceDate), desc(stockEntries.createdAt)),

  async entryWithSupplier(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ entry: stockEntries, supplierName: suppliers.name })
      .from(stockEntries)
      .innerJoin(suppliers, eq(suppliers.id, stockEntries.supplierId))
      .where(eq(stockEntries.id, id));
    return row;
  },

  items: (db: DbOrTx, entryId: string): Promise<ItemRow[]> =>
    db
      .select()
      .from(stockEntryItems)
      .where(eq(stockEntryItems.stockEntryId, entryId))
      .orderBy(asc(stockEntryItems.lineNo)),

  async lockEntry(tx: DbOrTx, id: string): Promise<EntryRow | undefined> {
    const [entry] = await tx.select().from(stockEntries).where(eq(stockEntries.id, id)).for('update');
    return entry;
  },

  async invoiceTaken(db: DbOrTx, supplierId: string, invoiceNumber: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: stockEntries.id })
      .from(stockEntries)
      .where(
        and(
          eq(stockEntries.supplierId, supplierId),
          sql`lower(${stockEntries.invoiceNumber}) = lower(${invoiceNumber})`,
          exceptId ? sql`${stockEntries.id} <> ${exceptId}` : undefined,
        ),
      );
    return row !== undefined;
  },

  insertEntry: (tx: DbOrTx, values: typeof stockEntries.$inferInsert) =>
    one(tx.insert(stockEntries).values(values).returning(), 'insert into stock_entries'),

  async updateEntry(tx: DbOrTx, id: string, values: Partial<typeof stockEntries.$inferInsert>): Promise<void> {
    await tx
      .update(stockEntries)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(stockEntries.id, id));
  },

  async deleteEntry(tx: DbOrTx, id: string): Promise<void> {
    await tx.delete(stockEntries).where(eq(stockEntries.id, id));
  },

  async insertItems(tx: DbOrTx, rows: (typeof stockEntryItems.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await tx.insert(stockEntryItems).values(rows);
  },

  async deleteItems(tx: DbOrTx, entryId: string): Promise<void> {
    await tx.delete(stockEntryItems).where(eq(stockEntryItems.stockEntryId, entryId));
  },

  async lastInvoiceNumber(db: DbOrTx, supplierId: string): Promise<string | undefined> {
    const [last] = await db
      .select({ invoiceNumber: stockEntries.invoiceNumber })
      .from(stockEntries)
      .where(eq(stockEntries.supplierId, supplierId))
      .orderBy(desc(stockEntries.createdAt))
      .limit(1);
    return last?.invoiceNumber;
  },
};
