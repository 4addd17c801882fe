export type BillTotal = {
  grossPaise: number;
  discountPaise: number;
  netPaise: number;
  /** What rounding to the rupee added (positive) or took away (negative); printed as "Round off". */
  roundOffPaise: number;
  totalPaise: number;
};

/** Rounds to the nearest rupee, 50 paise and more going up (CGST Act s.170). */
export function roundToRupee(paise: number): number {
  return Math.floor((paise + 50) / 100) * 100;
}

/** A bill's lines less its discount, rounded to the rupee with a visible round-off. */
export function billTotal(lineAmountsPaise: number[], discountPaise = 0): BillTotal {
  const grossPaise = lineAmountsPaise.reduce((sum, a) => sum + a, 0);
  const netPaise = grossPaise - discountPaise;
  const totalPaise = roundToRupee(netPaise);
  return { grossPaise, discountPaise, netPaise, roundOffPaise: totalPaise - netPaise, totalPaise };
}
