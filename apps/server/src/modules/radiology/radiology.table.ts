import { MODALITIES, REPORT_STATES } from '@clinic/shared/radiology';
import { imagingOrderStatus } from '@clinic/shared/status';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { serviceOrderTable } from '../orders/orders.table.ts';
import { valuesCheck } from '../../db/status-check.ts';

/** Imaging studies ordered for a patient; radiology owns them until the report is signed. */
export const imagingOrders = serviceOrderTable('imaging_orders', imagingOrderStatus, 'Pending');

/**
 * The report of one study, with who takes it (technician) and who reports it (radiologist).
 * A draft changes freely; once signed a trigger refuses any change, and corrections are addenda.
 * The signer's qualification and registration are copied at signing, as the printed report shows.
 */
export const radiologyReports = pgTable(
  'radiology_reports',
  {
    orderId: uuid()
      .primaryKey()
      .references(() => imagingOrders.id),
    technicianId: uuid(),
    technicianName: text(),
    radiologistId: uuid(),
    radiologistName: text(),
    status: text().notNull().default('Draft'),
    content: text().notNull().default(''),
    templateId: uuid(),
    updatedBy: uuid(),
    updatedByName: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    signedBy: uuid(),
    signedByName: text(),
    signerQualification: text(),
    signerRegistration: text(),
    signedAt: timestamp({ withTimezone: true }),
  },
  (t) => [valuesCheck('radiology_reports_status_check', t.status, REPORT_STATES)],
);

/** A note added to a signed report; the original stays as signed. Never changed. */
export const radiologyAddenda = pgTable(
  'radiology_addenda',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => radiologyReports.orderId),
    content: text().notNull(),
    addedBy: uuid(),
    addedByName: text().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('radiology_addenda_order_idx').on(t.orderId, t.addedAt)],
);

/** Report templates per modality; the HTML is sanitised before it is stored. */
export const radiologyTemplates = pgTable(
  'radiology_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(''),
    modality: text().notNull(),
    content: text().notNull(),
    createdBy: uuid(),
    createdByName: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    valuesCheck('radiology_templates_modality_check', t.modality, MODALITIES),
    uniqueIndex('radiology_templates_name_key').on(sql`lower(${t.name})`),
  ],
);
