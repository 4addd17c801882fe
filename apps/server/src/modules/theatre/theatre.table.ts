import { ANAESTHESIA_TYPES, THEATRE_STATUSES } from '@clinic/shared/theatre';
import { surgeryStatus } from '@clinic/shared/status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { statusCheck, valuesCheck } from '../../db/status-check.ts';
import { patients } from '../patients/patients.table.ts';
import { services } from '../services/services.table.ts';

/** An operating theatre with the days and hours it works. */
export const operatingTheatres = pgTable(
  'operating_theatres',
  {
    id: uuid().primaryKey().defaultRandom(),
    identifier: text().notNull(),
    type: text().notNull(),
    capacity: integer().notNull(),
    status: text().notNull().default('Active'),
    /** ISO weekdays, 1 Monday … 7 Sunday. */
    days: smallint().array().notNull(),
    opensAt: text().notNull(),
    closesAt: text().notNull(),
    /** What an hour in this theatre costs, in paise. */
    hourlyRatePaise: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operating_theatres_identifier_key').on(sql`lower(${t.identifier})`),
    valuesCheck('operating_theatres_status_check', t.status, THEATRE_STATUSES),
  ],
);

/** Theatre equipment: kept in one theatre, or (theatre null) moved between theatres. */
export const otEquipment = pgTable(
  'ot_equipment',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    theatreId: uuid().references(() => operatingTheatres.id),
    status: text().notNull().default('Active'),
  },
  (t) => [valuesCheck('ot_equipment_status_check', t.status, THEATRE_STATUSES)],
);

/** A surgery booked on a theatre, from start to its expected end. */
export const surgeries = pgTable(
  'surgeries',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    admissionId: uuid(),
    procedureId: uuid()
      .notNull()
      .references(() => services.id),
    procedureName: text().notNull(),
    surgeonId: uuid().notNull(),
    surgeonName: text().notNull(),
    assistantId: uuid(),
    assistantName: text(),
    anaesthetistId: uuid().notNull(),
    anaesthetistName: text().notNull(),
    anaesthesiaType: text().notNull(),
    theatreId: uuid()
      .notNull()
      .references(() => operatingTheatres.id),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    equipmentIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    checklist: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text().notNull().default(''),
    status: text().notNull().default('Scheduled'),
    statusReason: text().notNull().default(''),
    /** When the patient went into theatre (the move to In progress); op-note times are checked against it. */
    startedAt: timestamp({ withTimezone: true }),
    /** Natural keys of the theatre and anaesthesia charges (the procedure's is the surgery's id). */
    theatreChargeKey: uuid().notNull().defaultRandom(),
    anaesthesiaChargeKey: uuid().notNull().defaultRandom(),
    /** What completion charged, in paise. */
    chargedPaise: bigint({ mode: 'number' }).notNull().default(0),
    bookedBy: uuid(),
    bookedByName: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    statusCheck('surgeries_status_check', t.status, surgeryStatus),
    valuesCheck('surgeries_anaesthesia_check', t.anaesthesiaType, ANAESTHESIA_TYPES),
    index('surgeries_theatre_idx').on(t.theatreId, t.startAt),
    index('surgeries_start_idx').on(t.startAt),
    index('surgeries_patient_idx').on(t.patientId),
    check('surgeries_span_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);

export type Implant = { name: string; batch: string; serial: string };

/** The surgeon's operation note, written once when the surgery completes (a trigger keeps it). */
export const operationNotes = pgTable('operation_notes', {
  surgeryId: uuid()
    .primaryKey()
    .references(() => surgeries.id),
  preOpDiagnosis: text().notNull(),
  postOpDiagnosis: text().notNull(),
  procedureDone: text().notNull(),
  findings: text().notNull(),
  implants: jsonb().$type<Implant[]>().notNull(),
  complications: text().notNull(),
  bloodLossMl: integer().notNull(),
  inTheatreAt: text().notNull(),
  outOfTheatreAt: text().notNull(),
  anaesthesiaStartAt: text().notNull(),
  anaesthesiaEndAt: text().notNull(),
  writtenBy: uuid().notNull(),
  writtenByName: text().notNull(),
  writtenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
