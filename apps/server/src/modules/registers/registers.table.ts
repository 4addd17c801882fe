import { REGISTER_KINDS } from '@clinic/shared/registers';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { valuesCheck } from '../../db/status-check.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { patients } from '../patients/patients.table.ts';

/**
 * The statutory registers (MLC, birth, death), append-only: a database trigger refuses any
 * change or deletion. A correction is a new row with the same serial, the next version and the
 * original's id, and says why.
 */
export const registerEntries = pgTable(
  'register_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    register: text().notNull(),
    serial: text().notNull(),
    version: integer().notNull(),
    originalId: uuid().references((): AnyPgColumn => registerEntries.id),
    occurredAt: timestamp({ withTimezone: true }).notNull(),
    patientId: uuid().references(() => patients.id),
    admissionId: uuid().references(() => admissions.id),
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    reason: text().notNull().default(''),
    recordedBy: uuid(),
    recordedByName: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('register_entries_version_uq').on(t.register, t.serial, t.version),
    index('register_entries_occurred_idx').on(t.register, t.occurredAt),
    valuesCheck('register_entries_register_check', t.register, REGISTER_KINDS),
  ],
);
