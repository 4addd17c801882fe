import { billTotal, discountPaise, gstInclusive } from '../money/index.ts';

/** What a sale line is priced from: the batch's MRP per pack, the pack size, the drug's GST rate. */
export type LinePriceInput = {
  quantity: number;
  mrpPaise: number;
  unitsPerPack: number;
  gstRate: number;
  discountPercent: number;
};

export type LinePrice = {
  /** At MRP, before discount: never more than the packs' MRP (loose units are prorated down). */
  mrpAmountPaise: number;
  discountPaise: number;
  /** What the patient pays for the line, GST inside. */
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  /** What the rounded GST halves leave of the amount (−1, 0 or +1 paisa), for the bill's round off. */
  leftoverPaise: number;
};

/**
 * One sale line (DOMAIN.md §2): the MRP is a ceiling that includes GST; loose units are the pack's
 * MRP prorated and rounded down to the paisa; a discount lowers the taxable value; GST is taken
 * out of what is paid, CGST and SGST the same half each.
 */
export function priceLine(l: LinePriceInput): LinePrice {
  const mrpAmountPaise = Math.floor((l.quantity * l.mrpPaise) / l.unitsPerPack);
  const discount = discountPaise(mrpAmountPaise, l.discountPercent);
  const amountPaise = mrpAmountPaise - discount;
  const gst = gstInclusive(amountPaise, l.gstRate);
  return {
    mrpAmountPaise,
    discountPaise: discount,
    amountPaise,
    taxablePaise: gst.taxablePaise,
    cgstPaise: gst.cgstPaise,
    sgstPaise: gst.sgstPaise,
    leftoverPaise: gst.leftoverPaise,
  };
}

export type SaleTotals = {
  mrpPaise: number;
  discountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
};

/**
 * The bill's totals: its lines summed, rounded to the rupee with a visible round-off. The round
 * off also takes the paise the GST halves left over, so the printed figures add up:
 * taxable + CGST + SGST + round off = total.
 */
export function saleTotals(lines: LinePrice[]): SaleTotals {
  const sum = (pick: (l: LinePrice) => number) => lines.reduce((n, l) => n + pick(l), 0);
  const total = billTotal(lines.map((l) => l.amountPaise));
  const taxablePaise = sum((l) => l.taxablePaise);
  const cgstPaise = sum((l) => l.cgstPaise);
  const sgstPaise = sum((l) => l.sgstPaise);
  return {
    mrpPaise: sum((l) => l.mrpAmountPaise),
    discountPaise: sum((l) => l.discountPaise),
    taxablePaise,
    cgstPaise,
    sgstPaise,
    roundOffPaise: total.totalPaise - taxablePaise - cgstPaise - sgstPaise,
    totalPaise: total.totalPaise,
  };
}
