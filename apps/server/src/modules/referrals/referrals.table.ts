import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Referral sources. A delete sets deleted_at, so patients referred earlier keep their source. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    referralType: text().notNull(),
    referralCode: text().notNull(),
    speciality: text(),
    qualification: text(),
    hospitalName: text(),
    address: text().notNull(),
    city: text(),
    state: text(),
    pinCode: text(),
    email: text(),
    phone: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referrals_code_uq')
      .on(sql`lower(${t.referralCode})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
