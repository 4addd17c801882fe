import type { Db } from './db/client.ts';
import type { AuditService } from './modules/audit/audit.service.ts';
import type { FolioService } from './modules/billing/folio.service.ts';
import { createClaimFileService, type ClaimFileReaders } from './modules/insurance/claim-file.service.ts';
import { exchangeFrom } from './modules/insurance/claim-exchange.ts';
import { createClaimDocumentsService } from './modules/insurance/claim-documents.service.ts';
import { createClaimsService, type RunningBill } from './modules/insurance/claims.service.ts';
import { createCoveragesService } from './modules/insurance/coverages.service.ts';
import { createPayersService } from './modules/insurance/payers.service.ts';
import { createCoverageCardsService } from './modules/insurance/coverage-cards.service.ts';
import { createTariffsService } from './modules/insurance/tariffs.service.ts';
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
    tariffs: createTariffsService({ db, audit }),
    coverageCards: createCoverageCardsService({ db, audit }),
  };
}

/** The claim file of a payer's bill, drawn from the bill, the stay's summary and its reports. */
export function createClaimFile(deps: {
  db: Db;
  audit: AuditService;
  timeZone: string;
  opBilling: { get: ClaimFileReaders['bill'] };
  discharge: { summary: ClaimFileReaders['dischargeSummary'] };
  labReports: { patientTests: ClaimFileReaders['labTests'] };
  radiologyReports: { signedReports: ClaimFileReaders['radiologyReports'] };
  settings: Parameters<typeof exchangeFrom>[0];
}) {
  return createClaimFileService({
    db: deps.db,
    audit: deps.audit,
    timeZone: deps.timeZone,
    bill: (id, actor) => deps.opBilling.get(id, actor),
    dischargeSummary: (id, actor) => deps.discharge.summary(id, actor),
    labTests: (id, actor) => deps.labReports.patientTests(id, actor),
    radiologyReports: (id, actor) => deps.radiologyReports.signedReports(id, actor),
    exchange: exchangeFrom(deps.settings),
  });
}
