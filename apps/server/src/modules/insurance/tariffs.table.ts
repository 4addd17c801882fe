import { TARIFF_CATEGORIES } from '@clinic/shared/insurance';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { valuesCheck } from '../../db/status-check.ts';
import { services } from '../services/services.table.ts';
import { payers } from './insurance.table.ts';

/**
 * A payer's dated rate for a service in a room category: kept, never changed; a new rate from a
 * later day takes over from that day, so the charges of earlier days keep the rate they had and a
 * finalized bill (whose lines are stored) is never repriced.
 */
export const payerTariffRates = pgTable(
  'payer_tariff_rates',
  {
    id: uuid().primaryKey().defaultRandom(),
    payerId: uuid()
      .notNull()
      .references(() => payers.id),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    roomCategory: text().notNull().default('any'),
    pricePaise: bigint({ mode: 'number' }).notNull(),
    effectiveFrom: date({ mode: 'string' }).notNull(),
    createdBy: uuid(),
    createdByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payer_tariff_rates_uq').on(t.payerId, t.serviceId, t.roomCategory, t.effectiveFrom),
    index('payer_tariff_rates_payer_idx').on(t.payerId),
    valuesCheck('payer_tariff_rates_category_check', t.roomCategory, TARIFF_CATEGORIES),
    check('payer_tariff_rates_price_check', sql`${t.pricePaise} >= 0`),
  ],
);
