import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { valuesCheck } from '../../db/status-check.ts';
import { patients } from '../patients/patients.table.ts';

/**
 * The outbox of messages to patients. A row is written in the transaction of the event it tells
 * (booking, report ready, receipt), so a message is never lost nor sent for something rolled
 * back; the sender takes due rows, hands them to the provider, and backs off on failure.
 * `dedupe_key` is the event's natural key, so a retried request queues nothing twice.
 */
export const patientMessages = pgTable(
  'patient_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    channel: text().notNull(),
    language: text().notNull(),
    template: text().notNull(),
    recipient: text().notNull(),
    body: text().notNull(),
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    providerRef: text(),
    dedupeKey: text().notNull(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    valuesCheck('patient_messages_status_check', t.status, ['queued', 'sending', 'sent', 'failed', 'cancelled']),
    valuesCheck('patient_messages_channel_check', t.channel, ['sms', 'whatsapp']),
    valuesCheck('patient_messages_language_check', t.language, ['en', 'hi']),
    uniqueIndex('patient_messages_dedupe_uq').on(t.dedupeKey),
    index('patient_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('patient_messages_patient_idx').on(t.patientId),
    index('patient_messages_created_idx').on(t.createdAt),
  ],
);
