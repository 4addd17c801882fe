import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admissionDoctors, admissions } from './admissions.table.ts';
import { dischargeSummaries, medicationOrders } from './ward-round.table.ts';

export type DischargeSummaryRow = typeof dischargeSummaries.$inferSelect;
type SummaryValues = Omit<typeof dischargeSummaries.$inferInsert, 'finalizedAt' | 'updatedAt'>;

/** Discharge summaries (locked by the database once finalized) and the admission's discharge marks. */
export const dischargeRepository = {
  async summaryOf(db: DbOrTx, admissionId: string): Promise<DischargeSummaryRow | undefined> {
    const [row] = await db.select().from(dischargeSummaries).where(eq(dischargeSummaries.admissionId, admissionId));
    return row;
  },

  async saveSummary(tx: DbOrTx, values: SummaryValues): Promise<DischargeSummaryRow> {
    const { admissionId, ...changes } = values;
    const [row] = await tx
      .insert(dischargeSummaries)
      .values(values)
      .onConflictDoUpdate({ target: dischargeSummaries.admissionId, set: { ...changes, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error(`saving the discharge summary of ${admissionId} returned no row`);
    return row;
  },

  async finalizeSummary(tx: DbOrTx, admissionId: string, at: Date): Promise<void> {
    await tx.update(dischargeSummaries).set({ finalizedAt: at }).where(eq(dischargeSummaries.admissionId, admissionId));
  },

  /** Marks the discharge started, or (with nulls) called off. */
  async markInitiated(tx: DbOrTx, admissionId: string, at: Date | null, byName: string | null): Promise<void> {
    await tx
      .update(admissions)
      .set({ dischargeInitiatedAt: at, dischargeInitiatedByName: byName, updatedAt: new Date() })
      .where(eq(admissions.id, admissionId));
  },

  /** Stops the stay's active medicine orders at discharge; returns how many. */
  async stopMedicationOrders(tx: DbOrTx, admissionId: string, at: Date, byName: string): Promise<number> {
    const rows = await tx
      .update(medicationOrders)
      .set({ status: 'Stopped', stoppedAt: at, stoppedByName: byName, stopReason: 'Discharged' })
      .where(and(eq(medicationOrders.admissionId, admissionId), eq(medicationOrders.status, 'Active')))
      .returning({ id: medicationOrders.id });
    return rows.length;
  },

  async endCareTeam(tx: DbOrTx, admissionId: string, at: Date, byName: string): Promise<void> {
    await tx
      .update(admissionDoctors)
      .set({ toAt: at, endedByName: byName })
      .where(and(eq(admissionDoctors.admissionId, admissionId), isNull(admissionDoctors.toAt)));
  },
};
