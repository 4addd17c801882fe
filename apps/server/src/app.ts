import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database, Db } from './db/client.ts';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.ts';
import { createAppointmentsService } from './modules/appointments/appointments.service.ts';
import { encountersRoutes } from './modules/encounters/encounters.routes.ts';
import { createEncountersService } from './modules/encounters/encounters.service.ts';
import { createIcd10Catalogue } from './modules/encounters/icd10.ts';
import { createVitalsService } from './modules/encounters/vitals.service.ts';
import { createWorklistsService } from './modules/encounters/worklists.service.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { chargesRoutes } from './modules/billing/charges.routes.ts';
import { createChargesService, isServiceCharged } from './modules/billing/charges.service.ts';
import { mastersRoutes } from './modules/inventory/masters.routes.ts';
import { createMastersService } from './modules/inventory/masters.service.ts';
import { createStockEntriesService } from './modules/inventory/stock-entries.service.ts';
import { createStockImportService } from './modules/inventory/stock-import.service.ts';
import { createStockService } from './modules/inventory/stock.service.ts';
import { stockRoutes } from './modules/inventory/stock.routes.ts';
import { patientsRoutes } from './modules/patients/patients.routes.ts';
import { createPatientsService } from './modules/patients/patients.service.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { createReferralsService } from './modules/referrals/referrals.service.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { createServicesService } from './modules/services/services.service.ts';
import { createAuditService } from './modules/audit/audit.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { clinicRoutes } from './modules/clinic/clinic.routes.ts';
import { createClinicService } from './modules/clinic/clinic.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { createStaffService, type EndSessions } from './modules/staff/staff.service.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { demoAccountSource } from './seed/demo-accounts.ts';

export type AppOptions = {
  database: Database;
  sessionIdleMinutes: number;
  demo: boolean;
  /** The clinic's time zone, for whole-day filters. */
  timeZone?: string;
  /** Prefix of new MRNs ("MRN-" gives MRN-000001). */
  mrnPrefix?: string;
  webDistDir?: string;
  logLevel?: string;
  trustProxy?: boolean;
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The composition root of the domain services, shared by the HTTP app and start-up seeding. */
export function createServices(
  db: Db,
  settings: { timeZone?: string; sessionIdleMinutes?: number; mrnPrefix?: string } = {},
) {
  const audit = createAuditService(db, settings.timeZone ?? 'Asia/Kolkata');
  // Staff ends sessions through auth, and auth finds accounts through staff: the callback binds late.
  const endSessions: EndSessions = (tx, userId, reason) => auth.endSessionsOfUser(tx, userId, reason);
  const staff = createStaffService({ db, audit, endSessions });
  const auth = createAuthService({ db, staff, audit, sessionIdleMinutes: settings.sessionIdleMinutes ?? 30 });
  const clinic = createClinicService({ db, audit });
  const patients = createPatientsService({ db, audit, mrnPrefix: settings.mrnPrefix ?? 'MRN-' });
  const referrals = createReferralsService({ db, audit });
  const services = createServicesService({ db, audit, isCharged: isServiceCharged });
  const charges = createChargesService({ db, audit, patients, services });
  const masters = createMastersService({ db, audit });
  const stockEntries = createStockEntriesService({ db, audit, masters });
  const stock = createStockService({ db, audit, masters });
  const stockImport = createStockImportService({ db, audit, masters });
  const appointments = createAppointmentsService({
    db,
    audit,
    patients,
    timeZone: settings.timeZone ?? 'Asia/Kolkata',
  });
  const icd10 = createIcd10Catalogue();
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
    timeZone: settings.timeZone ?? 'Asia/Kolkata',
  });
  const worklists = createWorklistsService({ db });
  return {
    appointments,
    encounters,
    icd10,
    vitals,
    worklists,
    audit,
    staff,
    auth,
    clinic,
    patients,
    referrals,
    services,
    charges,
    masters,
    stockEntries,
    stock,
    stockImport,
  };
}
export type Services = ReturnType<typeof createServices>;

/** Builds the whole app without listening, so tests drive it through `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);

  const services = createServices(options.database.db, options);
  const { auth } = services;
  await registerAuth(app, auth);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database: options.database });
      await api.register(authRoutes, { auth, demoAccounts: demoAccountSource(options.demo) });
      await api.register(staffRoutes, { staff: services.staff });
      await api.register(clinicRoutes, { clinic: services.clinic, timeZone: options.timeZone ?? 'Asia/Kolkata' });
      await api.register(auditRoutes, { audit: services.audit });
      await api.register(patientsRoutes, { patients: services.patients });
      await api.register(chargesRoutes, { charges: services.charges });
      await api.register(referralsRoutes, { referrals: services.referrals });
      await api.register(servicesRoutes, { services: services.services });
      await api.register(appointmentsRoutes, { appointments: services.appointments, staff: services.staff });
      await api.register(encountersRoutes, {
        encounters: services.encounters,
        vitals: services.vitals,
        worklists: services.worklists,
        icd10: services.icd10,
      });
      await api.register(
        async (inventory) => {
          await inventory.register(mastersRoutes, { masters: services.masters });
          await inventory.register(stockRoutes, {
            entries: services.stockEntries,
            stock: services.stock,
            imports: services.stockImport,
          });
        },
        { prefix: '/inventory' },
      );
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, options.webDistDir);
  return app;
}
