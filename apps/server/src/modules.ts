import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { chargesRoutes } from './modules/billing/charges.routes.ts';
import { clinicRoutes } from './modules/clinic/clinic.routes.ts';
import { encountersRoutes } from './modules/encounters/encounters.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { mastersRoutes } from './modules/inventory/masters.routes.ts';
import { stockRoutes } from './modules/inventory/stock.routes.ts';
import { labRoutes } from './modules/lab/lab.routes.ts';
import { opBillingRoutes } from './modules/billing/op-billing.routes.ts';
import { ipBillingRoutes } from './modules/billing/ip-billing.routes.ts';
import { collectionsRoutes } from './modules/billing/collections.routes.ts';
import { folioRoutes } from './modules/billing/folio.routes.ts';
import { labMasterRoutes } from './modules/lab/lab-master.routes.ts';
import { patientsRoutes } from './modules/patients/patients.routes.ts';
import { counterRoutes } from './modules/pharmacy/counter.routes.ts';
import { returnsRoutes } from './modules/pharmacy/returns.routes.ts';
import { wardIssueRoutes } from './modules/pharmacy/ward-issue.routes.ts';
import { pharmacyRoutes } from './modules/pharmacy/pharmacy.routes.ts';
import { radiologyRoutes } from './modules/radiology/radiology.routes.ts';
import { radiologyTemplateRoutes } from './modules/radiology/radiology-templates.routes.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { surgeriesRoutes } from './modules/theatre/surgeries.routes.ts';
import { theatreRoutes } from './modules/theatre/theatre.routes.ts';
import { servicesRoutes } from './modules/services/services.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { rolesRoutes } from './modules/roles/roles.routes.ts';
import type { Services } from './services.ts';
import type { LiveChannel } from './lib/live-channel.ts';
import { admissionsRoutes } from './modules/admissions/admissions.routes.ts';
import { dischargeRoutes } from './modules/admissions/discharge.routes.ts';
import { ipVitalsRoutes } from './modules/admissions/ip-vitals.routes.ts';
import { marRoutes } from './modules/admissions/mar.routes.ts';
import { wardRoundRoutes } from './modules/admissions/ward-round.routes.ts';
import { wardsRoutes } from './modules/admissions/wards.routes.ts';
import { demoAccountSource } from './seed/demo-accounts.ts';

/** Live channels of the app: updates pushed to screens, across instances on PostgreSQL. */
export type LiveChannels = { bedBoard: LiveChannel; labAlerts: LiveChannel };

export type ModuleContext = {
  services: Services;
  database: Database;
  demo: boolean;
  timeZone: string;
  live: LiveChannels;
};

/** A module's routes and what they are given, registered under /api (and the module's prefix). */
export type ModuleDescriptor = {
  name: string;
  register: (api: FastifyInstance, context: ModuleContext) => Promise<unknown>;
};

function module<O extends object>(d: {
  name: string;
  prefix?: string;
  routes: FastifyPluginAsyncZod<O>;
  options: (context: ModuleContext) => O;
}): ModuleDescriptor {
  return {
    name: d.name,
    register: async (api, context) => api.register(d.routes, { ...d.options(context), prefix: d.prefix }),
  };
}

