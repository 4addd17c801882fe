import {
  CARE_ROLES,
  CONSCIOUSNESS,
  DISCHARGE_TYPES,
  IO_KINDS,
  ROOM_TYPES,
  WARD_TYPES,
} from '@clinic/shared/admissions';
import { admissionStatus, bedStatus } from '@clinic/shared/status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { statusCheck, valuesCheck } from '../../db/status-check.ts';
import { patients } from '../patients/patients.table.ts';
import { users } from '../staff/staff.table.ts';

export const wards = pgTable(
  'wards',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    type: text().notNull(),
    vitalsEveryHours: integer().notNull().default(4),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('wards_name_uq').on(sql`lower(${t.name})`),
    valuesCheck('wards_type_check', t.type, WARD_TYPES),
    check('wards_vitals_every_check', sql`${t.vitalsEveryHours} between 1 and 24`),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: uuid().primaryKey().defaultRandom(),
    wardId: uuid()
      .notNull()
      .references(() => wards.id),
    number: text().notNull(),
    roomType: text().notNull(),
    dailyRentPaise: bigint({ mode: 'number' }).notNull(),
    isIcu: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rooms_ward_number_uq').on(t.wardId, sql`lower(${t.number})`),
    valuesCheck('rooms_type_check', t.roomType, ROOM_TYPES),
    check('rooms_rent_check', sql`${t.dailyRentPaise} >= 0`),
  ],
);

