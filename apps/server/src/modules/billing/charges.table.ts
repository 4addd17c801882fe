import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from '../patients/patients.table.ts';
import { services } from '../services/services.table.ts';

/**
 * Services recorded against a patient, waiting for a bill. Name, category and price are copied at
 * the moment of charging, so a later catalogue change never alters what the patient owes.
 */
export const patientCharges = pgTable(
  'patient_charges',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    serviceName: text().notNull(),
    category: text().notNull(),
    pricePaise: bigint({ mode: 'number' }).notNull(),
    status: text().notNull().default('pending'),
    createdBy: uuid(),
    createdByName: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('patient_charges_patient_idx').on(t.patientId, t.status),
    index('patient_charges_service_idx').on(t.serviceId),
  ],
);
