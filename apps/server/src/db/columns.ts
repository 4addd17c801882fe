import { customType, timestamp } from 'drizzle-orm/pg-core';

/** When a row was made and last changed; every table that is edited in place carries both. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** Bytes kept in the row (a logo, a claim's paper), so a backup of the database holds them. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
