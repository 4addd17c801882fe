import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Requests made with an `Idempotency-Key`: the first claims the key, and once it succeeds its
 * reply is kept, so a retried or double-clicked request gets the same reply instead of a second
 * record. Keys belong to the user who sent them.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid().notNull(),
    key: text().notNull(),
    route: text().notNull(),
    requestHash: text().notNull(),
    /** Null while the first request is still being handled. */
    statusCode: integer(),
    response: jsonb(),
    /**
     * The server process (its random boot id) handling the request while statusCode is null: a
     * claim left by a process that has since stopped is taken over by the retry at once.
     */
    claimedBy: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotent_requests_created_idx').on(t.createdAt)],
);
