import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { valuesCheck } from '../../db/status-check.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { patients } from '../patients/patients.table.ts';

/**
 * A cashier's shift at a counter: opened with a cash float, every receipt and refund taken while
 * it is open belongs to it, and it closes with the money counted against what was expected.
 * One open shift per person; a closed shift is never changed.
 */
export const cashierShifts = pgTable(
  'cashier_shifts',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull(),
    counter: text().notNull(),
    status: text().notNull().default('Open'),
    openingFloatPaise: bigint({ mode: 'number' }).notNull().default(0),
    openedBy: uuid().notNull(),
    openedByName: text().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** What the shift's receipts say should be in the drawer, and what was counted, by mode. */
    expectedCashPaise: bigint({ mode: 'number' }),
    expectedCardPaise: bigint({ mode: 'number' }),
    expectedUpiPaise: bigint({ mode: 'number' }),
    countedCashPaise: bigint({ mode: 'number' }),
    countedCardPaise: bigint({ mode: 'number' }),
    countedUpiPaise: bigint({ mode: 'number' }),
    closeNote: text().notNull().default(''),
    closedAt: timestamp({ withTimezone: true }),
    idempotencyKey: text().notNull(),
  },
  (t) => [
    uniqueIndex('cashier_shifts_number_key').on(t.number),
    uniqueIndex('cashier_shifts_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('cashier_shifts_open_key')
      .on(t.openedBy)
      .where(sql`${t.status} = 'Open'`),
    index('cashier_shifts_opened_idx').on(t.openedAt),
    valuesCheck('cashier_shifts_status_check', t.status, ['Open', 'Closed']),
    check('cashier_shifts_float_check', sql`${t.openingFloatPaise} >= 0`),
  ],
);

/**
 * Leave for a stay to be discharged with money owed: who allowed how much, until when. Billing's
 * discharge clearance accepts dues up to it, and the patient's dues show it.
 */
export const creditApprovals = pgTable(
  'credit_approvals',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: uuid()
      .notNull()
      .references(() => patients.id),
    admissionId: uuid().references(() => admissions.id),
    amountPaise: bigint({ mode: 'number' }).notNull(),
    validUntil: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    approvedBy: uuid().notNull(),
    approvedByName: text().notNull(),
    approvedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    idempotencyKey: text().notNull(),
  },
  (t) => [
    uniqueIndex('credit_approvals_idempotency_key').on(t.idempotencyKey),
    index('credit_approvals_patient_idx').on(t.patientId),
    check('credit_approvals_amount_check', sql`${t.amountPaise} > 0`),
  ],
);
