import { z } from 'zod';
import { BED_CLASSES, type BedClass } from '../billing/stay-tariff.schemas.ts';
import { calendarDate } from '../dates/calendar-date.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_PAISE } from '../money/limits.ts';

/** A payer's rate is for one room category, or for any (then the payer's ward factor may scale it). */
export const TARIFF_CATEGORIES = ['any', ...BED_CLASSES] as const;
export type TariffCategory = (typeof TARIFF_CATEGORIES)[number];

export const DUPLICATE_RATE = 'This payer already has a rate for this service and room category from that day';
export const SERVICE_NOT_FOUND = 'Choose a service from the catalogue';

const factor = (label: string) =>
  z
    .number({ error: `Enter the ${label} factor` })
    .min(0.5, `The ${label} factor must be between 0.5 and 2`)
    .max(2, `The ${label} factor must be between 0.5 and 2`);

/**
 * How a scheme scales its base rates, as CGHS does: by the ward (its base is the semi-private
 * ward's; general 5% less, private 5% more), by the hospital's accreditation (NABH rates; 15% less
 * without it) and by the city's class (10% less in Tier II, 20% less in Tier III). 1 leaves a rate as it is.
 */
export const rateFactorsSchema = z.object({
  general: factor('general ward').default(1),
  'semi-private': factor('semi-private ward').default(1),
  private: factor('private ward').default(1),
  icu: factor('ICU').default(1),
  accreditation: factor('accreditation').default(1),
  city: factor('city class').default(1),
});
export type RateFactors = z.infer<typeof rateFactorsSchema>;
export type RateFactorsInput = z.input<typeof rateFactorsSchema>;

/** One dated rate: from `effectiveFrom` on, the payer pays this for the service in that room category. */
export const tariffRateInputSchema = z.object({
  serviceId: z.uuid({ error: SERVICE_NOT_FOUND }),
  roomCategory: z.enum(TARIFF_CATEGORIES, { error: 'Choose the room category' }).default('any'),
  pricePaise: z
    .number({ error: "Enter the payer's price" })
    .int("Enter the payer's price")
    // A rate of ₹0 would bill every open insured stay nothing for the service: not a slip to allow.
    .min(1, "Enter the payer's price")
    .max(MAX_AMOUNT_PAISE, AMOUNT_TOO_LARGE),
  effectiveFrom: calendarDate('Enter the day the rate starts'),
});
export type TariffRateInput = z.input<typeof tariffRateInputSchema>;

export const tariffRateSchema = z.object({
  _id: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  /** The hospital's own price of the service today, for comparison. */
  hospitalPricePaise: z.number(),
  roomCategory: z.enum(TARIFF_CATEGORIES),
  pricePaise: z.number(),
  effectiveFrom: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TariffRate = z.infer<typeof tariffRateSchema>;

export const payerTariffSchema = z.object({
  payerId: z.string(),
  factors: rateFactorsSchema.nullable(),
  rates: z.array(tariffRateSchema),
});
export type PayerTariff = z.infer<typeof payerTariffSchema>;

type Rate = Pick<TariffRate, 'serviceId' | 'roomCategory' | 'pricePaise' | 'effectiveFrom'>;

/**
 * What the payer pays for a service charged on a day in a room category, or null when its tariff
 * has no rate for it (the hospital's price stands). A rate for the room wins over one for any room
 * (revising a room's rate takes a new rate for that room); among those, the latest that had started
 * by that day. A rate for any room is scaled by the ward factor; accreditation and city factors
 * scale every rate.
 */
export function payerPrice(
  rates: readonly Rate[],
  factors: RateFactors | null,
  serviceId: string,
  bedClass: BedClass,
  onDate: string,
): number | null {
  const started = rates.filter((r) => r.serviceId === serviceId && r.effectiveFrom <= onDate);
  const latest = (category: TariffCategory) =>
    started
      .filter((r) => r.roomCategory === category)
      .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];
  // The room's own rate is the more specific agreement: it stands until a newer rate for the room.
  const own = latest(bedClass);
  const rate = own ?? latest('any');
  if (!rate) return null;
  if (!factors) return rate.pricePaise;
  const ward = own ? 1 : factors[bedClass];
  return Math.round(rate.pricePaise * ward * factors.accreditation * factors.city);
}
