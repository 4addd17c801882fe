import { STAY_PACKAGE_STATUSES, type CarePackageInput, type PackageTerms } from '@clinic/shared/billing';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { valuesCheck } from '../../db/status-check.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { payers } from '../insurance/insurance.table.ts';

/**
 * A fixed-price package for one procedure (master data the billing desk keeps): a price per room
 * category, the room days it includes, what else it includes up to limits, and what it never
 * includes. Never deleted; a retired one is inactive. A stay keeps a copy of the terms it took.
 */
export const carePackages = pgTable(
  'care_packages',
  {
    id: uuid().primaryKey().defaultRandom(),
    code: text().notNull(),
    name: text().notNull(),
    payerId: uuid().references(() => payers.id),
    prices: jsonb().$type<CarePackageInput['prices']>().notNull(),
    roomDays: integer().notNull().default(0),
    inclusions: jsonb().$type<CarePackageInput['inclusions']>().notNull(),
    exclusions: jsonb().$type<CarePackageInput['exclusions']>().notNull(),
    isActive: boolean().notNull().default(true),
    updatedByName: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('care_packages_code_uq').on(t.code),
    check('care_packages_room_days_check', sql`${t.roomDays} >= 0`),
  ],
);

/**
 * A package on a stay, with its terms as they were then. One is Active at a time; changing it ends
 * the old one as Changed and breaking it (back to itemised billing) as Broken, each with who, when
 * and why. The bill is computed from the Active one until it is finalized.
 */
export const stayPackages = pgTable(
  'stay_packages',
  {
    id: uuid().primaryKey().defaultRandom(),
    admissionId: uuid()
      .notNull()
      .references(() => admissions.id),
    packageId: uuid()
      .notNull()
      .references(() => carePackages.id),
    terms: jsonb().$type<PackageTerms>().notNull(),
    status: text().notNull().default('Active'),
    appliedBy: uuid(),
    appliedByName: text().notNull(),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedBy: uuid(),
    endedByName: text(),
    endedAt: timestamp({ withTimezone: true }),
    /** Why it was changed or broken (or why a package replaced another). */
    reason: text().notNull().default(''),
  },
  (t) => [
    valuesCheck('stay_packages_status_check', t.status, STAY_PACKAGE_STATUSES),
    uniqueIndex('stay_packages_active_uq')
      .on(t.admissionId)
      .where(sql`${t.status} = 'Active'`),
    index('stay_packages_admission_idx').on(t.admissionId, t.appliedAt),
  ],
);
