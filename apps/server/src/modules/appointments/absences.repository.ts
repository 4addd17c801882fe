import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../staff/staff.table.ts';
import { appointments, doctorAbsences } from './appointments.table.ts';

export type AbsenceRow = typeof doctorAbsences.$inferSelect;

export const absencesRepository = {
  async insert(tx: DbOrTx, values: typeof doctorAbsences.$inferInsert): Promise<AbsenceRow> {
    const [row] = await tx.insert(doctorAbsences).values(values).returning();
    if (!row) throw new Error('insert into doctor_absences returned no row');
    return row;
  },

  /** The doctor's absences (not cancelled) that touch a day; leave before late. */
  on: (db: DbOrTx, doctorId: string, date: string) =>
    db
      .select()
      .from(doctorAbsences)
      .where(
        and(
          eq(doctorAbsences.doctorId, doctorId),
          isNull(doctorAbsences.cancelledAt),
          lte(doctorAbsences.fromDate, date),
          gte(doctorAbsences.toDate, date),
        ),
      ),

  /** Whether an absence of the kind (not cancelled) shares any day with `from`..`to`. */
  async overlaps(db: DbOrTx, v: { doctorId: string; kind: string; from: string; to: string }): Promise<boolean> {
    const [row] = await db
      .select({ id: doctorAbsences.id })
      .from(doctorAbsences)
      .where(
        and(
          eq(doctorAbsences.doctorId, v.doctorId),
          eq(doctorAbsences.kind, v.kind),
          isNull(doctorAbsences.cancelledAt),
          lte(doctorAbsences.fromDate, v.to),
          gte(doctorAbsences.toDate, v.from),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Absences (not cancelled) ending on `from` or later, with the doctor's name, earliest first. */
  list: (db: DbOrTx, filter: { from: string; doctorId?: string }) =>
    db
      .select({ a: doctorAbsences, doctorName: users.name })
      .from(doctorAbsences)
      .innerJoin(users, eq(users.id, doctorAbsences.doctorId))
      .where(
        and(
          isNull(doctorAbsences.cancelledAt),
          gte(doctorAbsences.toDate, filter.from),
          filter.doctorId ? eq(doctorAbsences.doctorId, filter.doctorId) : undefined,
        ),
      )
      .orderBy(asc(doctorAbsences.fromDate), asc(users.name)),

  async find(tx: DbOrTx, id: string, lock = false): Promise<AbsenceRow | undefined> {
    const query = tx.select().from(doctorAbsences).where(eq(doctorAbsences.id, id));
    return (lock ? await query.for('update') : await query)[0];
  },

  async cancel(tx: DbOrTx, id: string, by: string | null): Promise<void> {
    await tx
      .update(doctorAbsences)
      .set({ cancelledAt: sql`now()`, cancelledBy: by })
      .where(eq(doctorAbsences.id, id));
  },

  /** The doctor's bookings still to be seen between two days (inclusive), before a time if given. */
  bookingsWithin: (db: DbOrTx, v: { doctorId: string; from: string; to: string; before?: string }) =>
    db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, v.doctorId),
          gte(appointments.appointmentDate, v.from),
          lte(appointments.appointmentDate, v.to),
          inArray(appointments.status, ['Scheduled', 'Awaiting']),
          v.before ? sql`${appointments.appointmentTime} < ${v.before}` : undefined,
        ),
      )
      .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime)),

  /** Overflow walk-ins of a doctor on a day between two times (one consulting session). */
  async overflowCount(db: DbOrTx, v: { doctorId: string; date: string; from: string; to: string }): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, v.doctorId),
          eq(appointments.appointmentDate, v.date),
          eq(appointments.overflow, true),
          inArray(appointments.status, ['Scheduled', 'Awaiting', 'Completed']),
          gte(appointments.appointmentTime, v.from),
          sql`${appointments.appointmentTime} < ${v.to}`,
        ),
      );
    return row?.n ?? 0;
  },
};
