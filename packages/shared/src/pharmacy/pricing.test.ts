import { describe, expect, it } from 'vitest';
import { priceLine, saleTotals } from './pricing.ts';

describe('pharmacy line pricing', () => {
  it('takes GST out of the MRP, never on a half-rate base: ₹100 at 12% is 89.29 + 5.36 + 5.36 − 0.01', () => {
    expect(priceLine({ quantity: 1, mrpPaise: 100_00, unitsPerPack: 1, gstRate: 12, discountPercent: 0 })).toEqual({
      mrpAmountPaise: 100_00,
      discountPaise: 0,
      amountPaise: 100_00,
      taxablePaise: 89_29,
      cgstPaise: 5_36,
      sgstPaise: 5_36,
      leftoverPaise: -1,
    });
  });

  it('prorates loose units from the pack and rounds down, so no sale is above the MRP', () => {
    // 15 tablets from strips of 10 at ₹30 a strip.
    expect(
      priceLine({ quantity: 15, mrpPaise: 30_00, unitsPerPack: 10, gstRate: 5, discountPercent: 0 }),
    ).toMatchObject({ mrpAmountPaise: 45_00, amountPaise: 45_00, taxablePaise: 42_86 });
    // 7 of a pack of 15 at ₹100: ₹46.666… becomes ₹46.66.
    expect(
      priceLine({ quantity: 7, mrpPaise: 100_00, unitsPerPack: 15, gstRate: 5, discountPercent: 0 }).amountPaise,
    ).toBe(46_66);
  });

  it('lowers the taxable value by the discount (s.15(3)) and rounds the bill to the rupee', () => {
    const line = priceLine({ quantity: 2, mrpPaise: 95_00, unitsPerPack: 1, gstRate: 5, discountPercent: 10 });
    expect(line).toMatchObject({
      mrpAmountPaise: 190_00,
      discountPaise: 19_00,
      amountPaise: 171_00,
      taxablePaise: 162_86,
    });
    const other = priceLine({ quantity: 3, mrpPaise: 30_00, unitsPerPack: 10, gstRate: 5, discountPercent: 0 });
    expect(saleTotals([line, other])).toEqual({
      mrpPaise: 199_00,
      discountPaise: 19_00,
      taxablePaise: 162_86 + 8_57,
      cgstPaise: 4_07 + 21,
      sgstPaise: 4_07 + 21,
      // ₹180.00 exactly, but the halves of 3 tablets at 5% (0.21 each on 8.57) leave a paisa over.
      roundOffPaise: 1,
      totalPaise: 180_00,
    });
  });

  it('puts the paise the GST halves leave over into the round off, so the printed figures add up', () => {
    const lines = [100_00, 37_45, 12_99, 249_50, 5_01].map((mrpPaise, i) =>
      priceLine({ quantity: 1, mrpPaise, unitsPerPack: 1, gstRate: [12, 5, 18, 12, 5][i] ?? 0, discountPercent: 0 }),
    );
    const t = saleTotals(lines);
    expect(lines.every((l) => l.cgstPaise === l.sgstPaise)).toBe(true);
    expect(t.taxablePaise + t.cgstPaise + t.sgstPaise + t.roundOffPaise).toBe(t.totalPaise);
    expect(t.totalPaise).toBe(405_00);
    expect(saleTotals(lines.slice(0, 1))).toMatchObject({ taxablePaise: 89_29, cgstPaise: 5_36, roundOffPaise: -1 });
  });
});
