import { chargeStatus } from '@clinic/shared/status';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { statusCheck, valuesCheck } from '../../db/status-check.ts';
import { patients } from '../patients/patients.table.ts';
import { services } from '../services/services.table.ts';

/** The areas that put charges on a patient's account. */
export const CHARGE_SOURCES = [
  'reception',
  'consultation',
  'lab',
  'radiology',
  'pharmacy',
  'ward',
  'theatre',
  'billing',
] as const;
export type ChargeSource = (typeof CHARGE_SOURCES)[number];

/**
 * What a patient owes, waiting for a bill; billing alone writes it. Name, category, unit price
 * and GST rate are copied at the moment of charging, so a later catalogue change never alters
 * what the patient owes. The record that caused a charge (an order, a consultation) is its
 * natural key: the same source never charges twice.
 */
export const patientCharges = pgTable(
  'patient_charges',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    admissionId: uuid(),
    sourceArea: text().notNull().default('reception'),
    sourceId: uuid(),
    serviceId: uuid().references(() => services.id),
    serviceName: text().notNull(),
    category: text().notNull(),
    quantity: integer().notNull().default(1),
    /** The price of one unit, in paise. */
    pricePaise: bigint({ mode: 'number' }).notNull(),
    /** GST in basis points (500 = 5%); health care services are exempt (0). */
    gstRateBp: integer().notNull().default(0),
    status: text().notNull().default('Pending'),
    /** Why a line was added by hand (the bill's Miscellaneous lines). */
    note: text(),
    createdBy: uuid(),
    createdByName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    statusCheck('patient_charges_status_check', t.status, chargeStatus),
    valuesCheck('patient_charges_source_check', t.sourceArea, CHARGE_SOURCES),
    check('patient_charges_amount_check', sql`${t.quantity} > 0 and ${t.pricePaise} >= 0 and ${t.gstRateBp} >= 0`),
    index('patient_charges_patient_idx').on(t.patientId, t.status),
    index('patient_charges_service_idx').on(t.serviceId),
    // A stay's charges: its running bill, and the billing desk's stays with charges after the final bill.
    index('patient_charges_admission_idx').on(t.admissionId, t.status),
    uniqueIndex('patient_charges_source_uq')
      .on(t.sourceArea, t.sourceId)
      .where(sql`${t.sourceId} is not null`),
  ],
);
