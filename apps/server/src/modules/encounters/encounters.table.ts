import { VISIT_KINDS } from '@clinic/shared/encounters';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MedicalHistory } from '@clinic/shared/encounters';
import { appointments } from '../appointments/appointments.table.ts';
import { drugs } from '../inventory/inventory.table.ts';
import { valuesCheck } from '../../db/status-check.ts';
import { patients } from '../patients/patients.table.ts';
import { users } from '../staff/staff.table.ts';

/** One vitals reading. Readings are never overwritten; the latest one counts. */
export const vitals = pgTable(
  'vitals',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    appointmentId: uuid().references(() => appointments.id),
    systolic: smallint(),
    diastolic: smallint(),
    heartRate: smallint(),
    temperatureF: numeric({ precision: 4, scale: 1, mode: 'number' }),
    spo2: numeric({ precision: 4, scale: 1, mode: 'number' }),
    heightCm: numeric({ precision: 5, scale: 1, mode: 'number' }),
    weightKg: numeric({ precision: 5, scale: 2, mode: 'number' }),
    bmi: numeric({ precision: 5, scale: 2, mode: 'number' }),
    recordedBy: uuid()
      .notNull()
      .references(() => users.id),
    recordedByName: text().notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vitals_appointment_idx').on(t.appointmentId, t.recordedAt),
    index('vitals_patient_idx').on(t.patientId, t.recordedAt),
  ],
);

/** The medical history kept on the patient and carried from visit to visit. */
export const medicalHistories = pgTable('medical_histories', {
  patientId: uuid()
    .primaryKey()
    .references(() => patients.id),
  history: jsonb().$type<MedicalHistory>().notNull(),
  updatedBy: uuid().references(() => users.id),
  updatedByName: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A doctor's consultation; at most one per appointment. */
export const encounters = pgTable(
  'encounters',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    appointmentId: uuid().references(() => appointments.id),
    doctorId: uuid()
      .notNull()
      .references(() => users.id),
    doctorName: text().notNull(),
    doctorSpeciality: text(),
    /** Copied from the doctor's profile when saved, so a reprint carries what was true then. */
    doctorQualification: text(),
    doctorRegistrationNumber: text(),
    /** The patient's recorded allergies when the prescription was written, printed on it. */
    allergies: jsonb().$type<string[]>().notNull().default([]),
    vitalsId: uuid().references(() => vitals.id),
    symptoms: text().notNull().default(''),
    examination: text().notNull().default(''),
    advice: text().notNull().default(''),
    revisitDate: date({ mode: 'string' }),
    /** New (the consultation fee) or Follow-up (within the doctor's rule, at its fee). */
    visitKind: text().notNull().default('New'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('encounters_appointment_uq').on(t.appointmentId),
    index('encounters_doctor_patient_idx').on(t.patientId, t.doctorId, t.createdAt),
    valuesCheck('encounters_visit_kind_check', t.visitKind, VISIT_KINDS),
    index('encounters_patient_idx').on(t.patientId, t.createdAt),
  ],
);

export const encounterDiagnoses = pgTable(
  'encounter_diagnoses',
  {
    id: uuid().primaryKey().defaultRandom(),
    encounterId: uuid()
      .notNull()
      .references(() => encounters.id),
    position: smallint().notNull(),
    code: text(),
    description: text().notNull(),
  },
  (t) => [index('encounter_diagnoses_encounter_idx').on(t.encounterId)],
);

/**
 * Prescription lines as the doctor wrote them; drug name and schedule are copied so the record
 * reads the same later. What is still to dispense is the pharmacy's (dispense_requests).
 */
export const prescriptionItems = pgTable(
  'prescription_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    encounterId: uuid()
      .notNull()
      .references(() => encounters.id),
    position: smallint().notNull(),
    drugId: uuid()
      .notNull()
      .references(() => drugs.id),
    drugName: text().notNull(),
    schedule: text().notNull(),
    dose: text().notNull(),
    frequency: text().notNull(),
    durationDays: integer().notNull(),
    route: text().notNull(),
    instructions: text().notNull().default(''),
    quantity: integer().notNull(),
    /** Why the doctor went on despite an allergy or duplicate-therapy warning; printed on the Rx. */
    overrideReason: text().notNull().default(''),
  },
  (t) => [index('prescription_items_encounter_idx').on(t.encounterId)],
);
