import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from '../../patients/patients.table.ts';

/**
 * A consent artefact the gateway notified us of, as the HIP: which care contexts of which patient,
 * which document types, for which dates, until when. A health-information request is served only
 * under a consent held here as GRANTED; a revocation or expiry notified later ends it.
 */
export const abdmConsents = pgTable(
  'abdm_consents',
  {
    consentId: text().primaryKey(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    status: text().notNull(),
    hiTypes: jsonb().$type<string[]>().notNull(),
    careContexts: jsonb().$type<{ patientReference: string; careContextReference: string }[]>().notNull(),
    dateFrom: timestamp({ withTimezone: true }).notNull(),
    dateTo: timestamp({ withTimezone: true }).notNull(),
    eraseAt: timestamp({ withTimezone: true }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('abdm_consents_patient_idx').on(t.patientId)],
);

/**
 * A call we made to the gateway that it answers by callback, keyed by our REQUEST-ID: linking a
 * patient's care contexts (token asked for, then contexts sent). The desk reads its status.
 */
export const abdmLinkRequests = pgTable(
  'abdm_link_requests',
  {
    requestId: uuid().primaryKey(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    /** asked-token → linking → linked, or failed (with what the gateway said). */
    status: text().notNull(),
    careContexts: integer().notNull(),
    linkRequestId: uuid(),
    detail: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('abdm_link_requests_patient_idx').on(t.patientId, t.createdAt),
    index('abdm_link_requests_link_idx').on(t.linkRequestId),
  ],
);

/**
 * One health-information request served under a consent, keyed by the gateway's transaction id, so
 * a request the gateway repeats is not served twice.
 */
export const abdmTransfers = pgTable('abdm_transfers', {
  transactionId: text().primaryKey(),
  consentId: text()
    .notNull()
    .references(() => abdmConsents.consentId),
  /** acknowledged → transferred, or failed. */
  status: text().notNull(),
  documents: integer().notNull().default(0),
  detail: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
