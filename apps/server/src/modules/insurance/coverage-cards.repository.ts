import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { coverageCards } from './coverage-cards.table.ts';
import { patientCoverages } from './insurance.table.ts';

export const coverageCardsRepository = {
  /** The cover's patient (for the audit), or undefined when there is no such cover. */
  async coverOf(conn: DbOrTx, coverageId: string) {
    const [row] = await conn
      .select({ id: patientCoverages.id, patientId: patientCoverages.patientId })
      .from(patientCoverages)
      .where(eq(patientCoverages.id, coverageId))
      .for('update');
    return row;
  },

  /** Keeps the scan, a new one taking the old one's place. */
  save: (conn: DbOrTx, values: typeof coverageCards.$inferInsert) =>
    conn
      .insert(coverageCards)
      .values(values)
      .onConflictDoUpdate({
        target: coverageCards.coverageId,
        set: {
          fileName: values.fileName,
          contentType: values.contentType,
          sizeBytes: values.sizeBytes,
          content: values.content,
          uploadedBy: values.uploadedBy,
          uploadedByName: values.uploadedByName,
          uploadedAt: new Date(),
        },
      }),

  async file(conn: DbOrTx, coverageId: string) {
    const [row] = await conn
      .select({
        fileName: coverageCards.fileName,
        contentType: coverageCards.contentType,
        content: coverageCards.content,
        patientId: patientCoverages.patientId,
      })
      .from(coverageCards)
      .innerJoin(patientCoverages, eq(patientCoverages.id, coverageCards.coverageId))
      .where(eq(coverageCards.coverageId, coverageId));
    return row;
  },
};
