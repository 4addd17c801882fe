import { dispenseStatus } from '@clinic/shared/status';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { statusCheck } from '../../db/status-check.ts';
import { encounters, prescriptionItems } from '../encounters/encounters.table.ts';
import { drugs } from '../inventory/inventory.table.ts';
import { patients } from '../patients/patients.table.ts';

/**
 * A prescription line waiting at the pharmacy. The doctor's line stays as written (encounters
 * own it); the pharmacy owns what is still to dispense and how much went out.
 */
export const dispenseRequests = pgTable(
  'dispense_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    prescriptionItemId: uuid()
      .notNull()
      .references(() => prescriptionItems.id),
    encounterId: uuid()
      .notNull()
      .references(() => encounters.id),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    drugId: uuid()
      .notNull()
      .references(() => drugs.id),
    quantity: integer().notNull(),
    dispensedQuantity: integer().notNull().default(0),
    status: text().notNull().default('Pending'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('dispense_requests_status_check', t.status, dispenseStatus),
    check('dispense_requests_quantity_check', sql`${t.dispensedQuantity} between 0 and ${t.quantity}`),
    uniqueIndex('dispense_requests_item_uq').on(t.prescriptionItemId),
    index('dispense_requests_status_idx').on(t.status, t.createdAt),
  ],
);
