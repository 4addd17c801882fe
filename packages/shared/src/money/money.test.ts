import { describe, expect, it } from 'vitest';
import { billTotal, roundToRupee } from './bill-total.ts';
import { discountPaise, gstInclusive, gstOnTop } from './gst.ts';
import { formatPaise, toPaise } from './money.ts';
import { numberInWords, rupeesInWords } from './words.ts';

describe('GST (DOMAIN.md §2)', () => {
  it('takes tax out of an MRP: ₹100 at 12% is 89.29 taxable, CGST = SGST = 5.36, −0.01 left to round off', () => {
    expect(gstInclusive(10_000, 12)).toEqual({
      taxablePaise: 8929,
      cgstPaise: 536,
      sgstPaise: 536,
      igstPaise: 0,
      taxPaise: 1072,
      leftoverPaise: -1,
    });
  });

  it('charges IGST whole across states, and 5% on top of a ₹6,000 room', () => {
    expect(gstInclusive(10_000, 5, true)).toMatchObject({
      taxablePaise: 9524,
      igstPaise: 476,
      cgstPaise: 0,
      leftoverPaise: 0,
    });
    expect(gstOnTop(600_000, 5)).toMatchObject({ taxPaise: 30_000, cgstPaise: 15_000, sgstPaise: 15_000 });
  });

  it('keeps a nil-rated line whole', () => {
    expect(gstInclusive(12_345, 0)).toMatchObject({ taxablePaise: 12_345, taxPaise: 0, leftoverPaise: 0 });
  });
});

describe('bill totals', () => {
  it('round to the rupee with 50 paise going up, and show the round-off', () => {
    expect(roundToRupee(10_050)).toBe(10_100);
    expect(roundToRupee(10_049)).toBe(10_000);
    expect(billTotal([8929, 1071, 4550], discountPaise(14_550, 10))).toEqual({
      grossPaise: 14_550,
      discountPaise: 1455,
      netPaise: 13_095,
      roundOffPaise: 5,
      totalPaise: 13_100,
    });
  });
});

describe('money display', () => {
  it('groups digits the Indian way', () => {
    expect(formatPaise(12_345_600)).toBe('₹1,23,456.00');
    expect(toPaise(19.99)).toBe(1999);
  });

  it('writes amounts in words with lakh and crore', () => {
    expect(numberInWords(123_456)).toBe('One Lakh Twenty Three Thousand Four Hundred Fifty Six');
    expect(numberInWords(20_000_000)).toBe('Two Crore');
    expect(rupeesInWords(12_550)).toBe('Rupees One Hundred Twenty Five and Fifty Paise Only');
  });

  it('says One Paisa, takes a floating sum to the nearest paisa and refuses a negative amount', () => {
    expect(rupeesInWords(1)).toBe('Rupees Zero and One Paisa Only');
    expect(rupeesInWords(1250)).toBe('Rupees Twelve and Fifty Paise Only');
    expect(rupeesInWords(1050.5 * 100)).toBe('Rupees One Thousand Fifty and Fifty Paise Only');
    expect(rupeesInWords(0.1 * 100 + 0.2 * 100)).toBe('Rupees Zero and Thirty Paise Only');
    expect(rupeesInWords(12_34_56_789)).toBe(
      'Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Eighty Nine Paise Only',
    );
    expect(() => rupeesInWords(-100)).toThrow(RangeError);
    expect(() => numberInWords(12.5)).toThrow(RangeError);
  });
});
