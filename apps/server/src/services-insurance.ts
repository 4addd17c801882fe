import type { Db } from './db/client.ts';
import type { AuditService } from './modules/audit/audit.service.ts';
import type { FolioService } from './modules/billing/folio.service.ts';
import { createClaimDocumentsService } from './modules/insurance/claim-documents.service.ts';
import { createClaimsService, type RunningBill } from './modules/insurance/claims.service.ts';
import { createCoveragesService } from './modules/insurance/coverages.service.ts';
import { createPayersService } from './modules/insurance/payers.service.ts';
import { createReceivablesService } from './modules/insurance/receivables.service.ts';
import type { NumberingService } from './modules/numbering/numbering.service.ts';
import type { PatientsService } from './modules/patients/patients.service.ts';

/**
 * The insurance desk's services (payers, patients' covers, stays' claims and their papers), wired
 * from what they use: billing's running total and contract, which are made after them.
 */
export function createInsuranceServices(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  patients: PatientsService;
  runningBill: RunningBill;
  approvedByPayer: FolioService['approvedByPayer'];
  timeZone: string;
}) {
  const { db, audit, numbering, patients, runningBill, approvedByPayer, timeZone } = deps;
  return {
    payers: createPayersService({ db, audit }),
    coverages: createCoveragesService({ db, audit, patients }),
    claims: createClaimsService({ db, audit, numbering, runningBill, approvedByPayer, timeZone }),
    claimDocuments: createClaimDocumentsService({ db, audit }),
    receivables: createReceivablesService({ db, audit }),
  };
}
