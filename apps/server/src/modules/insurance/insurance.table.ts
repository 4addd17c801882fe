import { COVERAGE_RELATIONS, PAYER_KINDS } from '@clinic/shared/insurance';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { valuesCheck } from '../../db/status-check.ts';
import { patients } from '../patients/patients.table.ts';

/**
 * Insurers, TPAs, government schemes and employers that pay bills: master data the billing desk
 * keeps, never deleted (covers and bills name them); a retired one is inactive.
 */
export const payers = pgTable(
  'payers',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    kind: text().notNull(),
    code: text().notNull(),
    participantCode: text().notNull().default(''),
    contactName: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    address: text().notNull().default(''),
    gstin: text().notNull().default(''),
    creditDays: integer().notNull().default(30),
    contractFrom: date({ mode: 'string' }),
    contractTo: date({ mode: 'string' }),
    requiredDocuments: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payers_name_uq').on(sql`lower(${t.name})`),
    uniqueIndex('payers_code_uq').on(t.code),
    valuesCheck('payers_kind_check', t.kind, PAYER_KINDS),
    check('payers_credit_days_check', sql`${t.creditDays} between 0 and 365`),
    check(
      'payers_contract_check',
      sql`${t.contractTo} is null or ${t.contractFrom} is null or ${t.contractTo} >= ${t.contractFrom}`,
    ),
  ],
);

/**
 * A patient's cover by a payer: policy and member, the TPA that handles it, and the terms the bill
 * needs. One policy member belongs to one patient (a unique key, which also makes a retried save
 * find the first one).
 */
export const patientCoverages = pgTable(
  'patient_coverages',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    payerId: uuid()
      .notNull()
      .references(() => payers.id),
    tpaId: uuid().references(() => payers.id),
    policyNumber: text().notNull().default(''),
    memberId: text().notNull().default(''),
    employeeId: text().notNull().default(''),
    relation: text().notNull().default('Self'),
    primaryMemberName: text().notNull().default(''),
    sumInsuredPaise: bigint({ mode: 'number' }).notNull().default(0),
    copayPercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    roomRentLimitPaise: bigint({ mode: 'number' }).notNull().default(0),
    validFrom: date({ mode: 'string' }).notNull(),
    validTo: date({ mode: 'string' }).notNull(),
    isActive: boolean().notNull().default(true),
    createdBy: uuid(),
    ...timestamps,
  },
  (t) => [
    index('patient_coverages_patient_idx').on(t.patientId),
    uniqueIndex('patient_coverages_member_uq').on(
      t.payerId,
      sql`lower(${t.policyNumber})`,
      sql`lower(${t.memberId})`,
      sql`lower(${t.employeeId})`,
    ),
    valuesCheck('patient_coverages_relation_check', t.relation, COVERAGE_RELATIONS),
    check('patient_coverages_validity_check', sql`${t.validTo} >= ${t.validFrom}`),
    check('patient_coverages_copay_check', sql`${t.copayPercent} between 0 and 100`),
    check('patient_coverages_amounts_check', sql`${t.sumInsuredPaise} >= 0 and ${t.roomRentLimitPaise} >= 0`),
  ],
);
