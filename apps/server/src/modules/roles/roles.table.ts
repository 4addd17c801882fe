import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../staff/staff.table.ts';

/** A clinic's own role: a name and the permissions it grants (names from the shared table). */
export const customRoles = pgTable(
  'custom_roles',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text(),
    permissions: text().array().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('custom_roles_name_uq').on(sql`lower(${t.name})`)],
);

/** Which staff hold which of the clinic's own roles. A role held by anyone cannot be deleted. */
export const staffCustomRoles = pgTable(
  'staff_custom_roles',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id),
    roleId: uuid()
      .notNull()
      .references(() => customRoles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('staff_custom_roles_role_idx').on(t.roleId)],
);
