import { sql } from 'drizzle-orm';
import { bytea } from '../../db/columns.ts';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The clinic's own profile: exactly one row (id 1). */
export const clinicProfile = pgTable(
  'clinic_profile',
  {
    id: integer().primaryKey().default(1),
    name: text().notNull(),
    address: text().notNull().default(''),
    state: text(),
    gstin: text(),
    phone: text(),
    email: text(),
    /** The pharmacy's drug licence numbers: retail (Forms 20/21) and wholesale (Forms 20B/21B). */
    drugLicenceRetail: text(),
    drugLicenceWholesale: text(),
    /** The ROHINI ID insurers' cashless forms ask for. */
    rohiniId: text(),
    logo: bytea(),
    logoType: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid(),
  },
  (t) => [check('clinic_profile_single_row', sql`${t.id} = 1`)],
);
