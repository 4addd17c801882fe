import type { RateFactorsInput, TariffCategory } from '@clinic/shared/insurance';

/**
 * The demo payers' tariffs (by payer code and service name; rates start on 1 April of last year):
 * Star Health's negotiated rates below the hospital's prices, a dearer private-room rate for a
 * specialist's visit, and PM-JAY's incentive for an entry-level NABH hospital (10% on its rates).
 */
export const DEMO_TARIFFS: {
  payer: string;
  rates: { service: string; roomCategory?: TariffCategory; pricePaise: number }[];
  factors?: RateFactorsInput;
}[] = [
  {
    payer: 'STAR',
    rates: [
      { service: 'Specialist Consultation', pricePaise: 800_00 },
      { service: 'Specialist Consultation', roomCategory: 'private', pricePaise: 1_000_00 },
      { service: 'Complete Blood Count (CBC)', pricePaise: 300_00 },
      { service: 'X-Ray Chest PA View', pricePaise: 400_00 },
      { service: 'ECG (12 lead)', pricePaise: 250_00 },
    ],
  },
  {
    payer: 'PMJAY',
    rates: [{ service: 'Ultrasound Abdomen', pricePaise: 1_000_00 }],
    factors: { accreditation: 1.1 },
  },
];
