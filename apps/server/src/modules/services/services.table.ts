import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** The services catalogue. Prices in paise. A service already charged is deactivated, never deleted. */
export const services = pgTable(
  'services',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    category: text().notNull(),
    description: text().notNull().default(''),
    durationMinutes: integer().notNull(),
    pricePaise: bigint({ mode: 'number' }).notNull(),
    isActive: boolean().notNull().default(true),
    /** The regulator's non-payable item this tariff item is (the split bill puts it on the patient). */
    nonPayableItem: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('services_name_uq')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
