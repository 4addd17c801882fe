import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Waiting-hall displays: a screen opens `/display/<key>` without signing in and shows the queues
 * of its doctors (tokens and first names). The key is kept as its SHA-256 only; revoking ends it.
 */
export const queueDisplays = pgTable(
  'queue_displays',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    keyHash: text().notNull(),
    doctorIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdByName: text().notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('queue_displays_key_uq').on(t.keyHash)],
);
