/**
 * One line's GST as a print reads it: the rate it was charged at (basis points, 1800 = 18%) and
 * its tax; a line that stored its own halves (a pharmacy line) gives them, so old bills print
 * exactly what they hold.
 */
export type GstRowLine = { gstRateBp: number; taxPaise: number; cgstPaise?: number; sgstPaise?: number };

/** One row of a print's GST breakup: "CGST @ 9%" and its amount. */
export type GstRow = { label: string; paise: number };

/** 900 → "9%", 250 → "2.5%", 1250 → "12.5%". */
const percentOf = (bp: number) => `${Number((bp / 100).toFixed(2))}%`;

/**
 * The GST rows of a print, one rate at a time, lowest first (Rule 46: the rate and the tax of each
 * head): within the state "CGST @ 9%" and "SGST @ 9%" for an 18% rate, across states one
 * "IGST @ 18%". Exempt and nil lines make no row.
 */
export function gstRows(lines: readonly GstRowLine[], acrossStates = false): GstRow[] {
  const byRate = new Map<number, { tax: number; cgst: number; sgst: number }>();
  for (const l of lines) {
    if (l.gstRateBp <= 0 || l.taxPaise === 0) continue;
    const sgst = l.sgstPaise ?? Math.floor(l.taxPaise / 2);
    const cgst = l.cgstPaise ?? l.taxPaise - sgst;
    const sum = byRate.get(l.gstRateBp) ?? { tax: 0, cgst: 0, sgst: 0 };
    byRate.set(l.gstRateBp, { tax: sum.tax + l.taxPaise, cgst: sum.cgst + cgst, sgst: sum.sgst + sgst });
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([bp, sum]) =>
      acrossStates
        ? [{ label: `IGST @ ${percentOf(bp)}`, paise: sum.tax }]
        : [
            { label: `CGST @ ${percentOf(bp / 2)}`, paise: sum.cgst },
            { label: `SGST @ ${percentOf(bp / 2)}`, paise: sum.sgst },
          ],
    );
}
