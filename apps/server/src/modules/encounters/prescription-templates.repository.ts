import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { drugs } from '../inventory/inventory.table.ts';
import { departments } from '../staff/departments.table.ts';
import { users } from '../staff/staff.table.ts';
import { prescriptionTemplates, type TemplateLineRow } from './prescription-templates.table.ts';

export type TemplateRow = typeof prescriptionTemplates.$inferSelect & { departmentName: string | null };
export type DepartmentRef = { id: string; name: string };

const columns = {
  id: prescriptionTemplates.id,
  name: prescriptionTemplates.name,
  doctorId: prescriptionTemplates.doctorId,
  departmentId: prescriptionTemplates.departmentId,
  lines: prescriptionTemplates.lines,
  advice: prescriptionTemplates.advice,
  createdBy: prescriptionTemplates.createdBy,
  createdAt: prescriptionTemplates.createdAt,
  updatedAt: prescriptionTemplates.updatedAt,
  departmentName: departments.name,
};

const withDepartment = (db: DbOrTx) =>
  db
    .select(columns)
    .from(prescriptionTemplates)
    .leftJoin(departments, eq(departments.id, prescriptionTemplates.departmentId));

/** Prescription templates, and what they need to read of users, departments and drugs. */
export const prescriptionTemplatesRepository = {
  /**
   * The department a doctor belongs to: the one their speciality names (the departments were
   * seeded from the speciality list and are matched the same way, ignoring case).
   */
  async departmentOf(db: DbOrTx, userId: string): Promise<DepartmentRef | undefined> {
    const [row] = await db
      .select({ id: departments.id, name: departments.name })
      .from(users)
      .innerJoin(departments, sql`lower(${departments.name}) = lower(${users.speciality})`)
      .where(eq(users.id, userId));
    return row;
  },

  async department(db: DbOrTx, id: string): Promise<DepartmentRef | undefined> {
    const [row] = await db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(eq(departments.id, id));
    return row;
  },

  /** The doctor's own templates and the department's, by name. */
  usableBy: (db: DbOrTx, doctorId: string, departmentId: string | null): Promise<TemplateRow[]> =>
    withDepartment(db)
      .where(
        or(
          eq(prescriptionTemplates.doctorId, doctorId),
          departmentId ? eq(prescriptionTemplates.departmentId, departmentId) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${prescriptionTemplates.name})`)),

  async one(db: DbOrTx, id: string, lock = false): Promise<TemplateRow | undefined> {
    const query = withDepartment(db).where(eq(prescriptionTemplates.id, id));
    const [row] = lock ? await query.for('update', { of: prescriptionTemplates }) : await query;
    return row;
  },

  async insert(tx: DbOrTx, values: typeof prescriptionTemplates.$inferInsert) {
    const [row] = await tx.insert(prescriptionTemplates).values(values).returning({ id: prescriptionTemplates.id });
    if (!row) throw new Error('insert into prescription_templates returned no row');
    return row.id;
  },

  async update(tx: DbOrTx, id: string, values: { name?: string; lines?: TemplateLineRow[]; advice?: string }) {
    await tx
      .update(prescriptionTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(prescriptionTemplates.id, id));
  },

  async remove(tx: DbOrTx, id: string) {
    await tx.delete(prescriptionTemplates).where(eq(prescriptionTemplates.id, id));
  },

  /** The drugs by id, deleted ones too (a template still names them), with whether each is live. */
  async drugsByIds(db: DbOrTx, ids: string[]): Promise<Map<string, { name: string; live: boolean }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: drugs.id, name: drugs.name, deletedAt: drugs.deletedAt })
      .from(drugs)
      .where(inArray(drugs.id, [...new Set(ids)]));
    return new Map(rows.map((r) => [r.id, { name: r.name, live: r.deletedAt === null }]));
  },
};
