import {
  CLAIM_DOCUMENT_MAX_BYTES,
  CLAIM_DOCUMENT_TYPES,
  CLAIM_STAGES,
  COVERAGE_RELATIONS,
  PAYER_KINDS,
  type ClaimRequest,
  type RateFactors,
} from '@clinic/shared/insurance';
import { claimStatus } from '@clinic/shared/status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, timestamps } from '../../db/columns.ts';
import { statusCheck, valuesCheck } from '../../db/status-check.ts';
import { admissions } from '../admissions/admissions.table.ts';
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
    /** How a scheme scales its base rates (ward, accreditation, city); null: rates stand as written. */
    rateFactors: jsonb().$type<RateFactors>(),
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
    /** What the insured pays first on each claim before the policy pays. */
    deductiblePaise: bigint({ mode: 'number' }).notNull().default(0),
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
    check(
      'patient_coverages_amounts_check',
      sql`${t.sumInsuredPaise} >= 0 and ${t.roomRentLimitPaise} >= 0 and ${t.deductiblePaise} >= 0`,
    ),
  ],
);

/**
 * One cashless claim case per stay and cover (one live at a time): the request sent to the payer
 * (the cashless form's clinical and cost part), where it stands, what the payer approved in all,
 * and how many times more money was asked for.
 */
export const claimCases = pgTable(
  'claim_cases',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull(),
    admissionId: uuid()
      .notNull()
      .references(() => admissions.id),
    coverageId: uuid()
      .notNull()
      .references(() => patientCoverages.id),
    status: text().notNull().default('Draft'),
    stage: text().notNull().default('Pre-auth'),
    request: jsonb().$type<ClaimRequest>().notNull(),
    requestedPaise: bigint({ mode: 'number' }).notNull().default(0),
    approvedPaise: bigint({ mode: 'number' }).notNull().default(0),
    enhancements: integer().notNull().default(0),
    payerReference: text().notNull().default(''),
    /** When the request the payer has yet to answer went; null when nothing waits on the payer. */
    waitingSince: timestamp({ withTimezone: true }),
    createdBy: uuid(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('claim_cases_number_uq').on(t.number),
    uniqueIndex('claim_cases_live_uq')
      .on(t.admissionId, t.coverageId)
      .where(sql`${t.status} <> 'Cancelled'`),
    statusCheck('claim_cases_status_check', t.status, claimStatus),
    valuesCheck('claim_cases_stage_check', t.stage, CLAIM_STAGES),
    check('claim_cases_amounts_check', sql`${t.requestedPaise} >= 0 and ${t.approvedPaise} >= 0`),
  ],
);

/** Every move of a claim case, kept: who, when, from and to, and what the payer said or approved. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid()
      .notNull()
      .references(() => claimCases.id),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    byId: uuid(),
    byName: text().notNull(),
    fromStatus: text(),
    toStatus: text().notNull(),
    stage: text().notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull().default(0),
    note: text().notNull().default(''),
    reference: text().notNull().default(''),
    /** For a payer's decision: the minutes since the request it answers. */
    minutesTaken: integer(),
  },
  (t) => [index('claim_events_case_idx').on(t.caseId, t.at)],
);

/**
 * A paper attached to a claim case with its claims-exchange code (discharge summary, bills,
 * reports, the payer's letters): kept in the database so a backup holds it; never changed.
 */
export const claimDocuments = pgTable(
  'claim_documents',
  {
    id: uuid().primaryKey().defaultRandom(),
    caseId: uuid()
      .notNull()
      .references(() => claimCases.id),
    code: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    content: bytea().notNull(),
    uploadedBy: uuid(),
    uploadedByName: text().notNull(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('claim_documents_case_idx').on(t.caseId, t.uploadedAt),
    valuesCheck('claim_documents_type_check', t.contentType, CLAIM_DOCUMENT_TYPES),
    check(
      'claim_documents_size_check',
      sql`${t.sizeBytes} > 0 and ${t.sizeBytes} <= ${sql.raw(String(CLAIM_DOCUMENT_MAX_BYTES))}`,
    ),
  ],
);
