import { and, desc, eq, sql } from 'drizzle-orm';
import { chargeStatus } from '@clinic/shared/status';
import type { DbOrTx } from '../../db/client.ts';
import { moveStatus, moveStatuses } from '../../lib/status-move.ts';
import { patientCharges } from './charges.table.ts';

export type ChargeRow = typeof patientCharges.$inferSelect;
export type NewChargeRow = typeof patientCharges.$inferInsert;

export const chargesRepository = {
  /**
   * Inserts a charge; a charge whose source (area and record) is already charged is not added
   * again, and the existing one is returned instead.
   */
  async insertOnce(tx: DbOrTx, values: NewChargeRow): Promise<ChargeRow> {
    const [created] = await tx.insert(patientCharges).values(values).onConflictDoNothing().returning();
    if (created) return created;
    const [existing] = await tx
      .select()
      .from(patientCharges)
      .where(
        and(
          eq(patientCharges.sourceArea, values.sourceArea ?? 'reception'),
          eq(patientCharges.sourceId, values.sourceId ?? sql`null`),
        ),
      );
    if (!existing) throw new Error('insert into patient_charges returned no row');
    return existing;
  },

  listForPatient(db: DbOrTx, patientId: string, status?: string): Promise<ChargeRow[]> {
    return db
      .select()
      .from(patientCharges)
      .where(and(eq(patientCharges.patientId, patientId), status ? eq(patientCharges.status, status) : undefined))
      .orderBy(desc(patientCharges.createdAt));
  },

  /** Whether the front desk already charged the patient a consultation on this clinic day (not cancelled). */
  async deskConsultationOn(db: DbOrTx, patientId: string, date: string, timeZone: string): Promise<boolean> {
    const [row] = await db
      .select({ id: patientCharges.id })
      .from(patientCharges)
      .where(
        and(
          eq(patientCharges.patientId, patientId),
          eq(patientCharges.sourceArea, 'reception'),
          eq(patientCharges.category, 'Consultation'),
          sql`${patientCharges.status} <> 'Cancelled'`,
          sql`(${patientCharges.createdAt} at time zone ${timeZone})::date = ${date}::date`,
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async findOfPatient(db: DbOrTx, patientId: string, chargeId: string): Promise<ChargeRow | undefined> {
    const [row] = await db
      .select()
      .from(patientCharges)
      .where(and(eq(patientCharges.id, chargeId), eq(patientCharges.patientId, patientId)));
    return row;
  },

  async reduce(tx: DbOrTx, id: string, left: { quantity: number; unitPricePaise: number; serviceName: string }) {
    await tx
      .update(patientCharges)
      .set({ quantity: left.quantity, pricePaise: left.unitPricePaise, serviceName: left.serviceName })
      .where(eq(patientCharges.id, id));
  },

  async lockOne(tx: DbOrTx, id: string): Promise<ChargeRow | undefined> {
    const [row] = await tx.select().from(patientCharges).where(eq(patientCharges.id, id)).for('update');
    return row;
  },

  /** The charges a bill has just billed, each along the machine's Pending → Billed edge. */
  markBilled: (tx: DbOrTx, ids: string[]): Promise<void> =>
    moveStatuses(tx, patientCharges, chargeStatus, ids, 'Billed'),

  cancel: (tx: DbOrTx, id: string): Promise<ChargeRow> =>
    moveStatus(tx, patientCharges, chargeStatus, id, 'Cancelled', { cancelledAt: new Date() }),

  async anyForService(db: DbOrTx, serviceId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: patientCharges.id })
      .from(patientCharges)
      .where(eq(patientCharges.serviceId, serviceId))
      .limit(1);
    return row !== undefined;
  },
};
