import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';

/** The clinic's departments: master data the administrator keeps, never deleted (stays name them). */
export const departments = pgTable(
  'departments',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    admits: boolean().notNull().default(true),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('departments_name_uq').on(sql`lower(${t.name})`)],
);
