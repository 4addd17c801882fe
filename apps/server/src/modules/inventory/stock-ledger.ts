import { NEGATIVE_STOCK } from '@clinic/shared/inventory';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { batches, stockLedger } from './inventory.table.ts';
import { stockImportRows } from './stock-import.table.ts';

export type StockChange = {
  batchId: string;
  change: number;
  reason:
    'purchase' | 'purchase_reversal' | 'adjustment' | 'import' | 'sale' | 'sale_return' | 'ward_issue' | 'ward_return';
  referenceType: string;
  referenceId: string;
  userId: string | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Locks the batches a transaction is about to change, all at once and in one order (by id).
 * Changing them line by line locks them in the lines' order, so two sales of the same drugs
 * listed in opposite orders each held one batch and waited for the other: a deadlock, answered
 * 500 (issue 34's mixed load met it 3 times in 115 dispenses). Call it before the first change.
 */
export async function lockBatches(tx: DbOrTx, batchIds: readonly string[]): Promise<void> {
  const ids = [...new Set(batchIds.filter((id) => UUID.test(id)))].sort();
  if (ids.length < 2) return;
  await tx.execute(sql`select id from ${batches} where id = any(${sql.param(ids)}::uuid[]) order by id for update`);
}

/**
 * The only way stock changes: one conditional UPDATE (atomic per row, so concurrent changes
 * cannot take a batch below zero) and one ledger row, in the caller's transaction. Returns the
 * quantity before the change; throws 422 when it would go negative.
 */
export async function changeStock(tx: DbOrTx, c: StockChange, negativeMessage = NEGATIVE_STOCK): Promise<number> {
  const [row] = await tx
    .update(batches)
    .set({ quantityOnHand: sql`${batches.quantityOnHand} + ${c.change}`, updatedAt: sql`now()` })
    .where(and(eq(batches.id, c.batchId), sql`${batches.quantityOnHand} + ${c.change} >= 0`))
    .returning({ after: batches.quantityOnHand });
  if (!row) throw ruleBroken(negativeMessage);
  await tx.insert(stockLedger).values({
    batchId: c.batchId,
    change: c.change,
    reason: c.reason,
    referenceType: c.referenceType,
    referenceId: c.referenceId,
    createdBy: c.userId,
  });
  return row.after - c.change;
}

/**
 * Adds an import's staged quantities to the batches its rows were resolved to and writes one
 * ledger row per file row, set-based, in the caller's transaction (quantities only go up).
 */
export async function addImportedStock(
  tx: DbOrTx,
  importId: string,
  userId: string | null,
  rows: { from: number; to: number },
): Promise<void> {
  const inChunk = sql`import_id = ${importId} and row_no between ${rows.from} and ${rows.to}`;
  await tx.execute(sql`
    with totals as (
      select batch_id, sum(qoh)::int as added from ${stockImportRows}
      where ${inChunk} group by batch_id
    )
    update ${batches} b set quantity_on_hand = b.quantity_on_hand + t.added, updated_at = now()
    from totals t where b.id = t.batch_id and t.added > 0`);
  await tx.execute(sql`
    insert into ${stockLedger} (batch_id, change, reason, reference_type, reference_id, created_by)
    select batch_id, qoh, 'import', 'stock_import', ${importId}, ${userId}
    from ${stockImportRows} where ${inChunk} and qoh > 0 order by row_no`);
}
