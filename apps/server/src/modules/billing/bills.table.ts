import { BILL_SECTIONS, DOCUMENT_TYPES, type BillSplit } from '@clinic/shared/billing';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
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
import { valuesCheck } from '../../db/status-check.ts';
import { patients } from '../patients/patients.table.ts';
import { patientCharges } from './charges.table.ts';

/**
 * A finalized bill, numbered per financial year. A bill is written once, when it is finalized
 * (before that it is a provisional view computed from the charges); a trigger refuses any change
 * to it or its lines, and corrections are credit notes.
 */
export const bills = pgTable(
  'bills',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull(),
    kind: text().notNull(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    admissionId: uuid(),
    /** A supplementary bill's final bill of the same stay: charges that came after it. */
    supplementOf: uuid(),
    documentType: text().notNull(),
    grossPaise: bigint({ mode: 'number' }).notNull(),
    discountPaise: bigint({ mode: 'number' }).notNull().default(0),
    discountPercent: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    discountReason: text().notNull().default(''),
    taxPaise: bigint({ mode: 'number' }).notNull().default(0),
    roundOffPaise: bigint({ mode: 'number' }).notNull().default(0),
    totalPaise: bigint({ mode: 'number' }).notNull(),
    /** The contract payer of the bill's share: a receivable from an insurer, TPA or employer. */
    payerType: text().notNull().default('Self'),
    payerName: text().notNull().default(''),
    policyNumber: text().notNull().default(''),
    payerSharePaise: bigint({ mode: 'number' }).notNull().default(0),
    /** How the bill was split between payer and patient, each deduction by its reason (null for Self). */
    payerSplit: jsonb().$type<BillSplit>(),
    idempotencyKey: text().notNull(),
    finalizedBy: uuid(),
    finalizedByName: text().notNull(),
    finalizedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bills_number_key').on(t.number),
    uniqueIndex('bills_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('bills_admission_key')
      .on(t.admissionId)
      .where(sql`${t.admissionId} is not null and ${t.supplementOf} is null`),
    index('bills_patient_idx').on(t.patientId, t.finalizedAt),
    // The reports read bills by the day they were made.
    index('bills_finalized_idx').on(t.finalizedAt),
    valuesCheck('bills_kind_check', t.kind, ['OP', 'IP']),
    valuesCheck('bills_document_type_check', t.documentType, DOCUMENT_TYPES),
    check('bills_total_check', sql`${t.totalPaise} >= 0 and ${t.discountPaise} >= 0`),
    check('bills_payer_share_check', sql`${t.payerSharePaise} >= 0 and ${t.payerSharePaise} <= ${t.totalPaise}`),
  ],
);

export const billLines = pgTable(
  'bill_lines',
  {
    id: uuid().primaryKey().defaultRandom(),
    billId: uuid()
      .notNull()
      .references(() => bills.id),
    lineNo: integer().notNull(),
    /** The charge it bills; null for lines the bill makes itself (room days, miscellaneous). */
    chargeId: uuid().references(() => patientCharges.id),
    section: text().notNull(),
    description: text().notNull(),
    category: text().notNull(),
    quantity: integer().notNull(),
    unitPricePaise: bigint({ mode: 'number' }).notNull(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    discountPaise: bigint({ mode: 'number' }).notNull().default(0),
    gstRateBp: integer().notNull().default(0),
    taxPaise: bigint({ mode: 'number' }).notNull().default(0),
    totalPaise: bigint({ mode: 'number' }).notNull(),
    /** The regulator's non-payable item the line is, if any: the payer's side leaves it out. */
    nonPayableItem: text(),
  },
  (t) => [
    uniqueIndex('bill_lines_bill_line_key').on(t.billId, t.lineNo),
    uniqueIndex('bill_lines_charge_key')
      .on(t.chargeId)
      .where(sql`${t.chargeId} is not null`),
    valuesCheck('bill_lines_section_check', t.section, BILL_SECTIONS),
  ],
);
