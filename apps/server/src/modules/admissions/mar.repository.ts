import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { marDoses, medicationOrders } from './ward-round.table.ts';

export type MedicationOrderRow = typeof medicationOrders.$inferSelect;
export type MarDoseRow = typeof marDoses.$inferSelect;

/** Inpatient medication orders and the doses given against them (append-only). */
export const marRepository = {
  async insertOrder(tx: DbOrTx, values: typeof medicationOrders.$inferInsert): Promise<MedicationOrderRow> {
    const [row] = await tx.insert(medicationOrders).values(values).returning();
    if (!row) throw new Error('insert into medication_orders returned no row');
    return row;
  },

  async order(db: DbOrTx, admissionId: string, id: string): Promise<MedicationOrderRow | undefined> {
    const [row] = await db
      .select()
      .from(medicationOrders)
      .where(and(eq(medicationOrders.id, id), eq(medicationOrders.admissionId, admissionId)));
    return row;
  },

  ordersOf: (db: DbOrTx, admissionId: string): Promise<MedicationOrderRow[]> =>
    db
      .select()
      .from(medicationOrders)
      .where(eq(medicationOrders.admissionId, admissionId))
      .orderBy(asc(medicationOrders.orderedAt), asc(medicationOrders.id)),

  async insertDose(tx: DbOrTx, values: typeof marDoses.$inferInsert): Promise<MarDoseRow> {
    const [row] = await tx.insert(marDoses).values(values).returning();
    if (!row) throw new Error('insert into mar_doses returned no row');
    return row;
  },

  async doseAt(db: DbOrTx, orderId: string, scheduledAt: Date): Promise<MarDoseRow | undefined> {
    const [row] = await db
      .select()
      .from(marDoses)
      .where(and(eq(marDoses.orderId, orderId), eq(marDoses.scheduledAt, scheduledAt)));
    return row;
  },

  /** The doses of an admission due within [from, to). */
  dosesBetween: (db: DbOrTx, admissionId: string, from: Date, to: Date): Promise<MarDoseRow[]> =>
    db
      .select()
      .from(marDoses)
      .where(and(eq(marDoses.admissionId, admissionId), gte(marDoses.scheduledAt, from), lt(marDoses.scheduledAt, to)))
      .orderBy(asc(marDoses.scheduledAt)),
};
