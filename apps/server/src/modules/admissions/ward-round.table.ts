import { DISCHARGE_CONDITIONS, NOTE_KINDS, type HomeMedicine } from '@clinic/shared/admissions';
import { marOutcome, medicationOrderStatus } from '@clinic/shared/status';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { statusCheck, valuesCheck } from '../../db/status-check.ts';
import { drugs } from '../inventory/inventory.table.ts';
import { admissions, ipVitals } from './admissions.table.ts';

/** Ward-round progress notes, nursing notes, observations and addenda: append-only, signed. */
export const admissionNotes = pgTable(
  'admission_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    admissionId: uuid()
      .notNull()
      .references(() => admissions.id),
    kind: text().notNull(),
    subjective: text().notNull().default(''),
    examination: text().notNull().default(''),
    plan: text().notNull().default(''),
    text: text().notNull().default(''),
    writtenBy: uuid(),
    writtenByName: text().notNull(),
    writtenByRole: text().notNull(),
    writtenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admission_notes_admission_idx').on(t.admissionId, t.writtenAt),
    valuesCheck('admission_notes_kind_check', t.kind, NOTE_KINDS),
  ],
);

/**
 * An inpatient medication order as the doctor wrote it; the drug's name is copied so the chart
 * reads the same if the master changes. Only its stop fields ever change.
 */
export const medicationOrders = pgTable(
  'medication_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    admissionId: uuid()
      .notNull()
      .references(() => admissions.id),
    drugId: uuid()
      .notNull()
      .references(() => drugs.id),
    drugName: text().notNull(),
    dose: text().notNull(),
    route: text().notNull(),
    frequency: text().notNull(),
    instructions: text().notNull().default(''),
    startAt: timestamp({ withTimezone: true }).notNull(),
    /** The end of the last day of doses; null until stopped or discharged. */
    stopAt: timestamp({ withTimezone: true }),
    status: text().notNull().default('Active'),
    stoppedAt: timestamp({ withTimezone: true }),
    stoppedByName: text(),
    stopReason: text().notNull().default(''),
    orderedBy: uuid(),
    orderedByName: text().notNull(),
    orderedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Why the doctor ordered it despite an allergy or duplicate-therapy warning. */
    overrideReason: text().notNull().default(''),
    /** For an as-needed (SOS) order: at most this many doses in any 24 hours, this many hours apart. */
    prnMaxPerDay: integer(),
    prnMinHours: integer(),
  },
  (t) => [
    index('medication_orders_admission_idx').on(t.admissionId, t.orderedAt),
    statusCheck('medication_orders_status_check', t.status, medicationOrderStatus),
    check('medication_orders_stop_check', sql`${t.stopAt} is null or ${t.stopAt} > ${t.startAt}`),
  ],
);

/** Each dose recorded on the MAR; one per order and scheduled time, append-only. */
export const marDoses = pgTable(
  'mar_doses',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => medicationOrders.id),
    admissionId: uuid()
      .notNull()
      .references(() => admissions.id),
    scheduledAt: timestamp({ withTimezone: true }).notNull(),
    outcome: text().notNull(),
    reason: text().notNull().default(''),
    recordedBy: uuid(),
    recordedByName: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Why the nurse gave a dose that matches a recorded allergy. */
    overrideReason: text().notNull().default(''),
    /** When the dose was actually given, where that differs from its slot (a late dose). */
    givenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mar_doses_order_slot_uq').on(t.orderId, t.scheduledAt),
    index('mar_doses_admission_idx').on(t.admissionId, t.scheduledAt),
    statusCheck('mar_doses_outcome_check', t.outcome, marOutcome),
  ],
);

/** The doctor's discharge summary; editable until the discharge, locked (finalized) from then. */
export const dischargeSummaries = pgTable(
  'discharge_summaries',
  {
    admissionId: uuid()
      .primaryKey()
      .references(() => admissions.id),
    diagnoses: jsonb().$type<{ code: string | null; description: string }[]>().notNull(),
    procedures: text().notNull().default(''),
    course: text().notNull(),
    condition: text().notNull(),
    medicines: jsonb().$type<HomeMedicine[]>().notNull(),
    advice: text().notNull().default(''),
    followUpDate: date({ mode: 'string' }),
    writtenBy: uuid(),
    writtenByName: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finalizedAt: timestamp({ withTimezone: true }),
  },
  (t) => [valuesCheck('discharge_summaries_condition_check', t.condition, DISCHARGE_CONDITIONS)],
);

/**
 * An early-warning alert: observations with a NEWS2 of 5 or more, or 3 in one parameter, raised
 * to the stay's treating doctor as they are recorded; the response time is when a doctor
 * acknowledges it.
 */
export const news2Alerts = pgTable(
  'news2_alerts',
  {
    id: uuid().primaryKey().defaultRandom(),
    admissionId: uuid()
      .notNull()
      .references(() => admissions.id),
    vitalsId: uuid()
      .notNull()
      .references(() => ipVitals.id),
    doctorId: uuid().notNull(),
    score: integer().notNull(),
    risk: text().notNull(),
    raisedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    acknowledgedBy: uuid(),
    acknowledgedByName: text(),
    note: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('news2_alerts_vitals_uq').on(t.vitalsId),
    index('news2_alerts_open_idx')
      .on(t.raisedAt)
      .where(sql`${t.acknowledgedAt} is null`),
    check('news2_alerts_ack_check', sql`${t.acknowledgedAt} is null or ${t.acknowledgedAt} >= ${t.raisedAt}`),
  ],
);
