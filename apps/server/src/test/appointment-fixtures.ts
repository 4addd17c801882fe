import { clinicNow } from '../lib/clinic-time.ts';
import { appointments } from '../modules/appointments/appointments.table.ts';
import type { TestApp } from './build-test-app.ts';

/**
 * An appointment today at a given time, written straight to the table: booking refuses times that
 * have passed, and tests of arrival, vitals and consultations must not depend on the hour they run.
 */
export async function appointmentToday(
  t: TestApp,
  v: { patientId: string; doctorId: string; time: string; token?: number },
): Promise<string> {
  const [row] = await t.database.db
    .insert(appointments)
    .values({
      patientId: v.patientId,
      doctorId: v.doctorId,
      department: 'General Medicine',
      appointmentDate: clinicNow('Asia/Kolkata').date,
      appointmentTime: v.time,
      token: v.token ?? Number(v.time.replace(':', '')),
    })
    .returning({ id: appointments.id });
  if (!row) throw new Error('insert into appointments returned no row');
  return row.id;
}
