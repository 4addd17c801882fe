import { sql } from 'drizzle-orm';
import { RESULT_FLAGS } from '@clinic/shared/lab';
import { labOrderStatus } from '@clinic/shared/status';
import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { serviceOrderTable } from '../orders/orders.table.ts';
import { valuesCheck } from '../../db/status-check.ts';
import { labParameters } from './lab-master.table.ts';

/** Lab tests ordered for a patient; the lab owns them from placing to approved result. */
export const labOrders = serviceOrderTable('lab_orders', labOrderStatus, 'Ordered');

/** A sample taken for an order, with its accession number; a rejected sample is kept, and a new one taken. */
export const labSamples = pgTable(
  'lab_samples',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => labOrders.id),
    accessionNumber: text().notNull(),
    sampleType: text().notNull().default(''),
    collectedBy: uuid(),
    collectedByName: text().notNull(),
    collectedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    rejectedByName: text(),
    rejectedAt: timestamp({ withTimezone: true }),
    rejectionReason: text(),
  },
  (t) => [
    uniqueIndex('lab_samples_accession_key').on(t.accessionNumber),
    index('lab_samples_order_idx').on(t.orderId, t.collectedAt),
    index('lab_samples_collected_idx').on(t.collectedAt),
  ],
);

/**
 * One version of an order's results: the first report, then amendments. Entered by one lab user,
 * approved by another; once approved, a trigger refuses any change to it or its results.
 */
export const labReports = pgTable(
  'lab_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => labOrders.id),
    version: integer().notNull(),
    condition: text().notNull().default(''),
    comment: text().notNull().default(''),
    critical: boolean().notNull().default(false),
    enteredBy: uuid(),
    enteredByName: text().notNull(),
    enteredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedBy: uuid(),
    approvedByName: text(),
    /** The signatory's qualification and council registration as they were at approval (printed). */
    approvedByQualification: text(),
    approvedByRegistration: text(),
    approvedAt: timestamp({ withTimezone: true }),
    amendmentReason: text(),
  },
  (t) => [
    uniqueIndex('lab_reports_order_version_key').on(t.orderId, t.version),
    // Critical reports are few: the dashboard counts those open, the reports read them by approval.
    index('lab_reports_critical_idx')
      .on(t.approvedAt)
      .where(sql`${t.critical}`),
    // The quality indicators count a week's approved reports and amendments.
    index('lab_reports_approved_idx').on(t.approvedAt),
  ],
);

/** A value of a report, with the range and flag as they were when it was entered. */
export const labResults = pgTable(
  'lab_results',
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => labReports.id),
    parameterId: uuid()
      .notNull()
      .references(() => labParameters.id),
    position: integer().notNull(),
    name: text().notNull(),
    unit: text().notNull(),
    value: text().notNull(),
    valueNumber: numeric({ precision: 14, scale: 4, mode: 'number' }),
    rangeMin: numeric({ precision: 14, scale: 4, mode: 'number' }),
    rangeMax: numeric({ precision: 14, scale: 4, mode: 'number' }),
    rangeLabel: text().notNull().default(''),
    flag: text(),
    comment: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('lab_results_report_parameter_key').on(t.reportId, t.parameterId),
    index('lab_results_parameter_idx').on(t.parameterId),
    valuesCheck('lab_results_flag_check', t.flag, RESULT_FLAGS),
  ],
);

/** Who acknowledged a report's critical values (kept apart: an approved report never changes). */
export const labCriticalAcks = pgTable('lab_critical_acks', {
  reportId: uuid()
    .primaryKey()
    .references(() => labReports.id),
  seenBy: uuid(),
  seenByName: text().notNull(),
  seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
