import {
  APPOINTMENT_LIST_LIMIT,
  fullName,
  type Appointment,
  type AppointmentStatus,
  type AppointmentVitals,
} from '@clinic/shared';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { currentAge } from '../patients/patients.mapping.ts';
import { patients } from '../patients/patients.table.ts';
import { users } from '../staff/staff.table.ts';
import { appointments } from './appointments.table.ts';

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

/** Appointments as the screens read them: with patient, doctor and latest vitals, by date and time. */
export async function listAppointments(
  db: DbOrTx,
  where: SQL | undefined,
  limit = APPOINTMENT_LIST_LIMIT,
): Promise<Appointment[]> {
  const rows = await db
    .select({ a: appointments, p: patients, doctorName: users.name, vitals: latestVitals })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .innerJoin(users, eq(users.id, appointments.doctorId))
    .where(where)
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime))
    .limit(limit);
  return rows.map(({ a, p, doctorName, vitals }) => ({
    _id: a.id,
    patientId: a.patientId,
    patientName: fullName(p),
    mrn: p.mrn,
    age: currentAge(p),
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
    createdAt: a.createdAt.toISOString(),
  }));
}

/**
 * Locks the doctor's account row for the rest of the transaction, so bookings for one doctor are
 * checked and written one at a time. Returns the row, or undefined when there is none.
 */
export async function lockDoctorRow(tx: DbOrTx, doctorId: string) {
  const [doctor] = await tx.select().from(users).where(eq(users.id, doctorId)).for('update');
  return doctor;
}
