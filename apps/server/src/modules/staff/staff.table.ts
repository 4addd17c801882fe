import type { FollowUpRule } from '@clinic/shared/staff';
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid, jsonb } from 'drizzle-orm/pg-core';

/** Staff accounts. Email is stored lower-case and is unique; accounts are deactivated, never deleted. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    roles: text().array().notNull(),
    speciality: text(),
    /** Printed under a doctor's name on prescriptions and reports ("MBBS, MD (Medicine)"). */
    qualification: text(),
    /** Medical council registration number, which an Indian prescription must carry. */
    registrationNumber: text(),
    /** The doctor's consultation fee, charged with each consultation; unset uses the catalogue's. */
    consultationFeePaise: bigint({ mode: 'number' }),
    /** The follow-up rule (days, visits, fee); null: every visit pays the consultation fee. */
    followUpRule: jsonb().$type<FollowUpRule>(),
    passwordHash: text().notNull(),
    mustChangePassword: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), index('users_name_idx').on(sql`lower(${t.name})`)],
);
