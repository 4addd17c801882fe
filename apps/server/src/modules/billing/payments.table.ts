import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { valuesCheck } from '../../db/status-check.ts';
import { patients } from '../patients/patients.table.ts';
import { cashierShifts } from './shifts.table.ts';

export const PAYMENT_MODES = ['Cash', 'Card', 'UPI'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const PAYMENT_PURPOSES = ['Advance', 'Bill', 'Pharmacy bill', 'Refund'] as const;
export type PaymentPurpose = (typeof PAYMENT_PURPOSES)[number];

/**
 * Money received from (or, for a refund, paid back to) a patient. Each has a receipt number from
 * the numbering service and the idempotency key of the request that made it, so a retried or
 * double-clicked request never pays twice. Rows are never updated or deleted.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    receiptNumber: text().notNull(),
    /** Null for a walk-in at the pharmacy counter. */
    patientId: uuid().references(() => patients.id),
    admissionId: uuid(),
    purpose: text().notNull(),
    /** The bill or sale it pays, where there is one. */
    againstId: uuid(),
    mode: text().notNull(),
    /** The card slip or UPI transaction reference; required for Card and UPI. */
    reference: text(),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    idempotencyKey: text().notNull(),
    /** A digest of the request body, so the same key with another body is refused. */
    requestHash: text().notNull(),
    /** The cashier's shift the money went through (every receipt and refund has one). */
    shiftId: uuid().references(() => cashierShifts.id),
    receivedBy: uuid(),
    receivedByName: text(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    valuesCheck('payments_mode_check', t.mode, PAYMENT_MODES),
    valuesCheck('payments_purpose_check', t.purpose, PAYMENT_PURPOSES),
    check('payments_amount_check', sql`${t.amountPaise} > 0`),
    check('payments_reference_check', sql`${t.mode} = 'Cash' or ${t.reference} is not null`),
    uniqueIndex('payments_receipt_uq').on(t.receiptNumber),
    uniqueIndex('payments_idempotency_uq').on(t.idempotencyKey),
    index('payments_patient_idx').on(t.patientId, t.receivedAt),
    index('payments_received_idx').on(t.receivedAt),
    index('payments_shift_idx').on(t.shiftId),
    // A few bills' balances (bill_dues) sum the payments against them and of their stay.
    index('payments_against_idx').on(t.againstId),
    index('payments_admission_idx').on(t.admissionId),
  ],
);
