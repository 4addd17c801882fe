import { z } from 'zod';
import { nonPayableItemOf } from './non-payable.ts';

/** What the payer's cover says about a stay's bill, and what the payer approved. */
export type SplitTerms = {
  approvedPaise: number;
  copayPercent: number;
  deductiblePaise: number;
  /** The room rent a day the policy pays; 0 for no limit. */
  roomRentLimitPaise: number;
};

export type SplitLine = {
  section: string;
  category: string;
  description: string;
  quantity: number;
  unitPricePaise: number;
  totalPaise: number;
  /** The regulator's non-payable item its tariff item is tagged with, if any. */
  nonPayableItem?: string | null;
  /** A room day's bed class: ICU days are not held to the room-rent limit. */
  bedClass?: string;
};

/**
 * A stay's bill split between the payer and the patient, each deduction by its reason. The
 * patient's part is everything the payer does not pay: non-payable items, the room above the
 * policy's limit and its proportionate share of the room-linked charges, the deductible, the
 * co-pay, and whatever is over the approved amount.
 */
export const billSplitSchema = z.object({
  totalPaise: z.number(),
  nonPayablePaise: z.number(),
  roomDeductionPaise: z.number(),
  admissiblePaise: z.number(),
  deductiblePaise: z.number(),
  copayPaise: z.number(),
  overApprovalPaise: z.number(),
  payerPaise: z.number(),
  patientPaise: z.number(),
});
export type BillSplit = z.infer<typeof billSplitSchema>;

/**
 * Charges that scale with the room a patient chooses (policy wordings' "associated medical
 * expenses"): the bed-day heads besides rent, services and procedures. Medicines, implants and
 * consumables, diagnostics and package prices do not.
 */
const isRoomLinked = (l: SplitLine) =>
  (l.section === 'Room Charges' && l.category !== 'Room rent' && l.bedClass !== 'icu') ||
  l.section === 'Procedure' ||
  (l.section === 'Services' && !['Laboratory', 'Radiology'].includes(l.category));

export function splitBill(lines: SplitLine[], totalPaise: number, terms: SplitTerms): BillSplit {
  const payable = lines.filter((l) => nonPayableItemOf(l.nonPayableItem, l.description) === null);
  const nonPayablePaise = lines.reduce((s, l) => s + l.totalPaise, 0) - payable.reduce((s, l) => s + l.totalPaise, 0);
  const limit = terms.roomRentLimitPaise;
  // Policies limit ICU charges separately, and the proportionate deduction does not reach them.
  const rents = payable.filter(
    (l) => l.section === 'Room Charges' && l.category === 'Room rent' && l.bedClass !== 'icu',
  );
  const highest = Math.max(0, ...rents.map((l) => l.unitPricePaise));
  const above = limit > 0 && highest > limit;
  const rentOver = above
    ? rents.reduce(
        (s, l) =>
          l.unitPricePaise > limit ? s + Math.round((l.totalPaise * (l.unitPricePaise - limit)) / l.unitPricePaise) : s,
        0,
      )
    : 0;
  const proportionate = above
    ? payable.filter(isRoomLinked).reduce((s, l) => s + Math.round((l.totalPaise * (highest - limit)) / highest), 0)
    : 0;
  const roomDeductionPaise = rentOver + proportionate;
  const admissiblePaise = Math.max(0, totalPaise - nonPayablePaise - roomDeductionPaise);
  const deductiblePaise = Math.min(terms.deductiblePaise, admissiblePaise);
  const copayPaise = Math.round(((admissiblePaise - deductiblePaise) * terms.copayPercent) / 100);
  const claimable = admissiblePaise - deductiblePaise - copayPaise;
  const payerPaise = Math.max(0, Math.min(claimable, terms.approvedPaise));
  return {
    totalPaise,
    nonPayablePaise,
    roomDeductionPaise,
    admissiblePaise,
    deductiblePaise,
    copayPaise,
    overApprovalPaise: claimable - payerPaise,
    payerPaise,
    patientPaise: totalPaise - payerPaise,
  };
}
