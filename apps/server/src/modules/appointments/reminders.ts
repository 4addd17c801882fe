import { displayDate, displayTime } from '@clinic/shared/dates';
import type { Db } from '../../db/client.ts';
import { clinicNow, nextDay } from '../../lib/clinic-time.ts';
import type { TellPatient } from '../messages/messages.service.ts';
import { remindersRepository } from './reminders.repository.ts';

/**
 * The day-before reminders: once the clinic's clock passes `at`, every booking of tomorrow still
 * Scheduled gets one. It runs on every sender pass; each reminder's key is its appointment, so a
 * second pass, a restart or a second instance queues nothing twice, and a booking made after
 * the hour is reminded on the next pass.
 */
export function createReminders(deps: { db: Db; tell: TellPatient; timeZone: string; at: string }) {
  return {
    async remindTomorrow(now = new Date()): Promise<number> {
      const today = clinicNow(deps.timeZone, now);
      if (today.time < deps.at) return 0;
      const rows = await remindersRepository.due(deps.db, nextDay(today.date));
      if (rows.length === 0) return 0;
      return deps.db.transaction(async (tx) => {
        let queued = 0;
        for (const { a, doctorName } of rows) {
          const told = await deps.tell(tx, {
            patientId: a.patientId,
            template: 'appointment-reminder',
            key: `appointment-reminder:${a.id}`,
            values: { doctor: doctorName, date: displayDate(a.appointmentDate), time: displayTime(a.appointmentTime) },
          });
          if (told) queued += 1;
        }
        return queued;
      });
    },
  };
}
