import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from './payments.table.ts';

export type PaymentRow = typeof payments.$inferSelect;

export const paymentsRepository = {
  /** Serialises requests that carry the same idempotency key until the transaction ends. */
  async lockKey(tx: DbOrTx, key: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment:${key}`}, 0))`);
  },

  async findByKey(tx: DbOrTx, key: string): Promise<PaymentRow | undefined> {
    const [row] = await tx.select().from(payments).where(eq(payments.idempotencyKey, key));
    return row;
  },

  async insert(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
    const [row] = await tx.insert(payments).values(values).returning();
    if (!row) throw new Error('insert into payments returned no row');
    return row;
  },

  /** Cash received from a patient on a clinic-local day, refunds aside. */
  async cashReceivedOn(tx: DbOrTx, patientId: string, date: string, timeZone: string): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
      .from(payments)
      .where(
        and(
          eq(payments.patientId, patientId),
          eq(payments.mode, 'Cash'),
          sql`${payments.purpose} <> 'Refund'`,
          sql`(${payments.receivedAt} at time zone ${timeZone})::date = ${date}::date`,
        ),
      );
    return Number(row?.total ?? 0);
  },

  /** Cash received for one admission, refunds aside. */
  async cashForAdmission(tx: DbOrTx, admissionId: string): Promise<number> {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${payments.amountPaise}), 0)` })
      .from(payments)
      .where(
        and(eq(payments.admissionId, admissionId), eq(payments.mode, 'Cash'), sql`${payments.purpose} <> 'Refund'`),
      );
    return Number(row?.total ?? 0);
  },
};
