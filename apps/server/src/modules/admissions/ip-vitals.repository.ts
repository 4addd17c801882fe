import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { patients } from '../patients/patients.table.ts';
import { admissions, beds, bedStays, ipVitals, rooms, wards } from './admissions.table.ts';

export type IpVitalsRow = typeof ipVitals.$inferSelect;

const latest = <T>(column: string) =>
  sql<T | null>`(select v.${sql.raw(column)} from ip_vitals v where v.admission_id = ${admissions.id} order by v.recorded_at desc limit 1)`;

/** Inpatient observations (append-only) and the nurse's care list built on them. */
export const ipVitalsRepository = {
  async insert(tx: DbOrTx, values: typeof ipVitals.$inferInsert): Promise<IpVitalsRow> {
    const [row] = await tx.insert(ipVitals).values(values).returning();
    if (!row) throw new Error('insert into ip_vitals returned no row');
    return row;
  },

  /** Every reading of an admission, newest first. */
  ofAdmission: (db: DbOrTx, admissionId: string): Promise<IpVitalsRow[]> =>
    db.select().from(ipVitals).where(eq(ipVitals.admissionId, admissionId)).orderBy(desc(ipVitals.recordedAt)),

  /** Patients in beds now, with their ward's interval and their last reading, ward and bed order. */
  careList: (db: DbOrTx, wardId?: string) =>
    db
      .select({
        admission: admissions,
        patient: patients,
        bed: beds,
        ward: wards,
        lastAt: latest<string>('recorded_at'),
        news2Score: latest<number>('news2_score'),
        news2Risk: latest<string>('news2_risk'),
      })
      .from(bedStays)
      .innerJoin(admissions, eq(admissions.id, bedStays.admissionId))
      .innerJoin(patients, eq(patients.id, admissions.patientId))
      .innerJoin(beds, eq(beds.id, bedStays.bedId))
      .innerJoin(rooms, eq(rooms.id, beds.roomId))
      .innerJoin(wards, eq(wards.id, rooms.wardId))
      .where(and(isNull(bedStays.toAt), wardId ? eq(wards.id, wardId) : undefined))
      .orderBy(asc(wards.name), asc(rooms.number), asc(beds.number)),
};
