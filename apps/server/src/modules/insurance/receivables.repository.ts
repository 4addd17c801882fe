import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { bills } from '../billing/bills.table.ts';
import { folioClosures } from '../billing/folio.table.ts';
import { patients } from '../patients/patients.table.ts';
import { claimSettlements, payerClaims } from './receivables.table.ts';

export type ReceivableRow = {
  b: typeof bills.$inferSelect;
  p: typeof patients.$inferSelect;
  ipNumber: string | null;
  c: typeof payerClaims.$inferSelect | null;
};
export type SettlementRow = typeof claimSettlements.$inferSelect;

/** Final bills with a payer's share, their payer claims and the settlements against them. */
export const receivablesRepository = {
  /** Every final bill a payer owes part of, newest first (a payer's bills are a few hundred a year). */
  rows: (db: DbOrTx, billId?: string): Promise<ReceivableRow[]> =>
    db
      .select({ b: bills, p: patients, ipNumber: admissions.ipNumber, c: payerClaims })
      .from(bills)
      .innerJoin(patients, eq(patients.id, bills.patientId))
      .leftJoin(admissions, eq(admissions.id, bills.admissionId))
      .leftJoin(payerClaims, eq(payerClaims.billId, bills.id))
      .where(and(gt(bills.payerSharePaise, 0), isNull(bills.supplementOf), ...(billId ? [eq(bills.id, billId)] : [])))
      .orderBy(desc(bills.finalizedAt)),

  settlementsOf: (db: DbOrTx, billIds: string[]) =>
    billIds.length === 0
      ? Promise.resolve([] as SettlementRow[])
      : db
          .select()
          .from(claimSettlements)
          .where(inArray(claimSettlements.billId, billIds))
          .orderBy(asc(claimSettlements.at)),

  async lockClaim(tx: DbOrTx, id: string) {
    const [row] = await tx.select().from(payerClaims).where(eq(payerClaims.id, id)).for('update');
    return row;
  },

  async insertClaim(tx: DbOrTx, values: typeof payerClaims.$inferInsert) {
    const [row] = await tx.insert(payerClaims).values(values).onConflictDoNothing().returning();
    return row;
  },

  setStatus: (tx: DbOrTx, id: string, values: Partial<typeof payerClaims.$inferInsert>) =>
    tx
      .update(payerClaims)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(payerClaims.id, id)),

  /** Whether the stay's account of this bill is closed (no money moves on it after). */
  async accountClosed(db: DbOrTx, billId: string): Promise<boolean> {
    const [row] = await db
      .select({ at: folioClosures.closedAt })
      .from(bills)
      .innerJoin(folioClosures, eq(folioClosures.admissionId, bills.admissionId))
      .where(eq(bills.id, billId));
    return row !== undefined;
  },

  insertSettlement: async (tx: DbOrTx, values: typeof claimSettlements.$inferInsert) =>
    (await tx.insert(claimSettlements).values(values).returning())[0],
};
