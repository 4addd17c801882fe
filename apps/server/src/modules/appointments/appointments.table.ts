import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OP_PRIORITIES } from '@clinic/shared/appointments';
import { appointmentStatus } from '@clinic/shared/status';
import { statusCheck, valuesCheck } from '../../db/status-check.ts';
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
    /** The queue: a priority flag, when the patient arrived, the calling order among the waiting, and the calls. */
    priority: text(),
    arrivedAt: timestamp({ withTimezone: true }),
    /** Set to the token on arrival; a skip moves it behind the next few waiting. */
    queueSeq: doublePrecision(),
    /** The calling lane a skip put the patient in (0 emergency, 1 priority, 2 the rest); null: the flag's lane. */
    queueLane: smallint(),
    /** When the doctor last called the patient in; set while being seen, cleared by a skip. */
    calledAt: timestamp({ withTimezone: true }),
    /** A walk-in beyond the day's slots: no slot of its own, called after the booked patients. */
    overflow: boolean().notNull().default(false),
    /**
     * The doctor sent the patient to the lab or radiology mid-visit, or (sent_at without sent_to)
     * to another doctor: out of the queue until back (decision 0025).
     */
    sentTo: text(),
    sentAt: timestamp({ withTimezone: true }),
    callCount: integer().notNull().default(0),
    skipCount: integer().notNull().default(0),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('appointments_status_check', t.status, appointmentStatus),
    valuesCheck('appointments_priority_check', t.priority, OP_PRIORITIES),
    valuesCheck('appointments_sent_to_check', t.sentTo, ['lab', 'radiology']),
    // Tokens come from the numbering service's per-doctor, per-day counter; this backs it up.
    uniqueIndex('appointments_token_uq').on(t.doctorId, t.appointmentDate, t.token),
    uniqueIndex('appointments_slot_uq')
      .on(t.doctorId, t.appointmentDate, t.appointmentTime)
      .where(sql`${t.status} in ('Scheduled', 'Awaiting', 'Completed') and not ${t.overflow}`),
    index('appointments_date_doctor_idx').on(t.appointmentDate, t.doctorId),
    index('appointments_patient_idx').on(t.patientId),
  ],
);

/**
 * A doctor away: on leave for whole days, or arriving late on one day (arrives_at 'HH:MM').
 * Bookings it touches are flagged at the desk and their patients told; cancelling keeps the row.
 */
export const doctorAbsences = pgTable(
  'doctor_absences',
  {
    id: uuid().primaryKey().defaultRandom(),
    doctorId: uuid()
      .notNull()
      .references(() => users.id),
    kind: text().notNull(),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    arrivesAt: text(),
    reason: text().notNull().default(''),
    createdBy: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledBy: uuid().references(() => users.id),
  },
  (t) => [
    valuesCheck('doctor_absences_kind_check', t.kind, ['leave', 'late']),
    check('doctor_absences_dates_check', sql`${t.fromDate} <= ${t.toDate}`),
    check(
      'doctor_absences_late_check',
      sql`(${t.kind} = 'late') = (${t.arrivesAt} is not null) and (${t.kind} <> 'late' or ${t.fromDate} = ${t.toDate})`,
    ),
    index('doctor_absences_doctor_idx').on(t.doctorId, t.fromDate),
  ],
);
