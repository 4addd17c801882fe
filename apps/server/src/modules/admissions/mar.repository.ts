import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
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

  /** The given doses of an order since `from`, newest first (an SOS order's limits count them). */
  givenSince: (db: DbOrTx, orderId: string, from: Date): Promise<MarDoseRow[]> =>
    db
      .select()
      .from(marDoses)
      .where(and(eq(marDoses.orderId, orderId), eq(marDoses.outcome, 'Given'), gte(marDoses.scheduledAt, from)))
      .orderBy(desc(marDoses.scheduledAt)),

  /** Per order of the admission: units the pharmacy issued to the ward, and doses given. */
  async wardStock(db: DbOrTx, admissionId: string): Promise<Map<string, { issued: number; given: number }>> {
    const result = await db.execute<{ id: string; issued: number; given: number }>(sql`
      select o.id,
        coalesce((select sum(w.quantity) from ward_issues w where w.medication_order_id = o.id), 0)::int as issued,
        (select count(*) from mar_doses d where d.order_id = o.id and d.outcome = 'Given')::int as given
      from medication_orders o where o.admission_id = ${admissionId}`);
    return new Map(result.rows.map((r) => [r.id, { issued: r.issued, given: r.given }]));
  },

  /** The doses of an admission due within [from, to). */
  dosesBetween: (db: DbOrTx, admissionId: string, from: Date, to: Date): Promise<MarDoseRow[]> =>
    db
      .select()
      .from(marDoses)
      .where(and(eq(marDoses.admissionId, admissionId), gte(marDoses.scheduledAt, from), lt(marDoses.scheduledAt, to)))
      .orderBy(asc(marDoses.scheduledAt)),
};
