import { describe, expect, it } from 'vitest';
import { gstInclusive, gstOnTop } from './gst.ts';
import { gstRows } from './gst-rows.ts';

/** Every MRP from ₹1.00 to ₹300.00, a paisa apart: the lines a pharmacy really prints. */
const amounts = Array.from({ length: 30_000 }, (_, i) => i + 100);

describe('GST halves: CGST = SGST = round(taxable × rate / 2 / 100)', () => {
  it.each([5, 12, 18, 28])(
    'never prints one half a paisa bigger than the other inside an MRP at %i per cent',
    (rate) => {
      const wrong = amounts.filter((amount) => {
        const g = gstInclusive(amount, rate);
        return (
          g.cgstPaise !== g.sgstPaise ||
          g.cgstPaise !== Math.round((g.taxablePaise * rate) / 200) ||
          g.taxablePaise + g.taxPaise + g.leftoverPaise !== amount ||
          Math.abs(g.leftoverPaise) > 1
        );
      });
      expect(wrong).toEqual([]);
    },
  );

  it('reports the paisa the rounded halves leave over instead of putting it into one half', () => {
    expect(gstInclusive(100_00, 12)).toMatchObject({ taxablePaise: 89_29, cgstPaise: 5_36, sgstPaise: 5_36 });
    expect(gstInclusive(100_00, 12).leftoverPaise).toBe(-1);
    // ₹10.50 at 5%: 10.00 taxable, halves of 0.25 each, nothing left over.
    expect(gstInclusive(10_50, 5)).toMatchObject({
      taxablePaise: 10_00,
      cgstPaise: 25,
      taxPaise: 50,
      leftoverPaise: 0,
    });
  });

  it('charges tax on top as the two equal halves', () => {
    // ₹10.03 at 18%: 1.8054 rounds to 1.81 as one figure, but each half is 0.90.
    expect(gstOnTop(10_03, 18)).toEqual({
      taxablePaise: 10_03,
      cgstPaise: 90,
      sgstPaise: 90,
      igstPaise: 0,
      taxPaise: 1_80,
      leftoverPaise: 0,
    });
    expect(amounts.filter((amount) => gstOnTop(amount, 18).taxPaise % 2 !== 0)).toEqual([]);
  });

  it('keeps IGST one figure, the full tax, across states', () => {
    expect(gstOnTop(10_03, 18, true)).toMatchObject({ igstPaise: 1_81, taxPaise: 1_81, cgstPaise: 0, sgstPaise: 0 });
    expect(gstInclusive(100_00, 12, true)).toMatchObject({ taxablePaise: 89_29, igstPaise: 10_71, leftoverPaise: 0 });
  });
});

describe('GST rows on a print', () => {
  const lines = [
    { gstRateBp: 1800, taxPaise: 1_80 },
    { gstRateBp: 500, taxPaise: 50 },
    { gstRateBp: 0, taxPaise: 0 },
    { gstRateBp: 1800, taxPaise: 3_60 },
  ];

  it('gives CGST and SGST at half the rate, one pair per rate, lowest rate first; exempt lines make no row', () => {
    expect(gstRows(lines)).toEqual([
      { label: 'CGST @ 2.5%', paise: 25 },
      { label: 'SGST @ 2.5%', paise: 25 },
      { label: 'CGST @ 9%', paise: 2_70 },
      { label: 'SGST @ 9%', paise: 2_70 },
    ]);
  });

  it('gives one IGST row per rate across states', () => {
    expect(gstRows(lines, true)).toEqual([
      { label: 'IGST @ 5%', paise: 50 },
      { label: 'IGST @ 18%', paise: 5_40 },
    ]);
  });

  it('prints the halves a line stored, so an old bill reads as it was billed', () => {
    expect(gstRows([{ gstRateBp: 1200, taxPaise: 10_71, cgstPaise: 5_36, sgstPaise: 5_35 }])).toEqual([
      { label: 'CGST @ 6%', paise: 5_36 },
      { label: 'SGST @ 6%', paise: 5_35 },
    ]);
  });
});
