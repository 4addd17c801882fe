import {
  departmentInputSchema,
  DUPLICATE_DEPARTMENT,
  UNKNOWN_DEPARTMENT,
  type Department,
  type DepartmentInput,
} from '@clinic/shared/staff';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { departments } from './departments.table.ts';

type DepartmentRow = typeof departments.$inferSelect;

const toDepartment = (r: DepartmentRow): Department => ({
  _id: r.id,
  name: r.name,
  admits: r.admits,
  isActive: r.isActive,
});

/**
 * The clinic's departments as master data: the administrator adds, renames and retires them;
 * admissions and doctors' specialities name one. Retired ones stay, so old stays still read.
 */
export function createDepartmentsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  const saved = async (work: () => Promise<DepartmentRow | undefined>, id?: string): Promise<Department> => {
    try {
      const row = await work();
      if (!row) throw notFound(`Department with ID ${id} not found`);
      return toDepartment(row);
    } catch (error) {
      throw isUniqueViolation(error, 'departments_name_uq') ? conflict(DUPLICATE_DEPARTMENT) : error;
    }
  };

  return {
    async list(): Promise<Department[]> {
      const rows = await db.select().from(departments).orderBy(asc(departments.name));
      return rows.map(toDepartment);
    },

    /** The department's name as the master spells it, when it is active and admits; 422 otherwise. */
    async admittingName(tx: DbOrTx, name: string): Promise<string> {
      const [row] = await tx
        .select()
        .from(departments)
        .where(sql`lower(${departments.name}) = lower(${name.trim()})`);
      if (!row || !row.isActive || !row.admits) throw ruleBroken(UNKNOWN_DEPARTMENT);
      return row.name;
    },

    async create(input: DepartmentInput, actor: Actor): Promise<Department> {
      const v = departmentInputSchema.parse(input);
      return saved(() =>
        db.transaction(async (tx) => {
          const [row] = await tx.insert(departments).values(v).returning();
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'department',
            entityId: row?.id ?? '',
            summary: `Department ${v.name}`,
          });
          return row;
        }),
      );
    },

    async update(id: string, input: DepartmentInput, actor: Actor): Promise<Department> {
      const v = departmentInputSchema.parse(input);
      return saved(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .update(departments)
              .set({ ...v, updatedAt: new Date() })
              .where(eq(departments.id, id))
              .returning();
            if (row)
              await audit.record(tx, actor, {
                action: 'update',
                entityType: 'department',
                entityId: id,
                summary: `Department ${v.name}${v.isActive ? '' : ' (retired)'}`,
              });
            return row;
          }),
        id,
      );
    },
  };
}

export type DepartmentsService = ReturnType<typeof createDepartmentsService>;
