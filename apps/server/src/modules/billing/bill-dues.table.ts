import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { bills } from './bills.table.ts';

/**
 * What is still owed on each bill, by the patient and by the payer, as `billBalances` computes it,
 * kept so that the billing desk's dues and the ageing of the revenue report read the few bills
 * that owe anything instead of summing every payment (decision 0037). A bill whose money moved
 * since is marked in `bill_dues_dirty` and read live until the server folds it.
 */
export const billDues = pgTable(
  'bill_dues',
  {
    billId: uuid()
      .primaryKey()
      .references(() => bills.id),
    patientDue: bigint({ mode: 'number' }).notNull(),
    payerDue: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    index('bill_dues_owed_idx')
      .on(t.billId)
      .where(sql`${t.patientDue} > 0 or ${t.payerDue} > 0`),
  ],
);

/**
 * Bills (or a stay's bills, by admission) whose dues may have changed, marked by database triggers
 * in the transaction that moved the money. Insert-only for writers; the fold removes what it read.
 */
export const billDuesDirty = pgTable('bill_dues_dirty', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  billId: uuid(),
  admissionId: uuid(),
});
