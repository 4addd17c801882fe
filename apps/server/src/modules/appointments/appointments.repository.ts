import {
  APPOINTMENT_LIST_LIMIT,
  type Appointment,
  type AppointmentStatus,
  type AppointmentVitals,
} from '@clinic/shared/appointments';
import { fullName } from '@clinic/shared/patients';
import { appointmentStatus } from '@clinic/shared/status';
import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { currentAge } from '../patients/patients.mapping.ts';
import { patients } from '../patients/patients.table.ts';
import { users } from '../staff/staff.table.ts';
import { moveStatus } from '../../lib/status-move.ts';
import { appointments, consultingHours } from './appointments.table.ts';

type VitalsRow = {
  systolic: number | null;
  diastolic: number | null;
  heartRate: number | null;
  temperature: string | number | null;
  spo2: string | number | null;
  bmi: string | number | null;
  recordedAt: string;
};

/** The appointment's latest vitals reading, for the queues (the vitals table belongs to encounters). */
const latestVitals = sql<VitalsRow | null>`(
  select json_build_object('systolic', v.systolic, 'diastolic', v.diastolic, 'heartRate', v.heart_rate,
    'temperature', v.temperature_f, 'spo2', v.spo2, 'bmi', v.bmi, 'recordedAt', v.recorded_at)
  from vitals v where v.appointment_id = ${appointments.id} order by v.recorded_at desc limit 1)`;

const num = (x: string | number | null) => (x === null ? null : Number(x));

function vitalsSummary(v: VitalsRow | null): AppointmentVitals | null {
  if (!v) return null;
  return {
    bloodPressure: v.systolic !== null && v.diastolic !== null ? `${v.systolic}/${v.diastolic}` : null,
    heartRate: v.heartRate,
    temperature: num(v.temperature),
    spo2: num(v.spo2),
    bmi: num(v.bmi),
    recordedAt: new Date(v.recordedAt).toISOString(),
  };
}

/** The doctor's leave or late arrival on the appointment's day, if any (not cancelled). */
const doctorAway = sql<{ kind: 'leave' | 'late'; arrivesAt: string | null } | null>`(
  select json_build_object('kind', d.kind, 'arrivesAt', d.arrives_at) from doctor_absences d
  where d.doctor_id = ${appointments.doctorId} and d.cancelled_at is null
    and ${appointments.appointmentDate} between d.from_date and d.to_date
  order by d.kind desc limit 1)`;

/** Appointments as the screens read them: with patient, doctor and latest vitals, by date and time. */
export async function listAppointments(
  db: DbOrTx,
  where: SQL | undefined,
  today: string,
  limit = APPOINTMENT_LIST_LIMIT,
): Promise<Appointment[]> {
  const rows = await db
    .select({ a: appointments, p: patients, doctorName: users.name, vitals: latestVitals, away: doctorAway })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .where(where)
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime))
    .limit(limit);
  return rows.map(({ a, p, doctorName, vitals, away }) => ({
    _id: a.id,
    patientId: a.patientId,
    patientName: fullName(p),
    mrn: p.mrn,
    age: currentAge(p, today),
    gender: p.gender,
    phoneNumber: p.phone,
    doctorId: a.doctorId,
    doctorName,
    department: a.department,
    appointmentDate: a.appointmentDate,
    appointmentTime: a.appointmentTime,
    token: a.token,
    reason: a.reason,
    notes: a.notes,
    status: a.status as AppointmentStatus,
    rescheduledFrom: a.rescheduledFrom,
    vitals: vitalsSummary(vitals),
    overflow: a.overflow,
    doctorAway: away,
    createdAt: a.createdAt.toISOString(),
  }));
}

/**
 * Locks the doctor's account row for the rest of the transaction, so bookings for one doctor are
 * checked and written one at a time. Returns the row, or undefined when there is none.
 */
