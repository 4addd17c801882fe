import { billTotal, discountPaise, gstOnTop } from '../money/index.ts';

type Line = {
  quantity: number;
  unitPricePaise: number;
  gstRateBp: number;
  /** A line's own discount, which takes the place of the bill's percent on that line. */
  discountPercent?: number;
};

/**
 * A bill's money from its lines and a discount percent: the discount (or the line's own) is taken off each line
 * (so GST falls on what is actually charged), GST is added on top for taxable lines, and the
 * total is rounded to the rupee with a visible round-off. Integer paise throughout.
 */
export function priceBill<L extends Line>(lines: L[], percent: number) {
  const priced = lines.map((l) => {
    const amountPaise = l.quantity * l.unitPricePaise;
    const off = discountPaise(amountPaise, l.discountPercent ?? percent);
    const taxPaise = gstOnTop(amountPaise - off, l.gstRateBp / 100).taxPaise;
    return { ...l, amountPaise, discountPaise: off, taxPaise, totalPaise: amountPaise - off + taxPaise };
  });
  const gross = priced.reduce((s, l) => s + l.amountPaise, 0);
  const discount = priced.reduce((s, l) => s + l.discountPaise, 0);
  const tax = priced.reduce((s, l) => s + l.taxPaise, 0);
  const total = billTotal([gross + tax], discount);
  return {
    lines: priced,
    grossPaise: gross,
    discountPaise: discount,
    taxPaise: tax,
    roundOffPaise: total.roundOffPaise,
    totalPaise: total.totalPaise,
  };
}
