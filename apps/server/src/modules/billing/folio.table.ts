import { DISCOUNT_STATUSES, PAYER_TYPES } from '@clinic/shared/billing';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { valuesCheck } from '../../db/status-check.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { patientCoverages } from '../insurance/insurance.table.ts';
import { patients } from '../patients/patients.table.ts';
import { bills } from './bills.table.ts';
import { patientCharges } from './charges.table.ts';

/**
 * A discount asked for on a stay's bill, on one charge line or (chargeId null) on the whole bill.
 * One above the clinic's limit waits for a clinic administrator; the decision is kept with who
 * and when. Only one live (waiting or approved) discount per line and per bill.
 */
export const billDiscounts = pgTable(
  'bill_discounts',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 'IP' for a stay's bill; 'OP' for an out-patient bill that waits for its discount. */
    kind: text().notNull().default('IP'),
    patientId: uuid().references(() => patients.id),
    /** The stay, for an IP discount; null for an OP one. */
    admissionId: uuid().references(() => admissions.id),
    chargeId: uuid().references(() => patientCharges.id),
    appliesTo: text().notNull(),
    /** A percent, or (percent 0) a flat amount off. */
    percent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    flatPaise: bigint({ mode: 'number' }).notNull().default(0),
    /** An OP discount's bill as asked for (its charges and discount), made when approved. */
    request: jsonb(),
    /** The bill an approved OP discount made. */
    resultBillId: uuid().references(() => bills.id),
    reason: text().notNull(),
    status: text().notNull(),
    requestedBy: uuid(),
    requestedByName: text().notNull(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid(),
    decidedByName: text(),
    decidedAt: timestamp({ withTimezone: true }),
    decisionNote: text().notNull().default(''),
  },
  (t) => [
    valuesCheck('bill_discounts_status_check', t.status, DISCOUNT_STATUSES),
    valuesCheck('bill_discounts_kind_check', t.kind, ['IP', 'OP']),
    check(
      'bill_discounts_percent_check',
      sql`${t.percent} >= 0 and ${t.percent} <= 100 and ${t.flatPaise} >= 0 and (${t.percent} > 0 or ${t.flatPaise} > 0)`,
    ),
    check('bill_discounts_kind_stay_check', sql`${t.kind} = 'OP' or ${t.admissionId} is not null`),
    uniqueIndex('bill_discounts_live_key')
      .on(t.admissionId, sql`coalesce(${t.chargeId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.status} <> 'Rejected'`),
    index('bill_discounts_status_idx').on(t.status),
  ],
);

/** Who pays a stay's bill; changed freely until the bill is finalized, which copies it onto the bill. */
export const billContracts = pgTable(
  'bill_contracts',
  {
    admissionId: uuid()
      .primaryKey()
      .references(() => admissions.id),
    payerType: text().notNull(),
    /** The patient's cover the payer came from, when one was chosen (name and policy are copied). */
    coverageId: uuid().references(() => patientCoverages.id),
    payerName: text().notNull().default(''),
    policyNumber: text().notNull().default(''),
    approvedPaise: bigint({ mode: 'number' }).notNull().default(0),
    updatedBy: uuid(),
    updatedByName: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    valuesCheck('bill_contracts_payer_type_check', t.payerType, PAYER_TYPES),
    check('bill_contracts_approved_check', sql`${t.approvedPaise} >= 0`),
  ],
);

/** A correction to a finalized bill, numbered CN/2627/00001; never changed (a trigger refuses it). */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull(),
    billId: uuid()
      .notNull()
      .references(() => bills.id),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    reason: text().notNull(),
    createdBy: uuid(),
    createdByName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_key').on(t.number),
    index('credit_notes_bill_idx').on(t.billId),
    index('credit_notes_created_idx').on(t.createdAt),
    check('credit_notes_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/** A stay's account closed with nothing left to pay or refund; once only. */
export const folioClosures = pgTable('folio_closures', {
  admissionId: uuid()
    .primaryKey()
    .references(() => admissions.id),
  closedBy: uuid(),
  closedByName: text().notNull(),
  closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
