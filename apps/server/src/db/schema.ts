/** Every Drizzle table, for drizzle-kit and the typed query API. */
export * from '../modules/staff/staff.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/audit/audit.table.ts';
export * from '../modules/clinic/clinic.table.ts';
