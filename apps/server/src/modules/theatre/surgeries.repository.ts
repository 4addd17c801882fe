import { and, asc, desc, eq, gt, ilike, inArray, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { patients } from '../patients/patients.table.ts';
import { operatingTheatres, operationNotes, surgeries } from './theatre.table.ts';

export type SurgeryRow = typeof surgeries.$inferSelect;
export type OperationNoteRow = typeof operationNotes.$inferSelect;

const joined = {
  s: surgeries,
  p: {
    title: patients.title,
    givenName: patients.givenName,
    middleName: patients.middleName,
    familyName: patients.familyName,
  },
  mrn: patients.mrn,
  ipNumber: admissions.ipNumber,
  theatre: operatingTheatres.identifier,
  note: operationNotes,
};
export type JoinedSurgery = {
  s: SurgeryRow;
  p: { title: string | null; givenName: string; middleName: string | null; familyName: string };
  mrn: string;
  ipNumber: string | null;
  theatre: string;
  note: OperationNoteRow | null;
};

/** Bookings that still hold their slot: a cancelled or postponed surgery frees it. */
const HOLDING = notInArray(surgeries.status, ['Cancelled', 'Postponed']);

function select(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(joined)
    .from(surgeries)
    .innerJoin(patients, eq(patients.id, surgeries.patientId))
    .innerJoin(operatingTheatres, eq(operatingTheatres.id, surgeries.theatreId))
    .leftJoin(admissions, eq(admissions.id, surgeries.admissionId))
    .leftJoin(operationNotes, eq(operationNotes.surgeryId, surgeries.id))
    .where(where);
}

/** Surgeries, their notes, and the bookings a new one could clash with. */
export const surgeriesRepository = {
  async insert(tx: DbOrTx, values: typeof surgeries.$inferInsert) {
    const [row] = await tx.insert(surgeries).values(values).returning();
    if (!row) throw new Error('insert into surgeries returned no row');
    return row;
  },

  async update(tx: DbOrTx, id: string, values: Partial<typeof surgeries.$inferInsert>) {
    const [row] = await tx
      .update(surgeries)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(surgeries.id, id))
      .returning();
    return row;
  },

  async get(db: DbOrTx, id: string): Promise<JoinedSurgery | undefined> {
    const [row] = await select(db, eq(surgeries.id, id));
    return row;
  },

  async lockedRow(tx: DbOrTx, id: string) {
    const [row] = await tx.select().from(surgeries).where(eq(surgeries.id, id)).for('update');
    return row;
  },

  /** Every booking under way in [from, to), optionally of one theatre, in start order. */
  between: (db: DbOrTx, from: Date, to: Date, theatreId?: string): Promise<JoinedSurgery[]> =>
    select(
      db,
      and(
        lt(surgeries.startAt, to),
        gt(surgeries.endAt, from),
        theatreId ? eq(surgeries.theatreId, theatreId) : undefined,
      ),
    ).orderBy(asc(surgeries.startAt)),

  /**
   * Bookings still holding a slot that overlap [from, to), except `exceptId` (the one being
   * moved). The caller widens the window by the cleaning gap for same-theatre checks.
   */
  overlapping: (db: DbOrTx, from: Date, to: Date, exceptId: string | null) =>
    select(
      db,
      and(
        HOLDING,
        lt(surgeries.startAt, to),
        gt(surgeries.endAt, from),
        exceptId ? ne(surgeries.id, exceptId) : undefined,
      ),
    ).orderBy(asc(surgeries.startAt)),

  forPatient: (db: DbOrTx, patientId: string) =>
    select(db, eq(surgeries.patientId, patientId)).orderBy(desc(surgeries.startAt)).limit(50),

  forSurgeon: (db: DbOrTx, doctorId: string, from: Date) =>
    select(
      db,
      and(
        or(
          eq(surgeries.surgeonId, doctorId),
          eq(surgeries.assistantId, doctorId),
          eq(surgeries.anaesthetistId, doctorId),
        ),
        gt(surgeries.endAt, from),
      ),
    )
      .orderBy(asc(surgeries.startAt))
      .limit(100),

  async completed(db: DbOrTx, query: { search?: string; page: number; pageSize: number }) {
    const term = query.search ? `%${query.search}%` : undefined;
    const where = and(
      eq(surgeries.status, 'Completed'),
      term
        ? or(ilike(patients.searchName, term), ilike(patients.mrn, term), ilike(surgeries.procedureName, term))
        : undefined,
    );
    const rows = await select(db, where)
      .orderBy(desc(surgeries.startAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(surgeries)
      .innerJoin(patients, eq(patients.id, surgeries.patientId))
      .where(where);
    return { rows, total: count?.n ?? 0 };
  },

  async insertNote(tx: DbOrTx, values: typeof operationNotes.$inferInsert) {
    await tx.insert(operationNotes).values(values);
  },

  /** The patient's current stay, if any. */
  async activeAdmission(db: DbOrTx, patientId: string) {
    const [row] = await db
      .select({ id: admissions.id, ipNumber: admissions.ipNumber })
      .from(admissions)
      .where(and(eq(admissions.patientId, patientId), inArray(admissions.status, ['Active'])));
    return row;
  },
};
