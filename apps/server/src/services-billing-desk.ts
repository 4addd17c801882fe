import type { Db } from './db/client.ts';
import type { AuditService } from './modules/audit/audit.service.ts';
import { createAccountService } from './modules/billing/account.service.ts';
import { createCollectionsService } from './modules/billing/collections.service.ts';
import { createCreditApprovalsService } from './modules/billing/credit-approvals.service.ts';
import { createShiftsService } from './modules/billing/shifts.service.ts';
import { createSupplementaryBillsService } from './modules/billing/supplementary-bills.service.ts';
import { createWorkQueueService } from './modules/billing/work-queue.service.ts';
import type { NumberingService } from './modules/numbering/numbering.service.ts';
import type { PatientsService } from './modules/patients/patients.service.ts';

/**
 * The billing desk's own work, needing nothing but the records: cash shifts, the work queue,
 * supplementary bills, a patient's account, credit approvals and the day's collections.
 */
export function createBillingDeskServices(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  patients: PatientsService;
  timeZone: string;
}) {
  const { db, audit, numbering, patients, timeZone } = deps;
  return {
    shifts: createShiftsService({ db, audit, numbering, timeZone }),
    workQueue: createWorkQueueService({ db, audit }),
    supplementary: createSupplementaryBillsService({ db, audit, numbering, timeZone }),
    account: createAccountService({ db, audit, patients, timeZone }),
    credit: createCreditApprovalsService({ db, audit, timeZone }),
    collections: createCollectionsService({ db, audit, timeZone }),
  };
}
