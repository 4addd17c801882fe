import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { patientMessages } from '../messages/messages.table.ts';
import { patients } from '../patients/patients.table.ts';
import { users } from '../staff/staff.table.ts';
import { appointments } from './appointments.table.ts';

export const remindersRepository = {
  /**
   * A day's bookings still Scheduled whose patients agreed to messages and were not yet reminded,
   * with the doctor's name; a pass with nothing to do is one query.
   */
  due: (db: DbOrTx, day: string) =>
    db
      .select({ a: appointments, doctorName: users.name })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.doctorId))
      .innerJoin(patients, eq(patients.id, appointments.patientId))
      .where(
        and(
          eq(appointments.appointmentDate, day),
          eq(appointments.status, 'Scheduled'),
          isNotNull(patients.messageChannel),
          sql`not exists (select 1 from ${patientMessages} m where m.dedupe_key = 'appointment-reminder:' || ${appointments.id})`,
        ),
      ),
};
