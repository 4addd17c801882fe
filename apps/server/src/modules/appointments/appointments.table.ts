import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointmentStatus } from '@clinic/shared/status';
import { statusCheck } from '../../db/status-check.ts';
import { patients } from '../patients/patients.table.ts';
import { users } from '../staff/staff.table.ts';

/** A doctor's weekly consulting hours: weekday 1 (Monday) to 7, 'HH:MM' start and end, slot length. */
export const consultingHours = pgTable(
  'consulting_hours',
  {
    id: uuid().primaryKey().defaultRandom(),
    doctorId: uuid()
      .notNull()
      .references(() => users.id),
    weekday: smallint().notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    slotMinutes: integer().notNull(),
  },
  (t) => [index('consulting_hours_doctor_idx').on(t.doctorId, t.weekday)],
);

/** Appointments are never deleted: cancelling and rescheduling keep the old row. */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    doctorId: uuid()
      .notNull()
      .references(() => users.id),
    department: text().notNull(),
    appointmentDate: date({ mode: 'string' }).notNull(),
    appointmentTime: text().notNull(),
    token: integer().notNull(),
    reason: text().notNull().default(''),
    notes: text().notNull().default(''),
    status: text().notNull().default('Scheduled'),
    rescheduledFrom: uuid(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('appointments_status_check', t.status, appointmentStatus),
    // Tokens come from the numbering service's per-doctor, per-day counter; this backs it up.
    uniqueIndex('appointments_token_uq').on(t.doctorId, t.appointmentDate, t.token),
    uniqueIndex('appointments_slot_uq')
      .on(t.doctorId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} in ('Scheduled', 'Awaiting', 'Completed')`),
    index('appointments_date_doctor_idx').on(t.appointmentDate, t.doctorId),
    index('appointments_patient_idx').on(t.patientId),
  ],
);
