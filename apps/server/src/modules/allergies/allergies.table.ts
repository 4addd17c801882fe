import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Drug classes for allergy checks (penicillins, sulfonamides, NSAIDs...): master data the clinic
 * administrator can extend. An allergy to a class, or to any ingredient of it, matches every drug
 * with an ingredient of the class. The standard classes are inserted by the migration.
 */
export const allergyClasses = pgTable(
  'allergy_classes',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    ingredients: text().array().notNull(),
    updatedByName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('allergy_classes_name_uq').on(sql`lower(${t.name})`)],
);
