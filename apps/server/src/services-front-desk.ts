import type { Db } from './db/client.ts';
import type { EventBus } from './lib/events.ts';
import { createAbsencesService } from './modules/appointments/absences.service.ts';
import type { AppointmentsService } from './modules/appointments/appointments.service.ts';
import { createReminders } from './modules/appointments/reminders.ts';
import type { TellPatient } from './modules/messages/messages.service.ts';
import { createDisplaysService } from './modules/appointments/displays.service.ts';
import { createOpQueueSendService } from './modules/appointments/op-queue-send.service.ts';
import { createOpQueueService } from './modules/appointments/op-queue.service.ts';
import type { AuditService } from './modules/audit/audit.service.ts';
import type { StaffService } from './modules/staff/staff.service.ts';

/** The OP front desk's queue (and Send to), waiting-hall displays, doctors' absences and reminders, wired from what they use. */
export function createFrontDeskServices(deps: {
  db: Db;
  audit: AuditService;
  events: EventBus;
  staff: StaffService;
  appointments: AppointmentsService;
  tell: TellPatient;
  reminderTime: string;
  timeZone: string;
  skipPlaces: number;
  prioritiesFirst: boolean;
}) {
  const { db, audit, events, staff, timeZone } = deps;
  return {
    opQueue: createOpQueueService({
      db,
      audit,
      events,
      timeZone,
      skipPlaces: deps.skipPlaces,
      prioritiesFirst: deps.prioritiesFirst,
    }),
    opQueueSend: createOpQueueSendService({ db, audit, events, appointments: deps.appointments, timeZone }),
    displays: createDisplaysService({ db, audit, staff }),
    absences: createAbsencesService({
      db,
      audit,
      tell: deps.tell,
      timeZone,
      lockDoctor: deps.appointments.lockDoctorIn,
    }),
    reminders: createReminders({ db, tell: deps.tell, timeZone, at: deps.reminderTime }),
  };
}
