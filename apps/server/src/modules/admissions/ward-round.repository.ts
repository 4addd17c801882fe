import { and, asc, count, desc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admissionNotes } from './ward-round.table.ts';

export type NoteRow = typeof admissionNotes.$inferSelect;

/** Notes of a stay: appended, never changed (the database refuses UPDATE and DELETE). */
export const wardRoundRepository = {
  async insertNote(tx: DbOrTx, values: typeof admissionNotes.$inferInsert): Promise<NoteRow> {
    const [row] = await tx.insert(admissionNotes).values(values).returning();
    if (!row) throw new Error('insert into admission_notes returned no row');
    return row;
  },

  notesOf: (db: DbOrTx, admissionId: string, order: 'newest' | 'oldest' = 'newest'): Promise<NoteRow[]> =>
    db
      .select()
      .from(admissionNotes)
      .where(eq(admissionNotes.admissionId, admissionId))
      .orderBy(order === 'newest' ? desc(admissionNotes.writtenAt) : asc(admissionNotes.writtenAt)),

  /** How many round notes the doctor has written on the stay since `since` (a clinic day's start). */
  async roundsSince(tx: DbOrTx, admissionId: string, doctorId: string, since: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(admissionNotes)
      .where(
        and(
          eq(admissionNotes.admissionId, admissionId),
          eq(admissionNotes.writtenBy, doctorId),
          eq(admissionNotes.kind, 'Progress'),
          gte(admissionNotes.writtenAt, since),
        ),
      );
    return row?.n ?? 0;
  },
};
