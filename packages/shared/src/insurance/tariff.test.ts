import { describe, expect, it } from 'vitest';
import { payerPrice, rateFactorsSchema } from './tariff.schemas.ts';

const S = 'service-1';
const rates = [
  { serviceId: S, roomCategory: 'any' as const, pricePaise: 1_000_00, effectiveFrom: '2026-04-01' },
  { serviceId: S, roomCategory: 'any' as const, pricePaise: 1_100_00, effectiveFrom: '2026-10-01' },
  { serviceId: S, roomCategory: 'private' as const, pricePaise: 1_500_00, effectiveFrom: '2026-04-01' },
  { serviceId: 'other', roomCategory: 'any' as const, pricePaise: 5_00, effectiveFrom: '2020-01-01' },
];

describe("a payer's price", () => {
  it('takes the latest rate that had started by the day of the charge', () => {
    expect(payerPrice(rates, null, S, 'general', '2026-09-30')).toBe(1_000_00);
    expect(payerPrice(rates, null, S, 'general', '2026-10-01')).toBe(1_100_00);
  });

  it("prefers the room category's own rate over the rate for any category", () => {
    expect(payerPrice(rates, null, S, 'private', '2026-11-01')).toBe(1_500_00);
    expect(payerPrice(rates, null, S, 'icu', '2026-11-01')).toBe(1_100_00);
  });

  it('is null (the hospital price stands) with no rate for the service, or before any rate started', () => {
    expect(payerPrice(rates, null, 'unknown', 'general', '2026-11-01')).toBeNull();
    expect(payerPrice(rates, null, S, 'general', '2026-03-31')).toBeNull();
  });

  it('scales as CGHS does: ward factor on a rate for any category; accreditation and city on every rate', () => {
    const cghs = rateFactorsSchema.parse({ general: 0.95, private: 1.05, accreditation: 0.85, city: 0.9 });
    // ₹1,100 × 0.95 × 0.85 × 0.9 = ₹799.425 → ₹799.43
    expect(payerPrice(rates, cghs, S, 'general', '2026-11-01')).toBe(799_43);
    expect(payerPrice(rates, cghs, S, 'semi-private', '2026-11-01')).toBe(841_50);
    // The private room has its own rate: no ward factor on it.
    expect(payerPrice(rates, cghs, S, 'private', '2026-11-01')).toBe(1_147_50);
  });

  it('refuses factors outside 0.5 to 2', () => {
    expect(rateFactorsSchema.safeParse({ city: 0.2 }).error?.issues[0]?.message).toBe(
      'The city class factor must be between 0.5 and 2',
    );
  });
});
