import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { patients } from '../patients/patients.table.ts';
import { users } from '../staff/staff.table.ts';
import { admissions, beds, bedStays, rooms, wards } from './admissions.table.ts';
import { news2Alerts } from './ward-round.table.ts';

/** An alert with its stay, patient, doctor and the bed the patient is in (or was last in). */
export const listedAlerts = (conn: DbOrTx) =>
  conn
    .select({
      alert: news2Alerts,
      admission: admissions,
      patient: patients,
      doctorName: users.name,
      bedNumber: beds.number,
      wardName: wards.name,
    })
    .from(news2Alerts)
    .innerJoin(admissions, eq(admissions.id, news2Alerts.admissionId))
    .innerJoin(patients, eq(patients.id, admissions.patientId))
    .innerJoin(users, eq(users.id, news2Alerts.doctorId))
    .innerJoin(
      bedStays,
      and(
        eq(bedStays.admissionId, admissions.id),
        sql`${bedStays.seq} = (select max(s.seq) from bed_stays s where s.admission_id = ${admissions.id})`,
      ),
    )
    .innerJoin(beds, eq(beds.id, bedStays.bedId))
    .innerJoin(rooms, eq(rooms.id, beds.roomId))
    .innerJoin(wards, eq(wards.id, rooms.wardId));

export type ListedAlert = Awaited<ReturnType<ReturnType<typeof listedAlerts>['execute']>>[number];
