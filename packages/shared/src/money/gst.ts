/** How GST splits: CGST + SGST (half each) within a state, IGST across states (DOMAIN.md §2). */
export type GstSplit = {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  taxPaise: number;
};

function split(taxablePaise: number, taxPaise: number, interState: boolean): GstSplit {
  if (interState) return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise, taxPaise };
  const cgstPaise = Math.round(taxPaise / 2);
  return { taxablePaise, cgstPaise, sgstPaise: taxPaise - cgstPaise, igstPaise: 0, taxPaise };
}

/**
 * GST inside a tax-inclusive amount (an MRP): taxable = amount × 100 / (100 + rate), tax = the
 * rest, each half of it CGST and SGST. Never each half on a (100 + half-rate) base.
 * ₹100 at 12% is 89.29 taxable + 10.71 tax.
 */
export function gstInclusive(amountPaise: number, ratePercent: number, interState = false): GstSplit {
  const taxablePaise = Math.round((amountPaise * 100) / (100 + ratePercent));
  return split(taxablePaise, amountPaise - taxablePaise, interState);
}

/** GST on top of a taxable value (room rent above ₹5,000 a day, purchase lines at PTR). */
export function gstOnTop(taxablePaise: number, ratePercent: number, interState = false): GstSplit {
  return split(taxablePaise, Math.round((taxablePaise * ratePercent) / 100), interState);
}

/** A discount of `percent` on an amount, to the paisa. */
export function discountPaise(amountPaise: number, percent: number): number {
  return Math.round((amountPaise * percent) / 100);
}
