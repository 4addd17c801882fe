import type { Db } from './db/client.ts';
import { createEventBus } from './lib/events.ts';
import { createFrontDeskServices } from './services-front-desk.ts';
import { createIdentityServices } from './services-identity.ts';
import { createBillingDeskServices } from './services-billing-desk.ts';
import { createClaimFile, createInsuranceServices } from './services-insurance.ts';
import { createInventoryServices } from './services-inventory.ts';
import { createPharmacyServices } from './services-pharmacy.ts';
import { createTheatreServices } from './services-theatre.ts';
import { createDiagnosticsServices } from './services-diagnostics.ts';
import { createWardServices } from './services-ward.ts';
import { createAppointmentsService } from './modules/appointments/appointments.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { createStayTariffsService } from './modules/billing/stay-tariffs.service.ts';
import { createChargesService, isServiceCharged } from './modules/billing/charges.service.ts';
import { createPaymentsService } from './modules/billing/payments.service.ts';
import { payFirst } from './modules/billing/pay-first.ts';
import { clinicNow } from './lib/clinic-time.ts';
import { definedOnly, moduleSettingDefaults } from './settings.ts';
import { createOpBillingService } from './modules/billing/op-billing.service.ts';
import { createIpBillingService } from './modules/billing/ip-billing.service.ts';
import { createPackagesService } from './modules/billing/packages.service.ts';
import { createFolioService } from './modules/billing/folio.service.ts';
import { createOpDiscountsService } from './modules/billing/op-discounts.service.ts';
import { createBillCorrectionsService } from './modules/billing/bill-corrections.service.ts';
import { createClinicService } from './modules/clinic/clinic.service.ts';
import { createMessagesService } from './modules/messages/messages.service.ts';
import { providerFrom } from './modules/messages/provider.ts';
import { createAllergiesService } from './modules/allergies/allergies.service.ts';
import { createEncountersService } from './modules/encounters/encounters.service.ts';
import { createIcd10Catalogue } from './modules/encounters/icd10.ts';
import { createPrescriptionHistoryService } from './modules/encounters/prescription-history.service.ts';
import { createPrescriptionTemplatesService } from './modules/encounters/prescription-templates.service.ts';
import { createVitalsService } from './modules/encounters/vitals.service.ts';
import { createNumberingService } from './modules/numbering/numbering.service.ts';
import { createPatientsService } from './modules/patients/patients.service.ts';
import { createAbhaScanService } from './modules/patients/abha-scan.service.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createReferralsService } from './modules/referrals/referrals.service.ts';
import { createServicesService } from './modules/services/services.service.ts';

import type { ServiceSettings } from './services-settings.ts';
export type { ServiceSettings };

/**
 * The composition root of the domain services, shared by the HTTP app and start-up seeding.
 * Each service gets exactly the services it uses; a module reaches another only through them.
 */
