import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { patients } from '../patients/patients.table.ts';
import { coverageCards } from './coverage-cards.table.ts';
import { patientCoverages, payers } from './insurance.table.ts';

export type PayerRow = typeof payers.$inferSelect;
export type CoverageRow = typeof patientCoverages.$inferSelect;
export type NewCoverage = typeof patientCoverages.$inferInsert;
type CardMeta = { fileName: string; uploadedAt: Date } | null;
export type ListedCoverage = CoverageRow & {
  payerName: string;
  payerKind: string;
  tpaName: string | null;
  card: CardMeta;
};

const tpas = alias(payers, 'tpa');

const listed = {
  coverage: patientCoverages,
  payerName: payers.name,
  payerKind: payers.kind,
  tpaName: tpas.name,
  cardName: coverageCards.fileName,
  cardAt: coverageCards.uploadedAt,
};

const flat = (r: {
  coverage: CoverageRow;
  payerName: string;
  payerKind: string;
  tpaName: string | null;
  cardName: string | null;
  cardAt: Date | null;
}): ListedCoverage => ({
  ...r.coverage,
  payerName: r.payerName,
  payerKind: r.payerKind,
  tpaName: r.tpaName,
  card: r.cardName && r.cardAt ? { fileName: r.cardName, uploadedAt: r.cardAt } : null,
});

export const insuranceRepository = {
  payers: (conn: DbOrTx) => conn.select().from(payers).orderBy(asc(payers.name)),

  payer: async (conn: DbOrTx, id: string) => (await conn.select().from(payers).where(eq(payers.id, id)))[0],

  insertPayer: async (conn: DbOrTx, values: typeof payers.$inferInsert) =>
    (await conn.insert(payers).values(values).returning())[0],

  updatePayer: async (conn: DbOrTx, id: string, values: Partial<typeof payers.$inferInsert>) =>
    (
      await conn
        .update(payers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payers.id, id))
        .returning()
    )[0],

  /** Whether any cover names this payer, as the payer or as its TPA. */
  usedByCovers: async (conn: DbOrTx, payerId: string) =>
    (
      await conn
        .select({ id: patientCoverages.id })
        .from(patientCoverages)
        .where(or(eq(patientCoverages.payerId, payerId), eq(patientCoverages.tpaId, payerId)))
        .limit(1)
    ).length > 0,

  /** A patient's covers with their payers' names: live ones first, the latest validity first. */
  coveragesOf: async (conn: DbOrTx, patientId: string): Promise<ListedCoverage[]> =>
    (
      await conn
        .select(listed)
        .from(patientCoverages)
        .innerJoin(payers, eq(payers.id, patientCoverages.payerId))
        .leftJoin(tpas, eq(tpas.id, patientCoverages.tpaId))
        .leftJoin(coverageCards, eq(coverageCards.coverageId, patientCoverages.id))
        .where(eq(patientCoverages.patientId, patientId))
        .orderBy(desc(patientCoverages.isActive), desc(patientCoverages.validTo), asc(patientCoverages.createdAt))
    ).map(flat),

  coverage: async (conn: DbOrTx, id: string): Promise<ListedCoverage | undefined> => {
    const [row] = await conn
      .select(listed)
      .from(patientCoverages)
      .innerJoin(payers, eq(payers.id, patientCoverages.payerId))
      .leftJoin(tpas, eq(tpas.id, patientCoverages.tpaId))
      .leftJoin(coverageCards, eq(coverageCards.coverageId, patientCoverages.id))
      .where(eq(patientCoverages.id, id));
    return row && flat(row);
  },

  /** The cover holding this policy member, whoever it belongs to (the unique key's columns). */
  coverageByMember: async (
    conn: DbOrTx,
    v: Pick<NewCoverage, 'payerId' | 'policyNumber' | 'memberId' | 'employeeId'>,
  ) =>
    (
      await conn
        .select({ id: patientCoverages.id, patientId: patientCoverages.patientId })
        .from(patientCoverages)
        .where(
          and(
            eq(patientCoverages.payerId, v.payerId),
            sql`lower(${patientCoverages.policyNumber}) = lower(${v.policyNumber ?? ''})`,
            sql`lower(${patientCoverages.memberId}) = lower(${v.memberId ?? ''})`,
            sql`lower(${patientCoverages.employeeId}) = lower(${v.employeeId ?? ''})`,
          ),
        )
    )[0],

  insertCoverage: async (conn: DbOrTx, values: NewCoverage) =>
    (await conn.insert(patientCoverages).values(values).returning({ id: patientCoverages.id }))[0],

  updateCoverage: async (conn: DbOrTx, id: string, values: Partial<NewCoverage>) =>
    (
      await conn
        .update(patientCoverages)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(patientCoverages.id, id))
        .returning({ id: patientCoverages.id })
    )[0],

  /**
   * Keeps the patient's PAYER DETAILS (the spec's insuranceProvider, insuranceId and
   * insuranceValidity) to the live cover ending last, or empty when none is live.
   */
  async mirrorOnPatient(conn: DbOrTx, patientId: string): Promise<void> {
    const [live] = (await this.coveragesOf(conn, patientId)).filter((c) => c.isActive);
    await conn
      .update(patients)
      .set({
        insuranceProvider: live ? live.payerName : null,
        insuranceId: live ? live.policyNumber || live.employeeId : null,
        insuranceValidity: live ? live.validTo : null,
      })
      .where(eq(patients.id, patientId));
  },
};
