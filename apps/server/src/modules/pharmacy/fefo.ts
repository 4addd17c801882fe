import type { BatchOffer } from '@clinic/shared/pharmacy';
import { addDays } from '../../lib/clinic-time.ts';

type SellableBatch = {
  id: string;
  batchNumber: string;
  expiryDate: string;
  quantityOnHand: number;
  mrpPaise: number;
};

/**
 * First expiry, first out: takes the units a line needs from the earliest-expiring batches
 * (already sorted, expired and empty ones left out), flagging a batch that expires before the
 * course ends; the rest of the batches are offered with nothing taken, for the pharmacist to pick.
 */
export function allocateFefo(
  sellable: SellableBatch[],
  needed: number,
  context: { today: string; courseDays: number; unitsPerPack: number },
): { offers: BatchOffer[]; shortBy: number } {
  const courseEnds = addDays(context.today, context.courseDays);
  let left = needed;
  const offers = sellable.map((b) => {
    const take = Math.min(left, b.quantityOnHand);
    left -= take;
    return {
      batchId: b.id,
      batchNumber: b.batchNumber,
      expiryDate: b.expiryDate,
      available: b.quantityOnHand,
      quantity: take,
      mrpPaise: b.mrpPaise,
      unitsPerPack: context.unitsPerPack,
      expiresWithinCourse: b.expiryDate < courseEnds,
    };
  });
  return { offers, shortBy: left };
}
