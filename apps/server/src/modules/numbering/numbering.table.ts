import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Named gapless counters. Taking the next value locks the row until the transaction ends, so
 * numbers are never repeated and, unlike a sequence, a rolled-back transaction leaves no gap.
 */
export const counters = pgTable('counters', {
  name: text().primaryKey(),
  value: bigint({ mode: 'number' }).notNull(),
});
