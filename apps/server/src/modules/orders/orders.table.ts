import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patientCharges } from '../billing/charges.table.ts';
import { encounters } from '../encounters/encounters.table.ts';
import { patients } from '../patients/patients.table.ts';
import { services } from '../services/services.table.ts';
import { statusCheck } from '../../db/status-check.ts';

/**
 * The order table of an area that fulfils catalogue services (lab, radiology): the patient,
 * where it was placed (a consultation now, an admission later), the service, its charge (the
 * price lives there, once), urgency, who placed it, and a status on the area's machine.
 */
export function serviceOrderTable(name: string, machine: { states: readonly string[] }, initial: string) {
  return pgTable(
    name,
    {
      id: uuid().primaryKey().defaultRandom(),
      patientId: uuid()
        .notNull()
        .references(() => patients.id),
      encounterId: uuid().references(() => encounters.id),
      admissionId: uuid(),
      serviceId: uuid()
        .notNull()
        .references(() => services.id),
      serviceName: text().notNull(),
      chargeId: uuid().references(() => patientCharges.id),
      urgent: boolean().notNull().default(false),
      orderedBy: uuid(),
      orderedByName: text().notNull(),
      orderedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
      updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
      status: text().notNull().default(initial),
      /** Why and by whom an order was called off before it was done (its charge is cancelled with it). */
      cancelReason: text(),
      cancelledByName: text(),
    },
    (t) => [
      statusCheck(`${name}_status_check`, t.status, machine),
      index(`${name}_status_idx`).on(t.status, t.orderedAt),
      index(`${name}_encounter_idx`).on(t.encounterId),
      index(`${name}_admission_idx`).on(t.admissionId, t.orderedAt),
      index(`${name}_patient_idx`).on(t.patientId, t.orderedAt),
      // Reports read a range of orders by when they were placed, whatever their state.
      index(`${name}_ordered_idx`).on(t.orderedAt),
    ],
  );
}

export type ServiceOrderTable = ReturnType<typeof serviceOrderTable>;
