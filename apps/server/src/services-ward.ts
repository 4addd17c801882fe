import type { Db } from './db/client.ts';
import { clinicNow } from './lib/clinic-time.ts';
import type { EventBus } from './lib/events.ts';
import type { FolioService } from './modules/billing/folio.service.ts';
import { createAdmissionsService } from './modules/admissions/admissions.service.ts';
import { createCareOrdersService } from './modules/admissions/care-orders.service.ts';
import { createCareTeamService } from './modules/admissions/care-team.service.ts';
import { createDischargeService } from './modules/admissions/discharge.service.ts';
import { createIntakeOutputService } from './modules/admissions/intake-output.service.ts';
import { createIpVitalsService } from './modules/admissions/ip-vitals.service.ts';
import { createMarService } from './modules/admissions/mar.service.ts';
import { createNews2AlertsService } from './modules/admissions/news2-alerts.service.ts';
import { createWardRoundService } from './modules/admissions/ward-round.service.ts';
import { createWardsService } from './modules/admissions/wards.service.ts';
import type { AllergiesService } from './modules/allergies/allergies.service.ts';
import type { AuditService } from './modules/audit/audit.service.ts';
import type { ChargesService } from './modules/billing/charges.service.ts';
import { dischargeClearance } from './modules/billing/discharge-clearance.ts';
import { ipBillingRepository } from './modules/billing/ip-billing.repository.ts';
import type { StayTariffsService } from './modules/billing/stay-tariffs.service.ts';
import type { Icd10Catalogue } from './modules/encounters/icd10.ts';
import type { MastersService } from './modules/inventory/masters.service.ts';
import type { LabService } from './modules/lab/lab.service.ts';
import type { NumberingService } from './modules/numbering/numbering.service.ts';
import type { PatientsService } from './modules/patients/patients.service.ts';
import type { RadiologyService } from './modules/radiology/radiology.service.ts';
import type { ServicesService } from './modules/services/services.service.ts';
import { createDepartmentsService } from './modules/staff/departments.service.ts';
import type { StaffService } from './modules/staff/staff.service.ts';
import type { TellPatient } from './modules/messages/messages.service.ts';

/**
 * The ward's services (wards and beds, admissions and the care team, vitals and alerts, the round
 * and its orders, the MAR, discharge), wired from the services of other areas they use.
 */
export function createWardServices(deps: {
  db: Db;
  audit: AuditService;
  events: EventBus;
  numbering: NumberingService;
  patients: PatientsService;
  staff: StaffService;
  services: ServicesService;
  charges: ChargesService;
  stayTariffs: StayTariffsService;
  lab: LabService;
  radiology: RadiologyService;
  masters: MastersService;
  allergies: AllergiesService;
  icd10: Icd10Catalogue;
  tell: TellPatient;
  folio: Pick<FolioService, 'contractAtAdmission'>;
  timeZone: string;
}) {
  const { db, audit, events, numbering, patients, staff, services, charges, timeZone } = deps;
  const wards = createWardsService({ db, audit, events, timeZone });
  const departments = createDepartmentsService({ db, audit });
  const admissions = createAdmissionsService({
    db,
    audit,
    events,
    numbering,
    patients,
    staff,
    departments,
    payerAtAdmission: deps.folio.contractAtAdmission,
    timeZone,
  });
  const careTeam = createCareTeamService({ db, audit, staff, admissions });
  const news2Alerts = createNews2AlertsService({ db, audit, events });
  const intakeOutput = createIntakeOutputService({ db, audit, timeZone });
  const ipVitals = createIpVitalsService({ db, audit, events, alerts: news2Alerts, timeZone });
  const wardRound = createWardRoundService({
    db,
    audit,
    events,
    lab: deps.lab,
    radiology: deps.radiology,
    services,
    tariffs: deps.stayTariffs,
    charges,
    timeZone,
  });
  const careOrders = createCareOrdersService({ db, audit, services, charges });
  const mar = createMarService({ db, audit, masters: deps.masters, allergies: deps.allergies, timeZone });
  const discharge = createDischargeService({
    db,
    audit,
    events,
    admissions,
    patients,
    staff,
    icd10: deps.icd10,
    // Billing's clearance: the stay's IP bill is finalized.
    clearance: dischargeClearance(() => clinicNow(timeZone).date),
    billFinalized: async (tx, admissionId) => (await ipBillingRepository.bill(tx, admissionId)) !== undefined,
    tell: deps.tell,
    timeZone,
  });
  return {
    wards,
    departments,
    admissions,
    careTeam,
    news2Alerts,
    intakeOutput,
    ipVitals,
    wardRound,
    careOrders,
    mar,
    discharge,
  };
}
