import type { Db } from './db/client.ts';
import type { EventBus } from './lib/events.ts';
import type { AuditService } from './modules/audit/audit.service.ts';
import type { PayFirst } from './modules/billing/pay-first.ts';
import { createLabMasterService } from './modules/lab/lab-master.service.ts';
import { createLabReportsService } from './modules/lab/lab-reports.service.ts';
import { createLabService } from './modules/lab/lab.service.ts';
import type { TellPatient } from './modules/messages/messages.service.ts';
import type { NumberingService } from './modules/numbering/numbering.service.ts';
import type { OrdersService } from './modules/orders/orders.service.ts';
import { createRadiologyReportsService } from './modules/radiology/radiology-reports.service.ts';
import { createRadiologyTemplatesService } from './modules/radiology/radiology-templates.service.ts';
import { createRadiologyService } from './modules/radiology/radiology.service.ts';
import type { ServicesService } from './modules/services/services.service.ts';
import type { StaffService } from './modules/staff/staff.service.ts';

/** The lab's and radiology's services, wired from the orders, billing rule and messages they use. */
export function createDiagnosticsServices(deps: {
  db: Db;
  audit: AuditService;
  events: EventBus;
  numbering: NumberingService;
  orders: OrdersService;
  services: ServicesService;
  staff: StaffService;
  tell: TellPatient;
  payFirst: PayFirst;
  timeZone: string;
  criticalEscalationMinutes: number;
}) {
  const { db, audit, events, numbering, orders, timeZone, payFirst } = deps;
  return {
    lab: createLabService({
      db,
      orders,
      audit,
      numbering,
      events,
      timeZone,
      payFirst,
      staff: deps.staff,
      tell: deps.tell,
    }),
    labMaster: createLabMasterService({ db, audit, services: deps.services }),
    labReports: createLabReportsService({
      db,
      audit,
      events,
      timeZone,
      escalationMinutes: deps.criticalEscalationMinutes,
    }),
    radiology: createRadiologyService({ orders }),
    radiologyReports: createRadiologyReportsService({ db, audit, timeZone, payFirst }),
    radiologyTemplates: createRadiologyTemplatesService({ db, audit }),
  };
}
