import {
  NEGATIVE_STOCK,
  stockAdjustmentInputSchema,
  type Batch,
  type StockAdjustment,
  type StockAdjustmentInput,
} from '@clinic/shared/inventory';
import { toRupees } from '@clinic/shared/money';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { MastersService } from './masters.service.ts';
import { changeStock } from './stock-ledger.ts';
import { stockRepository as repo, type AdjustmentRow, type BatchFilter } from './stock.repository.ts';

export type { BatchFilter } from './stock.repository.ts';

function toAdjustment(r: AdjustmentRow): StockAdjustment {
  return {
    _id: r.id,
    itemName: r.itemName,
    batchNumber: r.batchNumber,
    currStock: r.currStock,
    adjustmentValue: r.adjustmentValue,
    reason: r.reason,
    createdBy: r.createdByName,
    createdAt: r.createdAt.toISOString(),
  };
}

export function createStockService(deps: { db: Db; audit: AuditService; masters: MastersService }) {
  const { db, audit, masters } = deps;

  return {
    listAdjustments: async () => (await repo.adjustments(db)).map(toAdjustment),

    /**
     * Applies an adjustment to a real batch (the drug by name, the batch by number). The stock the
     * client saw is kept for the record; the rule is checked against the real quantity on hand.
     */
    async addAdjustment(input: StockAdjustmentInput, actor: Actor): Promise<void> {
      const v = stockAdjustmentInputSchema.parse(input);
      if (v.adjustmentValue === 0)
        throw badRequest('Adjustment value must not be zero', { adjustmentValue: 'Must not be zero' });
      await db.transaction(async (tx) => {
        const drug = await masters.drugByName(tx, v.itemName);
        if (!drug) throw notFound(`"${v.itemName}" is not in the drug catalogue`);
        const batch = await repo.batchByNumber(tx, drug.id, v.batchNumber);
        if (!batch) throw notFound(`Batch ${v.batchNumber} of ${drug.name} not found`);
        const row = await repo.insertAdjustment(tx, {
          batchId: batch.id,
          itemName: drug.name,
          batchNumber: batch.batchNumber,
          currStock: 0,
          adjustmentValue: v.adjustmentValue,
          reason: v.reason,
          createdBy: actor.userId,
          createdByName: actor.name,
        });
        const before = await changeStock(
          tx,
          {
            batchId: batch.id,
            change: v.adjustmentValue,
            reason: 'adjustment',
            referenceType: 'stock_adjustment',
            referenceId: row.id,
            userId: actor.userId,
          },
          NEGATIVE_STOCK,
        );
        await repo.setAdjustmentStockBefore(tx, row.id, before);
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'stock_adjustment',
          entityId: row.id,
          summary: `${v.adjustmentValue > 0 ? '+' : ''}${v.adjustmentValue} ${drug.name} batch ${batch.batchNumber} (${v.reason})`,
        });
      });
    },

    /** Batches with their stock, filtered by drug, or near expiry (within `days`), expired, or in stock. */
    async batches(filter: BatchFilter): Promise<Batch[]> {
      const rows = await repo.batches(db, filter);
      return rows.map(({ batch, drug, unitsPerPack }) => ({
        _id: batch.id,
        drugId: batch.drugId,
        drug,
        batchNumber: batch.batchNumber,
        expiryDate: batch.expiryDate,
        mrp: toRupees(batch.mrpPaise),
        ptr: toRupees(batch.ptrPaise),
        quantityOnHand: batch.quantityOnHand,
        unitsPerPack,
      }));
    },
  };
}

export type StockService = ReturnType<typeof createStockService>;
