import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admissions } from './admissions.table.ts';
import { dischargeSummaries } from './ward-round.table.ts';

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

  async markInitiated(tx: DbOrTx, admissionId: string, at: Date, byName: string): Promise<void> {
    await tx
      .update(admissions)
      .set({ dischargeInitiatedAt: at, dischargeInitiatedByName: byName, updatedAt: at })
      .where(eq(admissions.id, admissionId));
  },
};
