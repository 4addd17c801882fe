import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  batches,
  drugs,
  stockAdjustments,
  stockEntries,
  stockEntryItems,
  stockLedger,
  suppliers,
} from './inventory.table.ts';
import { addImportedStock } from './stock-ledger.ts';
import { stockImportCreated, stockImportRows, stockImports } from './stock-import.table.ts';

export type StockImportRow = typeof stockImports.$inferSelect;
export type StagedRow = Omit<typeof stockImportRows.$inferInsert, 'importId' | 'drugId' | 'batchId'>;
export type RowProblem = { rowNo: number; name: string; batch: string; expiry: string; earlierRow: number | null };

/** Stock imports and their staged rows. Every statement over rows is set-based. */
export const stockImportRepository = {
  /** The new import, or undefined when the user's idempotency key is taken (a racing retry). */
  async insert(tx: DbOrTx, values: typeof stockImports.$inferInsert): Promise<StockImportRow | undefined> {
    const [row] = await tx.insert(stockImports).values(values).onConflictDoNothing().returning();
    return row;
  },

  async byId(db: DbOrTx, id: string): Promise<StockImportRow | undefined> {
    const [row] = await db.select().from(stockImports).where(eq(stockImports.id, id));
    return row;
  },

  async byKey(db: DbOrTx, createdBy: string, key: string): Promise<StockImportRow | undefined> {
    const [row] = await db
      .select()
      .from(stockImports)
      .where(and(eq(stockImports.createdBy, createdBy), eq(stockImports.idempotencyKey, key)));
    return row;
  },

  /** One chunk of rows and the progress it makes, in one short transaction. */
  async stage(tx: DbOrTx, importId: string, rows: StagedRow[]): Promise<void> {
    await tx.insert(stockImportRows).values(rows.map((r) => ({ ...r, importId })));
    await tx
      .update(stockImports)
      .set({ stagedRows: sql`${stockImports.stagedRows} + ${rows.length}`, updatedAt: sql`now()` })
      .where(eq(stockImports.id, importId));
  },

  /**
   * Rows whose batch is already known with another expiry: in the stock (earlierRow null) or in
   * an earlier row of the same file.
   */
  async expiryConflicts(tx: DbOrTx, importId: string, limit: number): Promise<RowProblem[]> {
    const result = await tx.execute<RowProblem>(sql`
      with listed as (
        select row_no, name, batch, expiry,
          first_value(expiry) over w as first_expiry, first_value(row_no) over w as first_row
        from ${stockImportRows} where import_id = ${importId}
        window w as (partition by lower(name), lower(batch) order by row_no)
      )
      select * from (
        select l.row_no as "rowNo", d.name, b.batch_number as batch, b.expiry_date::text as expiry, null::int as "earlierRow"
        from listed l
        join ${drugs} d on lower(d.name) = lower(l.name) and d.deleted_at is null
        join ${batches} b on b.drug_id = d.id and lower(b.batch_number) = lower(l.batch)
        where b.expiry_date <> l.expiry
        union all
        select row_no, name, batch, first_expiry::text, first_row
        from listed where expiry <> first_expiry
      ) problems
      order by "rowNo" limit ${limit}`);
    return result.rows;
  },

  /**
   * Suppliers named in rows `from`..`to` and not yet known, each once; recorded as the import's.
   * Chunks go in row order, so a supplier is added from the first row that names it.
   */
  async addMissingSuppliers(tx: DbOrTx, importId: string, from: number, to: number): Promise<number> {
    const result = await tx.execute(sql`
      with added as (
        insert into ${suppliers} (name)
        select distinct on (lower(supplier)) supplier from ${stockImportRows}
        where import_id = ${importId} and row_no between ${from} and ${to} and supplier <> ''
        order by lower(supplier), row_no
        on conflict do nothing
        returning id
      )
      insert into ${stockImportCreated} (import_id, kind, id) select ${importId}, 'supplier', id from added`);
    return result.rowCount ?? 0;
  },

  /**
   * Drugs named in rows `from`..`to` and not in the live catalogue, with the first row's form and
   * MRP (chunks go in row order, so the first row that names the drug).
   */
  async addMissingDrugs(tx: DbOrTx, importId: string, from: number, to: number): Promise<number> {
    const result = await tx.execute(sql`
      with added as (
        insert into ${drugs} (name, manufacturer, category, mrp_paise)
        select distinct on (lower(name)) name, 'Not specified', coalesce(nullif(dosage_form, ''), 'General'), mrp_paise
        from ${stockImportRows} where import_id = ${importId} and row_no between ${from} and ${to}
        order by lower(name), row_no
        on conflict do nothing
        returning id
      )
      insert into ${stockImportCreated} (import_id, kind, id) select ${importId}, 'drug', id from added`);
    return result.rowCount ?? 0;
  },

  /**
   * For the rows numbered `from`..`to`: notes each row's drug, creates the batches not yet in the
   * stock (empty, with the first row's expiry and prices) and notes each row's batch. Rows are
   * looked up one by one through the unique indexes: a join planned from statistics taken before
   * the import would compare every row with every drug.
   */
  async resolveBatches(tx: DbOrTx, importId: string, from: number, to: number): Promise<number> {
    const inChunk = sql`r.import_id = ${importId} and r.row_no between ${from} and ${to}`;
    await tx.execute(sql`
      update ${stockImportRows} r set drug_id = (
        select d.id from ${drugs} d where lower(d.name) = lower(r.name) and d.deleted_at is null)
      where ${inChunk}`);
    const result = await tx.execute(sql`
      with added as (
        insert into ${batches} (drug_id, batch_number, expiry_date, mrp_paise, ptr_paise)
        select distinct on (r.drug_id, lower(r.batch)) r.drug_id, r.batch, r.expiry, r.mrp_paise, r.ptr_paise
        from ${stockImportRows} r
        where ${inChunk}
        order by r.drug_id, lower(r.batch), r.row_no
        on conflict do nothing
        returning id
      )
      insert into ${stockImportCreated} (import_id, kind, id) select ${importId}, 'batch', id from added`);
    await tx.execute(sql`
      update ${stockImportRows} r set batch_id = (
        select b.id from ${batches} b where b.drug_id = r.drug_id and lower(b.batch_number) = lower(r.batch))
      where ${inChunk}`);
    return result.rowCount ?? 0;
  },

  /**
   * Rows numbered `from`..`to` whose resolved batch has another expiry: a batch someone added
   * since the first check. A batch's expiry never changes, so a row checked here stays good.
   */
  async resolvedConflicts(tx: DbOrTx, importId: string, from: number, to: number): Promise<RowProblem[]> {
    const result = await tx.execute<RowProblem>(sql`
      select r.row_no as "rowNo", d.name, b.batch_number as batch, b.expiry_date::text as expiry,
        (select min(f.row_no) from ${stockImportRows} f where f.import_id = r.import_id and f.batch_id = r.batch_id
           and exists (select 1 from ${stockImportCreated} c where c.import_id = r.import_id and c.kind = 'batch' and c.id = b.id)
        ) as "earlierRow"
      from ${stockImportRows} r
      join ${batches} b on b.id = r.batch_id
      join ${drugs} d on d.id = b.drug_id
      where r.import_id = ${importId} and r.row_no between ${from} and ${to} and b.expiry_date <> r.expiry
      order by r.row_no`);
    return result.rows;
  },

  /**
   * Moves the import's applied mark from `from` to `to` and the stock with it, in the caller's
   * transaction; false (nothing done) when the mark is no longer at `from`: another process that
   * resumed the import applied these rows already.
   */
  async applyChunk(tx: DbOrTx, importId: string, from: number, to: number, userId: string | null): Promise<boolean> {
    const moved = await tx
      .update(stockImports)
      .set({ appliedThrough: to, updatedAt: sql`now()` })
      .where(
        and(eq(stockImports.id, importId), eq(stockImports.status, 'Applying'), eq(stockImports.appliedThrough, from)),
      )
      .returning({ id: stockImports.id });
    if (moved.length === 0) return false;
    await addImportedStock(tx, importId, userId, { from: from + 1, to });
    return true;
  },

  /** The staged rows' last row number, and what the import created (for its audit line). */
  async applyPlan(db: DbOrTx, importId: string): Promise<{ lastRowNo: number; drugs: number; batches: number }> {
    const result = await db.execute<{ lastRowNo: number | null; drugs: number; batches: number }>(sql`
      select (select max(row_no) from ${stockImportRows} where import_id = ${importId}) as "lastRowNo",
        (select count(*)::int from ${stockImportCreated} where import_id = ${importId} and kind = 'drug') as drugs,
        (select count(*)::int from ${stockImportCreated} where import_id = ${importId} and kind = 'batch') as batches`);
    const row = result.rows[0];
    return { lastRowNo: row?.lastRowNo ?? 0, drugs: row?.drugs ?? 0, batches: row?.batches ?? 0 };
  },

  /** Imports whose apply began and then stopped moving for `staleMinutes`: to be finished. */
  async interruptedApplies(db: DbOrTx, staleMinutes: number): Promise<{ id: string; createdBy: string | null }[]> {
    return db
      .select({ id: stockImports.id, createdBy: stockImports.createdBy })
      .from(stockImports)
      .where(
        and(
          eq(stockImports.status, 'Applying'),
          sql`${stockImports.appliedThrough} > 0`,
          sql`${stockImports.updatedAt} < now() - make_interval(mins => ${staleMinutes})`,
        ),
      );
  },

  /**
   * Takes over an interrupted apply: true for the one process whose claim finds it still unmoved
   * for `staleMinutes` (the claim moves it, so a second claimer finds it fresh).
   */
  async claimInterrupted(db: DbOrTx, importId: string, staleMinutes: number): Promise<boolean> {
    const claimed = await db
      .update(stockImports)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(stockImports.id, importId),
          eq(stockImports.status, 'Applying'),
          sql`${stockImports.updatedAt} < now() - make_interval(mins => ${staleMinutes})`,
        ),
      )
      .returning({ id: stockImports.id });
    return claimed.length > 0;
  },

  /** After a failure: what the import created and nothing else has come to use since. */
  async removeCreated(tx: DbOrTx, importId: string): Promise<void> {
    const created = (kind: string) =>
      sql`select id from ${stockImportCreated} where import_id = ${importId} and kind = ${kind}`;
    await tx.execute(sql`
      delete from ${batches} b where b.id in (${created('batch')}) and b.quantity_on_hand = 0
        and not exists (select 1 from ${stockLedger} l where l.batch_id = b.id)
        and not exists (select 1 from ${stockEntryItems} i where i.batch_id = b.id)
        and not exists (select 1 from ${stockAdjustments} a where a.batch_id = b.id)`);
    await tx.execute(sql`
      delete from ${drugs} d where d.id in (${created('drug')})
        and not exists (select 1 from ${batches} b where b.drug_id = d.id)
        and not exists (select 1 from ${stockEntryItems} i where i.drug_id = d.id)`);
    await tx.execute(sql`
      delete from ${suppliers} s where s.id in (${created('supplier')})
        and not exists (select 1 from ${stockEntries} e where e.supplier_id = s.id)`);
  },

  /** The staged rows and the list of what was created: needed only while the import runs. */
  async dropRows(tx: DbOrTx, importId: string): Promise<void> {
    await tx.delete(stockImportRows).where(eq(stockImportRows.importId, importId));
    await tx.delete(stockImportCreated).where(eq(stockImportCreated.importId, importId));
  },
};
