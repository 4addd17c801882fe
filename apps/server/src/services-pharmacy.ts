import type { Db } from './db/client.ts';
import type { AllergiesService } from './modules/allergies/allergies.service.ts';
import type { AuditService } from './modules/audit/audit.service.ts';
import type { ChargesService } from './modules/billing/charges.service.ts';
import type { PaymentsService } from './modules/billing/payments.service.ts';
import type { NumberingService } from './modules/numbering/numbering.service.ts';
import type { PatientsService } from './modules/patients/patients.service.ts';
import { createCounterSaleService } from './modules/pharmacy/counter-sale.service.ts';
import { createDayEndService } from './modules/pharmacy/day-end.service.ts';
import { createDispensingService } from './modules/pharmacy/dispensing.service.ts';
import { createPharmacyService } from './modules/pharmacy/pharmacy.service.ts';
import { createReturnsService } from './modules/pharmacy/returns.service.ts';
import { createWardIssueService } from './modules/pharmacy/ward-issue.service.ts';
import { createWardReturnService } from './modules/pharmacy/ward-return.service.ts';

/** The pharmacy's services (its registers, sales, dispensing, returns, ward issues and day end), wired from what they use. */
export function createPharmacyServices(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  payments: PaymentsService;
  patients: PatientsService;
  allergies: AllergiesService;
  charges: ChargesService;
  timeZone: string;
  discountApprovalPercent: number;
}) {
  const { db, audit, numbering, payments, patients, allergies, charges, timeZone } = deps;
  const sale = { db, audit, numbering, payments, patients, allergies, timeZone };
  return {
    pharmacy: createPharmacyService({ db, audit, timeZone }),
    dispensing: createDispensingService({ ...sale, discountApprovalPercent: deps.discountApprovalPercent }),
    counter: createCounterSaleService({ ...sale, discountApprovalPercent: deps.discountApprovalPercent }),
    returns: createReturnsService({ db, audit, numbering, payments }),
    wardIssues: createWardIssueService({ db, audit, charges, timeZone }),
    wardReturns: createWardReturnService({ db, audit, charges }),
    dayEnd: createDayEndService({ db, audit, timeZone }),
  };
}
