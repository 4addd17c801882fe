/** How GST splits: CGST + SGST (half each) within a state, IGST across states (DOMAIN.md §2). */
export type GstSplit = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
  /**
   * What an inclusive amount holds beyond taxable + tax once each half is rounded to the paisa
   * (−1, 0 or +1): it belongs to the bill's round off, never to one of the halves.
   */
  leftoverPaise: number;
};

/**
 * Each half on its own: round(taxable × rate / 2 / 100). CGST and SGST are the same figure, so a
 * printed invoice never shows one half a paisa bigger than the other.
 */
function halfOf(taxablePaise: number, ratePercent: number): number {
  return Math.round((taxablePaise * ratePercent) / 200);
}

function intraState(taxablePaise: number, ratePercent: number): Omit<GstSplit, 'leftoverPaise'> {
  const half = halfOf(taxablePaise, ratePercent);
  return { taxablePaise, cgstPaise: half, sgstPaise: half, igstPaise: 0, taxPaise: 2 * half };
}

function interState(taxablePaise: number, igstPaise: number): GstSplit {
  return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise, taxPaise: igstPaise, leftoverPaise: 0 };
}

/**
 * GST inside a tax-inclusive amount (an MRP): taxable = amount × 100 / (100 + rate), each half on
 * the taxable value, never on a (100 + half-rate) base. ₹100 at 12% is 89.29 taxable with CGST
 * 5.36 and SGST 5.36; the −0.01 left over goes to the bill's round off. Across states the whole
 * tax (amount − taxable) is one IGST figure and nothing is left over.
 */
export function gstInclusive(amountPaise: number, ratePercent: number, acrossStates = false): GstSplit {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + ratePercent));
  if (acrossStates) return interState(taxablePaise, amountPaise - taxablePaise);
  const split = intraState(taxablePaise, ratePercent);
  return { ...split, leftoverPaise: amountPaise - taxablePaise - split.taxPaise };
}

/** GST on top of a taxable value (room rent above ₹5,000 a day, purchase lines at PTR): the two equal halves. */
export function gstOnTop(taxablePaise: number, ratePercent: number, acrossStates = false): GstSplit {
  if (acrossStates) return interState(taxablePaise, Math.round((taxablePaise * ratePercent) / 100));
  // One literal, not a spread with a key added: every line of a bill comes through here.
  const half = halfOf(taxablePaise, ratePercent);
  return { taxablePaise, cgstPaise: half, sgstPaise: half, igstPaise: 0, taxPaise: 2 * half, leftoverPaise: 0 };
}

/** A discount of `percent` on an amount, to the paisa. */
export function discountPaise(amountPaise: number, percent: number): number {
  return Math.round((amountPaise * percent) / 100);
}