export const MODULES: ModuleDescriptor[] = [
  module({ name: 'health', routes: healthRoutes, options: (c) => ({ database: c.database }) }),
  module({
    name: 'auth',
    routes: authRoutes,
    options: (c) => ({ auth: c.services.auth, demoAccounts: demoAccountSource(c.demo) }),
  }),
  module({ name: 'staff', routes: staffRoutes, options: (c) => ({ staff: c.services.staff }) }),
  module({ name: 'roles', routes: rolesRoutes, options: (c) => ({ roles: c.services.roles }) }),
  module({
    name: 'clinic',
    routes: clinicRoutes,
    options: (c) => ({ clinic: c.services.clinic, timeZone: c.timeZone }),
  }),
  module({ name: 'audit', routes: auditRoutes, options: (c) => ({ audit: c.services.audit }) }),
  module({ name: 'patients', routes: patientsRoutes, options: (c) => ({ patients: c.services.patients }) }),
  module({ name: 'billing', routes: chargesRoutes, options: (c) => ({ charges: c.services.charges }) }),
  module({ name: 'referrals', routes: referralsRoutes, options: (c) => ({ referrals: c.services.referrals }) }),
  module({ name: 'services', routes: servicesRoutes, options: (c) => ({ services: c.services.services }) }),
  module({
    name: 'appointments',
    routes: appointmentsRoutes,
    options: (c) => ({ appointments: c.services.appointments, staff: c.services.staff }),
  }),
  module({
    name: 'encounters',
    routes: encountersRoutes,
    options: (c) => ({ encounters: c.services.encounters, vitals: c.services.vitals, icd10: c.services.icd10 }),
  }),
  module({ name: 'op-billing', routes: opBillingRoutes, options: (c) => ({ opBilling: c.services.opBilling }) }),
  module({ name: 'ip-billing', routes: ipBillingRoutes, options: (c) => ({ ipBilling: c.services.ipBilling }) }),
  module({
    name: 'folio',
    routes: folioRoutes,
    options: (c) => ({ folio: c.services.folio, corrections: c.services.corrections }),
  }),
  module({ name: 'collections', routes: collectionsRoutes, options: (c) => ({ collections: c.services.collections }) }),
  module({
    name: 'lab',
    routes: labRoutes,
    options: (c) => ({ lab: c.services.lab, labReports: c.services.labReports, labAlerts: c.live.labAlerts }),
  }),
  module({
    name: 'theatre',
    routes: theatreRoutes,
    options: (c) => ({ masters: c.services.theatreMasters, staff: c.services.staff }),
  }),
  module({
    name: 'surgeries',
    routes: surgeriesRoutes,
    options: (c) => ({ surgeries: c.services.surgeries, lists: c.services.surgeryLists }),
  }),
  module({ name: 'lab-master', routes: labMasterRoutes, options: (c) => ({ labMaster: c.services.labMaster }) }),
  module({
    name: 'radiology',
    routes: radiologyRoutes,
    options: (c) => ({ radiology: c.services.radiology, reports: c.services.radiologyReports }),
  }),
  module({
    name: 'radiology-templates',
    routes: radiologyTemplateRoutes,
    options: (c) => ({ templates: c.services.radiologyTemplates }),
  }),
  module({
    name: 'wards',
    routes: wardsRoutes,
    options: (c) => ({ wards: c.services.wards, bedBoard: c.live.bedBoard }),
  }),
  module({ name: 'admissions', routes: admissionsRoutes, options: (c) => ({ admissions: c.services.admissions }) }),
  module({ name: 'inpatient vitals', routes: ipVitalsRoutes, options: (c) => ({ vitals: c.services.ipVitals }) }),
  module({ name: 'ward round', routes: wardRoundRoutes, options: (c) => ({ wardRound: c.services.wardRound }) }),
  module({ name: 'medication administration', routes: marRoutes, options: (c) => ({ mar: c.services.mar }) }),
  module({ name: 'discharge', routes: dischargeRoutes, options: (c) => ({ discharge: c.services.discharge }) }),
  module({
    name: 'pharmacy',
    routes: pharmacyRoutes,
    options: (c) => ({ pharmacy: c.services.pharmacy, dispensing: c.services.dispensing }),
  }),
  module({
    name: 'pharmacy counter',
    routes: counterRoutes,
    options: (c) => ({ counter: c.services.counter, dayEnd: c.services.dayEnd }),
  }),
  module({ name: 'pharmacy returns', routes: returnsRoutes, options: (c) => ({ returns: c.services.returns }) }),
  module({ name: 'ward issues', routes: wardIssueRoutes, options: (c) => ({ wardIssues: c.services.wardIssues }) }),
  module({
    name: 'inventory masters',
    prefix: '/inventory',
    routes: mastersRoutes,
    options: (c) => ({ masters: c.services.masters }),
  }),
  module({
    name: 'inventory stock',
    prefix: '/inventory',
    routes: stockRoutes,
    options: (c) => ({ entries: c.services.stockEntries, stock: c.services.stock, imports: c.services.stockImport }),
  }),
];
