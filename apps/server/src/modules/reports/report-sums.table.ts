import { bigint, bigserial, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What database triggers add to a report's figures as records are written, in the same
 * transaction: one row per statement and figure (decision 0037). Insert-only, so writers never
 * wait on one another; the server folds them into `report_sums` and a report reads both.
 */
export const reportSumDeltas = pgTable('report_sum_deltas', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  at: timestamp({ withTimezone: true }).notNull(),
  figure: text().notNull(),
  key: text().notNull().default(''),
  n: integer().notNull(),
  amount: bigint({ mode: 'number' }).notNull(),
});

/** A figure's count and amount for one clinic day and key, folded from the deltas. */
export const reportSums = pgTable(
  'report_sums',
  {
    day: date({ mode: 'string' }).notNull(),
    figure: text().notNull(),
    key: text().notNull().default(''),
    n: bigint({ mode: 'number' }).notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.figure, t.day, t.key] })],
);

/** The time zone whose clinic days `report_sums` is kept in: another zone rebuilds it. */
export const reportSumsZone = pgTable('report_sums_zone', {
  timeZone: text().primaryKey(),
});
