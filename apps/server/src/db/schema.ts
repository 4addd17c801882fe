/** Every Drizzle table, for drizzle-kit and the typed query API. */
export * from '../modules/staff/staff.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/audit/audit.table.ts';
export * from '../modules/clinic/clinic.table.ts';
export * from '../modules/numbering/numbering.table.ts';
export * from '../modules/patients/patients.table.ts';
export * from '../modules/referrals/referrals.table.ts';
export * from '../modules/services/services.table.ts';
export * from '../modules/billing/charges.table.ts';
export * from '../modules/billing/payments.table.ts';
export * from '../modules/inventory/inventory.table.ts';
export * from '../modules/appointments/appointments.table.ts';
export * from '../modules/encounters/encounters.table.ts';
export * from '../modules/lab/lab.table.ts';
export * from '../modules/radiology/radiology.table.ts';
export * from '../modules/pharmacy/pharmacy.table.ts';
export * from './idempotency.table.ts';
