import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made and last changed; every table that is edited in place carries both. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};