/** The doctor's row for a read: no lock, so a queue read never waits behind a booking. */
export async function doctorRow(db: DbOrTx, doctorId: string) {
  const [doctor] = await db.select().from(users).where(eq(users.id, doctorId));
  return doctor;
}

export async function lockDoctorRow(tx: DbOrTx, doctorId: string) {
  const [doctor] = await tx.select().from(users).where(eq(users.id, doctorId)).for('update');
  return doctor;
}

export type AppointmentRow = typeof appointments.$inferSelect;
export type AppointmentFilter = {
  date?: string;
  after?: string;
  doctorId?: string;
  patientId?: string;
  id?: string;
};

/** Where a list of appointments is filtered by day, later days, doctor, patient or id. */
export function appointmentsWhere(f: AppointmentFilter): SQL | undefined {
  return and(
    f.id ? eq(appointments.id, f.id) : undefined,
    f.date ? eq(appointments.appointmentDate, f.date) : undefined,
    f.after ? gt(appointments.appointmentDate, f.after) : undefined,
    f.doctorId ? eq(appointments.doctorId, f.doctorId) : undefined,
    f.patientId ? eq(appointments.patientId, f.patientId) : undefined,
  );
}

export const appointmentsRepository = {
  list: (db: DbOrTx, filter: AppointmentFilter, today: string) =>
    listAppointments(db, appointmentsWhere(filter), today),
  lockDoctorRow,

  async doctorName(db: DbOrTx, doctorId: string): Promise<string | undefined> {
    const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, doctorId));
    return row?.name;
  },

  async find(db: DbOrTx, id: string, lock = false): Promise<AppointmentRow | undefined> {
    const query = db.select().from(appointments).where(eq(appointments.id, id));
    return (lock ? await query.for('update') : await query)[0];
  },

  /** The doctor's consulting blocks on a weekday (1 = Monday), earliest first. */
  blocksOn: (db: DbOrTx, doctorId: string, weekday: number) =>
    db
      .select()
      .from(consultingHours)
      .where(and(eq(consultingHours.doctorId, doctorId), eq(consultingHours.weekday, weekday)))
      .orderBy(asc(consultingHours.startTime)),

  /** The times on a day held by appointments in one of the given states. */
  async timesHeld(
    db: DbOrTx,
    v: { doctorId: string; date: string; states: readonly string[]; patientId?: string },
  ): Promise<string[]> {
    const rows = await db
      .select({ time: appointments.appointmentTime })
      .from(appointments)
      .where(
        and(
          eq(appointments.doctorId, v.doctorId),
          eq(appointments.appointmentDate, v.date),
          inArray(appointments.status, [...v.states]),
          v.patientId ? eq(appointments.patientId, v.patientId) : undefined,
        ),
      );
    return rows.map((r) => r.time);
  },

  async insert(tx: DbOrTx, values: typeof appointments.$inferInsert): Promise<string> {
    const [row] = await tx.insert(appointments).values(values).returning({ id: appointments.id });
    if (!row) throw new Error('insert into appointments returned no row');
    return row.id;
  },

  move: (tx: DbOrTx, id: string, to: AppointmentStatus, set: Partial<typeof appointments.$inferInsert> = {}) =>
    moveStatus(tx, appointments, appointmentStatus, id, to, { ...set, updatedAt: new Date() }),

  hoursOf: (db: DbOrTx, doctorId: string) =>
    db
      .select()
      .from(consultingHours)
      .where(eq(consultingHours.doctorId, doctorId))
      .orderBy(asc(consultingHours.weekday), asc(consultingHours.startTime)),

  async replaceHours(tx: DbOrTx, doctorId: string, blocks: (typeof consultingHours.$inferInsert)[]): Promise<void> {
    await tx.delete(consultingHours).where(eq(consultingHours.doctorId, doctorId));
    if (blocks.length > 0) await tx.insert(consultingHours).values(blocks);
  },
};
