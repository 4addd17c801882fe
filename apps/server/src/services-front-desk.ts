import type { Db } from './db/client.ts';
import type { EventBus } from './lib/events.ts';
import { createDisplaysService } from './modules/appointments/displays.service.ts';
import { createOpQueueService } from './modules/appointments/op-queue.service.ts';
import type { AuditService } from './modules/audit/audit.service.ts';
import type { StaffService } from './modules/staff/staff.service.ts';

/** The OP front desk's queue and its waiting-hall displays, wired from what they use. */
export function createFrontDeskServices(deps: {
  db: Db;
  audit: AuditService;
  events: EventBus;
  staff: StaffService;
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
    displays: createDisplaysService({ db, audit, staff }),
  };
}
