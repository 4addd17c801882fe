import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/list.ts';
import { patients } from '../patients/patients.table.ts';
import { users } from '../staff/staff.table.ts';
import { admissionDoctors, admissions, beds, bedStays, rooms, wards } from './admissions.table.ts';

export type AdmissionRow = typeof admissions.$inferSelect;
export type StayRow = typeof bedStays.$inferSelect;

export type AdmissionFilter = {
  status?: string;
  search?: string;
  mrn?: string;
  ipNumber?: string;
  wardId?: string;
  doctorId?: string;
};

/** The admission's last stay: the bed it is in, or was last in. */
const latestStay = sql`${bedStays.seq} = (select max(s.seq) from bed_stays s where s.admission_id = ${admissions.id})`;

/** An admission with its patient, doctor, and the bed it is in (or was last in). */
const listed = (db: DbOrTx) =>
  db
    .select({
      admission: admissions,
      patient: patients,
      doctorName: users.name,
      stay: bedStays,
      bed: beds,
      room: rooms,
      ward: wards,
    })
    .from(admissions)
    .innerJoin(patients, eq(patients.id, admissions.patientId))
    .innerJoin(users, eq(users.id, admissions.admittingDoctorId))
    .innerJoin(bedStays, and(eq(bedStays.admissionId, admissions.id), latestStay))
    .innerJoin(beds, eq(beds.id, bedStays.bedId))
    .innerJoin(rooms, eq(rooms.id, beds.roomId))
    .innerJoin(wards, eq(wards.id, rooms.wardId));

export type ListedAdmission = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

function conditions(f: AdmissionFilter): (SQL | undefined)[] {
  const search = f.search ? containsPattern(f.search) : undefined;
  return [
    f.status ? eq(admissions.status, f.status) : undefined,
    f.doctorId
      ? or(
          eq(admissions.admittingDoctorId, f.doctorId),
          sql`exists (select 1 from admission_doctors d where d.admission_id = ${admissions.id} and d.doctor_id = ${f.doctorId} and d.to_at is null)`,
        )
      : undefined,
    f.wardId ? eq(rooms.wardId, f.wardId) : undefined,
    f.mrn ? sql`${patients.mrn} ilike ${containsPattern(f.mrn)}` : undefined,
    f.ipNumber ? sql`${admissions.ipNumber} ilike ${containsPattern(f.ipNumber)}` : undefined,
    search
      ? or(
          sql`${patients.searchName} ilike ${search}`,
          sql`${patients.mrn} ilike ${search}`,
          sql`${admissions.ipNumber} ilike ${search}`,
        )
      : undefined,
  ];
}

/** Admissions and their bed stays. Beds change status only through `moveStatus`. */
export const admissionsRepository = {
  async activeOf(db: DbOrTx, patientId: string): Promise<AdmissionRow | undefined> {
    const [row] = await db
      .select()
      .from(admissions)
      .where(and(eq(admissions.patientId, patientId), eq(admissions.status, 'Active')));
    return row;
  },

  async lock(tx: DbOrTx, id: string): Promise<AdmissionRow | undefined> {
    const [row] = await tx.select().from(admissions).where(eq(admissions.id, id)).for('update');
    return row;
  },

  async insert(tx: DbOrTx, values: typeof admissions.$inferInsert): Promise<AdmissionRow> {
    const [row] = await tx.insert(admissions).values(values).returning();
    if (!row) throw new Error('insert into admissions returned no row');
    return row;
  },

  async openStay(tx: DbOrTx, values: typeof bedStays.$inferInsert): Promise<void> {
    await tx.insert(bedStays).values(values);
  },

  async openStayOf(tx: DbOrTx, admissionId: string): Promise<StayRow | undefined> {
    const [row] = await tx
      .select()
      .from(bedStays)
      .where(and(eq(bedStays.admissionId, admissionId), isNull(bedStays.toAt)));
    return row;
  },

  /** Ends the admission's open stay at `at`; returns it (the bed it was in). */
  async closeStay(tx: DbOrTx, admissionId: string, at: Date): Promise<StayRow | undefined> {
    const [row] = await tx
      .update(bedStays)
      .set({ toAt: at })
      .where(and(eq(bedStays.admissionId, admissionId), isNull(bedStays.toAt)))
      .returning();
    return row;
  },

  async page(db: DbOrTx, filter: AdmissionFilter, page: { page: number; pageSize: number }) {
    const where = and(...conditions(filter));
    const [rows, [count]] = await Promise.all([
      listed(db)
        .where(where)
        .orderBy(desc(admissions.admittedAt), desc(admissions.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(admissions)
        .innerJoin(patients, eq(patients.id, admissions.patientId))
        .innerJoin(bedStays, and(eq(bedStays.admissionId, admissions.id), latestStay))
        .innerJoin(beds, eq(beds.id, bedStays.bedId))
        .innerJoin(rooms, eq(rooms.id, beds.roomId))
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },

  async one(db: DbOrTx, id: string): Promise<ListedAdmission | undefined> {
    const [row] = await listed(db).where(eq(admissions.id, id));
    return row;
  },

  /** The care team of the admissions: every treating and consulting period, oldest first. */
  careOf: (db: DbOrTx, admissionIds: string[], openOnly: boolean) =>
    admissionIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ care: admissionDoctors, name: users.name })
          .from(admissionDoctors)
          .innerJoin(users, eq(users.id, admissionDoctors.doctorId))
          .where(
            and(
              inArray(admissionDoctors.admissionId, admissionIds),
              openOnly ? isNull(admissionDoctors.toAt) : undefined,
            ),
          )
          .orderBy(asc(admissionDoctors.fromAt), asc(admissionDoctors.id)),

  async addCare(tx: DbOrTx, values: typeof admissionDoctors.$inferInsert): Promise<void> {
    await tx.insert(admissionDoctors).values(values);
  },

  /** Ends the open period of this role (and doctor, for a consultant); returns whether one was open. */
  async endCare(
    tx: DbOrTx,
    where: { admissionId: string; role: 'treating' | 'consulting'; doctorId?: string },
    at: Date,
    byName: string,
  ) {
    return tx
      .update(admissionDoctors)
      .set({ toAt: at, endedByName: byName })
      .where(
        and(
          eq(admissionDoctors.admissionId, where.admissionId),
          eq(admissionDoctors.role, where.role),
          where.doctorId ? eq(admissionDoctors.doctorId, where.doctorId) : undefined,
          isNull(admissionDoctors.toAt),
        ),
      )
      .returning();
  },

  /** Every stay of an admission, first to last, with where it was. */
  stays: (db: DbOrTx, admissionId: string) =>
    db
      .select({ stay: bedStays, bed: beds, room: rooms, ward: wards })
      .from(bedStays)
      .innerJoin(beds, eq(beds.id, bedStays.bedId))
      .innerJoin(rooms, eq(rooms.id, beds.roomId))
      .innerJoin(wards, eq(wards.id, rooms.wardId))
      .where(eq(bedStays.admissionId, admissionId))
      .orderBy(asc(bedStays.seq)),
};