export const beds = pgTable(
  'beds',
  {
    id: uuid().primaryKey().defaultRandom(),
    roomId: uuid()
      .notNull()
      .references(() => rooms.id),
    number: text().notNull(),
    status: text().notNull().default('Available'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('beds_room_number_uq').on(t.roomId, sql`lower(${t.number})`),
    statusCheck('beds_status_check', t.status, bedStatus),
  ],
);

/** A stay in hospital. One active admission per patient; the IP number is per financial year. */
export const admissions = pgTable(
  'admissions',
  {
    id: uuid().primaryKey().defaultRandom(),
    ipNumber: text().notNull(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    admittingDoctorId: uuid()
      .notNull()
      .references(() => users.id),
    department: text().notNull(),
    reason: text().notNull(),
    admittedAt: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull().default('Active'),
    dischargedAt: timestamp({ withTimezone: true }),
    dischargedByName: text(),
    dischargeInitiatedAt: timestamp({ withTimezone: true }),
    dischargeInitiatedByName: text(),
    /** How the stay ended (normal, LAMA, DAMA, referred, death); null while in hospital. */
    dischargeType: text(),
    deathAt: timestamp({ withTimezone: true }),
    deathCause: text().notNull().default(''),
    attendantName: text().notNull().default(''),
    attendantRelation: text().notNull().default(''),
    attendantPhone: text().notNull().default(''),
    /** A medico-legal case: its number and the police station told, for the MLC register. */
    isMlc: boolean().notNull().default(false),
    mlcNumber: text().notNull().default(''),
    policeStation: text().notNull().default(''),
    createdBy: uuid(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('admissions_ip_number_uq').on(t.ipNumber),
    uniqueIndex('admissions_one_active_uq')
      .on(t.patientId)
      .where(sql`${t.status} = 'Active'`),
    index('admissions_status_idx').on(t.status, t.admittedAt),
    // The census reads the stays of a range: those begun before its end and not ended before its start.
    index('admissions_admitted_idx').on(t.admittedAt),
    index('admissions_discharged_idx').on(t.dischargedAt),
    index('admissions_doctor_idx').on(t.admittingDoctorId, t.status),
    statusCheck('admissions_status_check', t.status, admissionStatus),
    valuesCheck('admissions_discharge_type_check', t.dischargeType, DISCHARGE_TYPES),
    check('admissions_death_check', sql`(coalesce(${t.dischargeType}, '') = 'Death') = (${t.deathAt} is not null)`),
  ],
);

/**
 * The doctors caring for a stay besides the one who admitted it: one treating doctor at a time
 * and any number of consultants. A change ends the row (to_at) and opens another, so the history
 * of who was responsible when stays readable.
 */
export const admissionDoctors = pgTable(
  'admission_doctors',
  {
    id: uuid().primaryKey().defaultRandom(),
    admissionId: uuid()
      .notNull()
      .references(() => admissions.id),
    doctorId: uuid()
      .notNull()
      .references(() => users.id),
    role: text().notNull(),
    fromAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    toAt: timestamp({ withTimezone: true }),
    assignedByName: text().notNull(),
    endedByName: text(),
  },
  (t) => [
    uniqueIndex('admission_doctors_one_treating_uq')
      .on(t.admissionId)
      .where(sql`${t.role} = 'treating' and ${t.toAt} is null`),
    uniqueIndex('admission_doctors_open_uq')
      .on(t.admissionId, t.doctorId, t.role)
      .where(sql`${t.toAt} is null`),
    index('admission_doctors_doctor_idx').on(t.doctorId, t.toAt),
    valuesCheck('admission_doctors_role_check', t.role, CARE_ROLES),
  ],
);

/**
 * Where an admission lay and when: a transfer closes one stay and opens the next. The room's
 * daily rent is copied onto the stay, so the bill charges what applied then.
 */
export const bedStays = pgTable(
  'bed_stays',
  {
    id: uuid().primaryKey().defaultRandom(),
    admissionId: uuid()
      .notNull()
      .references(() => admissions.id),
    /** 1 for the bed admitted to, then one more for each transfer. */
    seq: integer().notNull(),
    bedId: uuid()
      .notNull()
      .references(() => beds.id),
    dailyRentPaise: bigint({ mode: 'number' }).notNull(),
    fromAt: timestamp({ withTimezone: true }).notNull(),
    toAt: timestamp({ withTimezone: true }),
    reason: text().notNull().default(''),
    movedBy: uuid(),
    movedByName: text(),
  },
  (t) => [
    uniqueIndex('bed_stays_open_bed_uq')
      .on(t.bedId)
      .where(sql`${t.toAt} is null`),
    uniqueIndex('bed_stays_open_admission_uq')
      .on(t.admissionId)
      .where(sql`${t.toAt} is null`),
    uniqueIndex('bed_stays_admission_seq_uq').on(t.admissionId, t.seq),
    // The quality indicators read a week's transfers out of intensive care by when they ended.
    index('bed_stays_to_idx').on(t.toAt),
    check('bed_stays_order_check', sql`${t.toAt} is null or ${t.toAt} >= ${t.fromAt}`),
  ],
);

/** Inpatient observations, append-only; the NEWS2 score is computed once, when recorded. */
export const ipVitals = pgTable(
  'ip_vitals',
  {
    id: uuid().primaryKey().defaultRandom(),
    admissionId: uuid()
      .notNull()
      .references(() => admissions.id),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    respiratoryRate: integer().notNull(),
    spo2: integer().notNull(),
    spo2Scale: integer().notNull().default(1),
    onOxygen: boolean().notNull().default(false),
    systolic: integer().notNull(),
    diastolic: integer().notNull(),
    pulse: integer().notNull(),
    consciousness: text().notNull(),
    temperatureC: numeric({ precision: 4, scale: 1, mode: 'number' }).notNull(),
    news2Score: integer().notNull(),
    news2Risk: text().notNull(),
    recordedBy: uuid(),
    recordedByName: text().notNull(),
  },
  (t) => [
    index('ip_vitals_admission_idx').on(t.admissionId, t.recordedAt),
    valuesCheck('ip_vitals_consciousness_check', t.consciousness, CONSCIOUSNESS),
    check('ip_vitals_scale_check', sql`${t.spo2Scale} in (1, 2)`),
  ],
);

/** The intake/output chart: each measured volume, append-only; the day's balance is summed from these. */
export const ioEntries = pgTable(
  'io_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    admissionId: uuid()
      .notNull()
      .references(() => admissions.id),
    kind: text().notNull(),
    route: text().notNull(),
    volumeMl: integer().notNull(),
    measuredAt: timestamp({ withTimezone: true }).notNull(),
    note: text().notNull().default(''),
    recordedBy: uuid(),
    recordedByName: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('io_entries_admission_idx').on(t.admissionId, t.measuredAt),
    valuesCheck('io_entries_kind_check', t.kind, IO_KINDS),
    check('io_entries_volume_check', sql`${t.volumeMl} between 1 and 5000`),
  ],
);
