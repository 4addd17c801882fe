import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns.ts';
import { departments } from '../staff/departments.table.ts';
import { users } from '../staff/staff.table.ts';

/** One line of a saved prescription: the drug by id (its name and schedule are read afresh when used). */
export interface TemplateLineRow {
  drugId: string;
  dose: string;
  frequency: string;
  durationDays: number;
  route: string;
  instructions: string;
}

/**
 * A prescription a doctor saves to write again in one click: their own (doctor_id) or their
 * department's (department_id), exactly one of the two. Names are unique per owner.
 */
export const prescriptionTemplates = pgTable(
  'prescription_templates',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    doctorId: uuid().references(() => users.id),
    departmentId: uuid().references(() => departments.id),
    lines: jsonb().$type<TemplateLineRow[]>().notNull(),
    advice: text().notNull().default(''),
    createdBy: uuid()
      .notNull()
      .references(() => users.id),
    ...timestamps,
  },
  (t) => [
    check('prescription_templates_one_owner', sql`(${t.doctorId} is null) <> (${t.departmentId} is null)`),
    uniqueIndex('prescription_templates_name_uq').on(
      sql`coalesce(${t.doctorId}, ${t.departmentId})`,
      sql`lower(${t.name})`,
    ),
    index('prescription_templates_department_idx').on(t.departmentId),
  ],
);
