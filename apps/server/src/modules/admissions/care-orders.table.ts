import { CARE_ORDER_KINDS, CARE_ORDER_URGENCIES } from '@clinic/shared/admissions';
import { careOrderStatus } from '@clinic/shared/status';
import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { statusCheck, valuesCheck } from '../../db/status-check.ts';
import { admissions } from './admissions.table.ts';

/**
 * Procedures and services, diets and nursing instructions ordered on a stay. A procedure names its
 * catalogue service and copies its name and price; it is charged to the stay when marked done (the
 * order is the charge's natural key). Only the status and end fields ever change.
 */
export const careOrders = pgTable(
  'care_orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    admissionId: uuid()
      .notNull()
      .references(() => admissions.id),
    patientId: uuid().notNull(),
    kind: text().notNull(),
    serviceId: uuid(),
    title: text().notNull(),
    instructions: text().notNull().default(''),
    urgency: text().notNull().default('Routine'),
    pricePaise: bigint({ mode: 'number' }),
    status: text().notNull().default('Active'),
    orderedBy: uuid(),
    orderedByName: text().notNull(),
    orderedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
    endedByName: text(),
    endReason: text().notNull().default(''),
  },
  (t) => [
    index('care_orders_admission_idx').on(t.admissionId, t.orderedAt),
    // The kitchen reads one diet per patient: a new diet order stops the one before it.
    uniqueIndex('care_orders_one_diet_uq')
      .on(t.admissionId)
      .where(sql`${t.kind} = 'Diet' and ${t.status} = 'Active'`),
    statusCheck('care_orders_status_check', t.status, careOrderStatus),
    valuesCheck('care_orders_kind_check', t.kind, CARE_ORDER_KINDS),
    valuesCheck('care_orders_urgency_check', t.urgency, CARE_ORDER_URGENCIES),
  ],
);
