import { PAYMENT_MODES, type ShiftMode } from '@clinic/shared/billing';
import { fullName } from '@clinic/shared/patients';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { patients } from '../patients/patients.table.ts';
import { payments } from './payments.table.ts';
import { cashierShifts } from './shifts.table.ts';

export type ShiftRow = typeof cashierShifts.$inferSelect;
type ModeTotals = { mode: string; received: number; refunded: number };

/** Received, refunded and expected by mode (the float counts as cash), with the count if closed. */
export function modesOf(shift: ShiftRow, totals: ModeTotals[]): ShiftMode[] {
  const counted: Record<string, number | null> = {
    Cash: shift.countedCashPaise,
    Card: shift.countedCardPaise,
    UPI: shift.countedUpiPaise,
  };
  return PAYMENT_MODES.map((mode) => {
    const t = totals.find((x) => x.mode === mode);
    const receivedPaise = t?.received ?? 0;
    const refundedPaise = t?.refunded ?? 0;
    const expectedPaise = receivedPaise - refundedPaise + (mode === 'Cash' ? shift.openingFloatPaise : 0);
    const countedPaise = counted[mode] ?? null;
    return {
      mode,
      receivedPaise,
      refundedPaise,
      expectedPaise,
      countedPaise,
      differencePaise: countedPaise === null ? null : countedPaise - expectedPaise,
    };
  });
}

/** Cashiers' shifts and the money that went through them. */
export const shiftsRepository = {
  /** Serialises a cashier's receipts with the opening and closing of their shift. */
  async lockCashier(tx: DbOrTx, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shift:${userId}`}, 0))`);
  },

  async openOf(db: DbOrTx, userId: string): Promise<ShiftRow | undefined> {
    const [row] = await db
      .select()
      .from(cashierShifts)
      .where(and(eq(cashierShifts.openedBy, userId), eq(cashierShifts.status, 'Open')));
    return row;
  },

  async byId(db: DbOrTx, id: string): Promise<ShiftRow | undefined> {
    const [row] = await db.select().from(cashierShifts).where(eq(cashierShifts.id, id));
    return row;
  },

  async byKey(db: DbOrTx, key: string): Promise<ShiftRow | undefined> {
    const [row] = await db.select().from(cashierShifts).where(eq(cashierShifts.idempotencyKey, key));
    return row;
  },

  async insert(tx: DbOrTx, values: typeof cashierShifts.$inferInsert): Promise<ShiftRow> {
    const [row] = await tx.insert(cashierShifts).values(values).returning();
    if (!row) throw new Error('insert into cashier_shifts returned no row');
    return row;
  },

  async close(tx: DbOrTx, id: string, values: Partial<typeof cashierShifts.$inferInsert>): Promise<ShiftRow> {
    const [row] = await tx
      .update(cashierShifts)
      .set({ ...values, status: 'Closed', closedAt: new Date() })
      .where(eq(cashierShifts.id, id))
      .returning();
    if (!row) throw new Error(`shift ${id} vanished`);
    return row;
  },

  /** The money of these shifts by shift and mode. */
  async totals(db: DbOrTx, shiftIds: string[]): Promise<(ModeTotals & { shiftId: string })[]> {
    if (shiftIds.length === 0) return [];
    const rows = await db
      .select({
        shiftId: payments.shiftId,
        mode: payments.mode,
        received: sql<string>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.purpose} <> 'Refund'), 0)`,
        refunded: sql<string>`coalesce(sum(${payments.amountPaise}) filter (where ${payments.purpose} = 'Refund'), 0)`,
      })
      .from(payments)
      .where(inArray(payments.shiftId, shiftIds))
      .groupBy(payments.shiftId, payments.mode);
    return rows.map((r) => ({
      shiftId: r.shiftId ?? '',
      mode: r.mode,
      received: Number(r.received),
      refunded: Number(r.refunded),
    }));
  },

  receipts: (db: DbOrTx, shiftId: string) =>
    db
      .select({ p: payments, patient: patients })
      .from(payments)
      .leftJoin(patients, eq(patients.id, payments.patientId))
      .where(eq(payments.shiftId, shiftId))
      .orderBy(asc(payments.receivedAt))
      .then((rows) =>
        rows.map(({ p, patient }) => ({
          _id: p.id,
          patientId: p.patientId,
          receiptNumber: p.receiptNumber,
          purpose: p.purpose,
          mode: p.mode as ShiftMode['mode'],
          reference: p.reference,
          amountPaise: p.amountPaise,
          receivedAt: p.receivedAt.toISOString(),
          patientName: patient ? fullName(patient) : null,
        })),
      ),

  /** The shifts opened on a clinic-local day, oldest first. */
  onDay: (db: DbOrTx, date: string, timeZone: string) =>
    db
      .select()
      .from(cashierShifts)
      .where(sql`(${cashierShifts.openedAt} at time zone ${timeZone})::date = ${date}::date`)
      .orderBy(asc(cashierShifts.openedAt)),
};
