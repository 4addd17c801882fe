import { billTotal, discountPaise, gstOnTop } from '../money/index.ts';

/**
 * A flat amount off spread over the lines without a discount of their own, in proportion to
 * their amounts (largest remainder, so the shares add up to the paisa); none when there is none.
 */
function spreadFlat(lines: Line[], flatPaise: number): (number | undefined)[] {
  if (flatPaise <= 0) return lines.map(() => undefined);
  const open = lines.map((l) => (l.discountPercent === undefined ? l.quantity * l.unitPricePaise : 0));
  const base = open.reduce((s, a) => s + a, 0);
  const off = Math.min(flatPaise, base);
  const exact = open.map((a) => (base === 0 ? 0 : (a * off) / base));
  const shares = exact.map(Math.floor);
  let left = off - shares.reduce((s, a) => s + a, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of byRemainder) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return lines.map((l, i) => (l.discountPercent === undefined ? shares[i] : undefined));
}

/** A flat discount as the percent of the bill it takes off, for the clinic's approval limit. */
export function flatAsPercent(flatPaise: number, grossPaise: number): number {
  return grossPaise === 0 ? 0 : (flatPaise * 100) / grossPaise;
}

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
export function priceBill<L extends Line>(lines: L[], percent: number, flatPaise = 0) {
  const flatShares = spreadFlat(lines, flatPaise);
  const priced = lines.map((l, i) => {
    const amountPaise = l.quantity * l.unitPricePaise;
    const off = flatShares[i] ?? discountPaise(amountPaise, l.discountPercent ?? percent);
    const taxPaise = gstOnTop(amountPaise - off, l.gstRateBp / 100).taxPaise;
    // Not `{ ...l, amountPaise, … }`: V8 builds a spread with new keys added one shape at a time,
    // 20 times slower than this, and a year's stay has thousands of lines (decision 0034).
    return Object.assign({}, l, {
      amountPaise,
      discountPaise: off,
      taxPaise,
      totalPaise: amountPaise - off + taxPaise,
    });
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
