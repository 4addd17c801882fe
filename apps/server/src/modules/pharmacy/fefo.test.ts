import { describe, expect, it } from 'vitest';
import { allocateFefo } from './fefo.ts';

const batch = (id: string, expiryDate: string, quantityOnHand: number) => ({
  id,
  batchNumber: id,
  expiryDate,
  quantityOnHand,
  mrpPaise: 30_00,
});
const context = { today: '2026-11-23', courseDays: 5, unitsPerPack: 10 };

describe('FEFO', () => {
  it('takes the earliest expiry first and spills into the next batch', () => {
    const { offers, shortBy } = allocateFefo([batch('A', '2026-12-31', 8), batch('B', '2027-06-30', 50)], 15, context);
    expect(offers.map((o) => [o.batchId, o.quantity])).toEqual([
      ['A', 8],
      ['B', 7],
    ]);
    expect(shortBy).toBe(0);
  });

  it('flags a batch that expires before the course ends and says how much is short', () => {
    const { offers, shortBy } = allocateFefo([batch('A', '2026-11-26', 4)], 10, context);
    expect(offers[0]).toMatchObject({ quantity: 4, expiresWithinCourse: true });
    expect(shortBy).toBe(6);
  });
});
