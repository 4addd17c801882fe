import { describe, expect, it } from 'vitest';
import { groupedBillLines } from './bill-line-groups.ts';
import type { IpBillLine } from './ip-bill.schemas.ts';

const line = (chargeId: string | null, description: string, over: Partial<IpBillLine> = {}) => ({
  chargeId,
  section: 'Services' as const,
  description,
  category: 'Lab',
  quantity: 1,
  unitPricePaise: 350_00,
  gstRateBp: 0,
  amountPaise: 350_00,
  discountPaise: 35_00,
  taxPaise: 0,
  totalPaise: 315_00,
  nonPayableItem: null,
  paid: true,
  ...over,
});

describe('a bill’s identical charges on one line', () => {
  const lines = [
    line(null, 'General Ward A · A-4', { section: 'Room Charges', quantity: 3, paid: true }),
    line('c1', 'CBC'),
    line('c2', 'Blood sugar (fasting)', {
      unitPricePaise: 120_00,
      amountPaise: 120_00,
      totalPaise: 108_00,
      discountPaise: 12_00,
    }),
    line('c3', 'CBC', { quantity: 2, amountPaise: 700_00, discountPaise: 70_00, totalPaise: 630_00 }),
    line('c4', 'CBC', { paid: false }),
    line('c5', 'CBC', { discountPaise: 175_00, totalPaise: 175_00, paid: false }),
    line('c6', 'CBC', { unitPricePaise: 400_00, amountPaise: 400_00, discountPaise: 40_00, totalPaise: 360_00 }),
    line('c7', 'CBC', { nonPayableItem: 'Lab registration' }),
  ];

  it('sums quantity and amounts where section, name, category, rate, GST and non-payable item agree', () => {
    const grouped = groupedBillLines(lines, new Set(['c5']));
    expect(grouped.map((l) => [l.description, l.chargeId, l.charges, l.quantity, l.totalPaise, l.paid])).toEqual([
      ['General Ward A · A-4', null, 0, 3, 315_00, true],
      ['CBC', 'c1', 3, 4, 1_260_00, false],
      ['Blood sugar (fasting)', 'c2', 1, 1, 108_00, true],
      ['CBC', 'c5', 1, 1, 175_00, false],
      ['CBC', 'c6', 1, 1, 360_00, true],
      ['CBC', 'c7', 1, 1, 315_00, true],
    ]);
    expect(grouped[1]).toMatchObject({ chargeId: 'c1', amountPaise: 1_400_00, discountPaise: 140_00 });
  });

  it('keeps every unit and paisa of the lines it was given', () => {
    const totals = (ls: readonly Omit<IpBillLine, 'charges'>[]) =>
      (['quantity', 'amountPaise', 'discountPaise', 'taxPaise', 'totalPaise'] as const).map((k) =>
        ls.reduce((s, l) => s + l[k], 0),
      );
    expect(totals(groupedBillLines(lines, new Set()))).toEqual(totals(lines));
  });
});
