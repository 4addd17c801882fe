import type { CareOrderKind, CareOrderUrgency } from '@clinic/shared/admissions';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { careOrders } from './care-orders.table.ts';

export type CareOrderRow = typeof careOrders.$inferSelect;

/** The care orders table: placing, reading and locking; status moves go through moveStatus. */
export const careOrdersRepository = {
  async insert(
    tx: DbOrTx,
    row: {
      admissionId: string;
      patientId: string;
      kind: CareOrderKind;
      serviceId: string | null;
      title: string;
      instructions: string;
      urgency: CareOrderUrgency;
      pricePaise: number | null;
      orderedBy: string | null;
      orderedByName: string;
    },
  ): Promise<CareOrderRow> {
    const [saved] = await tx.insert(careOrders).values(row).returning();
    if (!saved) throw new Error('insert into care_orders returned no row');
    return saved;
  },

  ofAdmission: (db: DbOrTx, admissionId: string) =>
    db
      .select()
      .from(careOrders)
      .where(eq(careOrders.admissionId, admissionId))
      .orderBy(desc(careOrders.orderedAt), desc(careOrders.id)),

  async lock(tx: DbOrTx, id: string): Promise<CareOrderRow | undefined> {
    const [row] = await tx.select().from(careOrders).where(eq(careOrders.id, id)).for('update');
    return row;
  },

  async activeDiet(tx: DbOrTx, admissionId: string): Promise<CareOrderRow | undefined> {
    const [row] = await tx
      .select()
      .from(careOrders)
      .where(and(eq(careOrders.admissionId, admissionId), eq(careOrders.kind, 'Diet'), eq(careOrders.status, 'Active')))
      .for('update');
    return row;
  },

  /** Ends every active order of the stay at discharge; returns how many. */
  async stopAllActive(tx: DbOrTx, admissionId: string, at: Date, byName: string): Promise<number> {
    const rows = await tx
      .update(careOrders)
      .set({ status: 'Stopped', endedAt: at, endedByName: byName, endReason: 'Discharged' })
      .where(and(eq(careOrders.admissionId, admissionId), eq(careOrders.status, 'Active')))
      .returning({ id: careOrders.id });
    return rows.length;
  },
};
