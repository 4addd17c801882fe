import { BED_CLASSES, STAY_TARIFF_HEADS } from '@clinic/shared/billing';
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { valuesCheck } from '../../db/status-check.ts';

/**
 * The price of each charge-by-rule head in each bed class (master data). A bill copies the price
 * when it is made, so a change never reprices a finalized bill; a missing row charges nothing.
 */
export const stayTariffs = pgTable(
  'stay_tariffs',
  {
    head: text().notNull(),
    bedClass: text().notNull(),
    pricePaise: bigint({ mode: 'number' }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedByName: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.head, t.bedClass] }),
    valuesCheck('stay_tariffs_head_check', t.head, STAY_TARIFF_HEADS),
    valuesCheck('stay_tariffs_bed_class_check', t.bedClass, BED_CLASSES),
    check('stay_tariffs_price_check', sql`${t.pricePaise} >= 0`),
  ],
);
