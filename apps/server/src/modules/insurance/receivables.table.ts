import { PAYER_CLAIM_STATUSES } from '@clinic/shared/insurance';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { valuesCheck } from '../../db/status-check.ts';
import { bills } from '../billing/bills.table.ts';

/**
 * A payer's bill sent for payment after discharge: one per final bill with a payer's share, made
 * when the billing desk submits it. Its status follows the settlements posted against it.
 */
export const payerClaims = pgTable(
  'payer_claims',
  {
    id: uuid().primaryKey().defaultRandom(),
    billId: uuid()
      .notNull()
      .references(() => bills.id),
    status: text().notNull().default('Submitted'),
    reference: text().notNull().default(''),
    resubmissions: integer().notNull().default(0),
    submittedBy: uuid(),
    submittedByName: text().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payer_claims_bill_uq').on(t.billId),
    valuesCheck('payer_claims_status_check', t.status, PAYER_CLAIM_STATUSES),
    index('payer_claims_status_idx').on(t.status),
  ],
);

/**
 * What a payer paid against its bill (never changed): the amount that reached the bank with its
 * UTR, the TDS kept, deductions by reason, and what of the shortfall was written off or moved to
 * the patient (the patient's balance on the bill grows by that much).
 */
export const claimSettlements = pgTable(
  'claim_settlements',
  {
    id: uuid().primaryKey().defaultRandom(),
    payerClaimId: uuid()
      .notNull()
      .references(() => payerClaims.id),
    billId: uuid()
      .notNull()
      .references(() => bills.id),
    paidPaise: bigint({ mode: 'number' }).notNull().default(0),
    tdsPaise: bigint({ mode: 'number' }).notNull().default(0),
    deductions: jsonb().$type<{ reason: string; paise: number }[]>().notNull(),
    utr: text().notNull().default(''),
    paidOn: date().notNull(),
    writeOffPaise: bigint({ mode: 'number' }).notNull().default(0),
    toPatientPaise: bigint({ mode: 'number' }).notNull().default(0),
    note: text().notNull().default(''),
    byId: uuid(),
    byName: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('claim_settlements_claim_idx').on(t.payerClaimId),
    index('claim_settlements_bill_idx').on(t.billId),
    check(
      'claim_settlements_amounts_check',
      sql`${t.paidPaise} >= 0 and ${t.tdsPaise} >= 0 and ${t.writeOffPaise} >= 0 and ${t.toPatientPaise} >= 0`,
    ),
  ],
);
