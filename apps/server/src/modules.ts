import { healthModule } from './modules/health/health.module.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { staffModule } from './modules/staff/staff.module.ts';
import { rolesModule } from './modules/roles/roles.module.ts';
import { clinicModule } from './modules/clinic/clinic.module.ts';
import { auditModule } from './modules/audit/audit.module.ts';
import { patientsModule } from './modules/patients/patients.module.ts';
import { referralsModule } from './modules/referrals/referrals.module.ts';
import { servicesModule } from './modules/services/services.module.ts';
import { billingModule } from './modules/billing/billing.module.ts';
import { labModule } from './modules/lab/lab.module.ts';
import { radiologyModule } from './modules/radiology/radiology.module.ts';
import { inventoryModule } from './modules/inventory/inventory.module.ts';
import { pharmacyModule } from './modules/pharmacy/pharmacy.module.ts';
import { appointmentsModule } from './modules/appointments/appointments.module.ts';
import { allergiesModule } from './modules/allergies/allergies.module.ts';
import { encountersModule } from './modules/encounters/encounters.module.ts';
import { admissionsModule } from './modules/admissions/admissions.module.ts';
import { theatreModule } from './modules/theatre/theatre.module.ts';
import { backupsModule } from './modules/backups/backups.module.ts';
import { messagesModule } from './modules/messages/messages.module.ts';
import { insuranceModule } from './modules/insurance/insurance.module.ts';
import { reportsModule } from './modules/reports/reports.module.ts';
import { registersModule } from './modules/registers/registers.module.ts';
import { abdmModule } from './modules/abdm/abdm.module.ts';

/**
 * Every module of the app, each declared once in its own folder (routes, live channels, settings,
 * demo records); adding a module is its folder and one line here. The demo seeds run in this
 * order: the catalogue before the lab's groups, the drugs before the ward's medicine orders.
 */
export const MODULES = [
  healthModule,
  authModule,
  staffModule,
  rolesModule,
  clinicModule,
  auditModule,
  patientsModule,
  referralsModule,
  servicesModule,
  billingModule,
  labModule,
  radiologyModule,
  inventoryModule,
  pharmacyModule,
  appointmentsModule,
  allergiesModule,
  encountersModule,
  admissionsModule,
  // After the admissions: the demo's insured stay is one they made.
  insuranceModule,
  theatreModule,
  backupsModule,
  messagesModule,
  reportsModule,
  registersModule,
  abdmModule,
] as const;