export function createServices(db: Db, settings: ServiceSettings = {}) {
  const timeZone = settings.timeZone ?? 'Asia/Kolkata';
  // Each module declares its settings with their defaults; what the caller gives wins.
  const declared = { ...moduleSettingDefaults(), ...definedOnly(settings) };
  const events = createEventBus(settings.onEventError);
  const audit = createAuditService(db, timeZone, settings.asyncCommitDb);
  const numbering = createNumberingService({ timeZone });
  const { roles, staff, auth } = createIdentityServices({
    db,
    audit,
    events,
    sessionIdleMinutes: settings.sessionIdleMinutes ?? 30,
    sessionCacheMs: settings.sessionCacheMs,
  });
  const clinic = createClinicService({ db, audit });
  const patients = createPatientsService({
    db,
    searchDb: settings.readDb,
    audit,
    numbering,
    mrnPrefix: declared.mrnPrefix,
    timeZone,
  });
  const messages = createMessagesService({
    db,
    audit,
    patients,
    clinic,
    provider: settings.messageProvider ?? providerFrom(declared),
  });
  const referrals = createReferralsService({ db, audit });
  const allergies = createAllergiesService({ db, audit, patients });
  const services = createServicesService({ db, audit, isCharged: isServiceCharged });
  const charges = createChargesService({ db, audit, patients, services });
  const stayTariffs = createStayTariffsService({ db, audit });
  const billingDesk = createBillingDeskServices({ db, audit, numbering, patients, timeZone });
  const { shifts } = billingDesk;
  const payments = createPaymentsService({ audit, numbering, timeZone, shifts, tell: messages.tell });
  const opBilling = createOpBillingService({
    db,
    audit,
    numbering,
    payments,
    patients,
    discountApprovalPercent: declared.discountApprovalPercent,
  });
  const ipBilling = createIpBillingService({
    db,
    audit,
    numbering,
    payments,
    timeZone,
    roomDayRule: declared.roomDayRule,
    discountApprovalPercent: declared.discountApprovalPercent,
    // Lab and radiology are made below; this runs only once a request comes.
    pendingOrders: async (conn, admissionId) =>
      [
        ...(await lab.ordersOfAdmission(conn, admissionId)),
        ...(await radiology.ordersOfAdmission(conn, admissionId)),
      ].filter((o) => o.phase === 'Ordered' || o.phase === 'In progress'),
    // The claims desk is made below; this runs only at finalization.
    finalApproved: (conn, id, coverageId) => insurance.claims.finalApproved(conn, id, coverageId),
  });
  const billingSettings = {
    timeZone,
    roomDayRule: declared.roomDayRule,
    discountApprovalPercent: declared.discountApprovalPercent,
  } as const;
  const opDiscounts = createOpDiscountsService({
    db,
    audit,
    numbering,
    patients,
    discountApprovalPercent: declared.discountApprovalPercent,
  });
  // Billing's total and contract are bound late: the folio is made below, with the covers.
  const insurance = createInsuranceServices({
    db,
    audit,
    numbering,
    patients,
    runningBill: (id) => ipBilling.runningBill(id),
    approvedByPayer: (tx, id, coverageId, paise) => folio.approvedByPayer(tx, id, coverageId, paise),
    timeZone,
  });
  const folio = createFolioService({ db, audit, ...billingSettings, opDiscounts, coverages: insurance.coverages });
  const corrections = createBillCorrectionsService({ db, audit, numbering, payments });
  const inventory = createInventoryServices({
    db,
    audit,
    today: () => clinicNow(timeZone).date,
    onImportError: (error) => settings.onBackgroundError?.('stock import', error),
  });
  const { masters } = inventory;
  const appointments = createAppointmentsService({
    db,
    audit,
    patients,
    numbering,
    tell: messages.tell,
    timeZone,
    overflowPerSession: declared.walkInOverflowPerSession,
  });
  const { opQueue, opQueueSend, displays, absences, reminders } = createFrontDeskServices({
    db,
    audit,
    events,
    staff,
    appointments,
    tell: messages.tell,
    reminderTime: declared.messageReminderTime,
    timeZone,
    skipPlaces: declared.queueSkipPlaces,
    prioritiesFirst: declared.queuePrioritiesFirst,
  });
  const orders = createOrdersService({ db, charges, audit });
  const billFirst = payFirst(declared.billBeforeService, () => clinicNow(timeZone).date);
  const diagnostics = createDiagnosticsServices({
    db,
    audit,
    events,
    numbering,
    orders,
    services,
    staff,
    tell: messages.tell,
    payFirst: billFirst,
    timeZone,
    criticalEscalationMinutes: declared.criticalEscalationMinutes,
  });
  const { lab, radiology } = diagnostics;
  const pharmacyServices = createPharmacyServices({
    db,
    audit,
    numbering,
    payments,
    patients,
    allergies,
    charges,
    timeZone,
    discountApprovalPercent: declared.discountApprovalPercent,
  });
  const { pharmacy } = pharmacyServices;
  const icd10 = createIcd10Catalogue();
  const ward = createWardServices({
    db,
    audit,
    events,
    numbering,
    patients,
    staff,
    services,
    charges,
    stayTariffs,
    lab,
    radiology,
    masters,
    allergies,
    icd10,
    tell: messages.tell,
    folio,
    timeZone,
  });
  const theatre = createTheatreServices({
    db,
    audit,
    orders,
    services,
    patients,
    staff,
    timeZone,
    cleaningMinutes: declared.otCleaningMinutes,
    anaesthesiaPercent: declared.anaesthesiaChargePercent,
  });
  const vitals = createVitalsService({ db, audit, appointments });
  const encounters = createEncountersService({
    db,
    audit,
    appointments,
    patients,
    services,
    masters,
    staff,
    vitals,
    icd10,
    lab,
    radiology,
    pharmacy,
    charges,
    allergies,
    events,
    timeZone,
  });
  const prescriptionTemplates = createPrescriptionTemplatesService({ db, audit });
  const prescriptionHistory = createPrescriptionHistoryService({ db, audit, patients });
  return {
    ...ward,
    ...diagnostics,
    opQueue,
    opQueueSend,
    displays,
    absences,
    reminders,
    messages,
    events,
    roles,
    numbering,
    appointments,
    encounters,
    prescriptionTemplates,
    prescriptionHistory,
    allergies,
    icd10,
    vitals,
    audit,
    staff,
    auth,
    clinic,
    patients,
    abhaScan: createAbhaScanService({ db, audit, timeZone }),
    referrals,
    services,
    charges,
    stayTariffs,
    payments,
    ...inventory,
    ...pharmacyServices,
    opBilling,
    ipBilling,
    folio,
    ...insurance,
    opDiscounts,
    ...billingDesk,
    corrections,
    packages: createPackagesService({ db, audit }),
    claimFile: createClaimFile({ db, audit, timeZone, opBilling, ...ward, ...diagnostics, settings: declared }),
    ...theatre,
  };
}
export type Services = ReturnType<typeof createServices>;
