import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../staff/staff.table.ts';
import { customRoles, staffCustomRoles } from './roles.table.ts';

export type CustomRoleRow = typeof customRoles.$inferSelect;
type RoleValues = { name: string; description: string | null; permissions: string[] };

// Outer columns are written qualified: Drizzle leaves a column unqualified in a one-table select,
// and inside the subquery an unqualified "id" would be the joined table's.
const activeHolders = sql<number>`(
  select count(*)::int from ${staffCustomRoles} s join ${users} u on u.id = s.user_id
  where s.role_id = "custom_roles"."id" and u.is_active)`;

export const rolesRepository = {
  async list(db: DbOrTx) {
    return db
      .select({ role: customRoles, staffCount: activeHolders })
      .from(customRoles)
      .orderBy(asc(sql`lower(${customRoles.name})`));
  },
  async find(db: DbOrTx, id: string, lock = false) {
    const query = db.select().from(customRoles).where(eq(customRoles.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
  async staffCount(db: DbOrTx, id: string): Promise<number> {
    const [row] = await db.select({ n: activeHolders }).from(customRoles).where(eq(customRoles.id, id));
    return row?.n ?? 0;
  },
  async holders(db: DbOrTx, id: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(staffCustomRoles).where(eq(staffCustomRoles.roleId, id));
    return row?.n ?? 0;
  },
  async insert(db: DbOrTx, values: RoleValues): Promise<CustomRoleRow> {
    const [row] = await db.insert(customRoles).values(values).returning();
    if (!row) throw new Error('insert into custom_roles returned no row');
    return row;
  },
  async update(db: DbOrTx, id: string, values: RoleValues): Promise<CustomRoleRow> {
    const [row] = await db
      .update(customRoles)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(customRoles.id, id))
      .returning();
    if (!row) throw new Error('update of custom_roles matched no row');
    return row;
  },
  async remove(db: DbOrTx, id: string): Promise<void> {
    await db.delete(customRoles).where(eq(customRoles.id, id));
  },
  async existing(db: DbOrTx, ids: string[]): Promise<{ id: string; name: string }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: customRoles.id, name: customRoles.name })
      .from(customRoles)
      .where(inArray(customRoles.id, ids));
  },
  async replaceAssignments(db: DbOrTx, userId: string, roleIds: string[]): Promise<void> {
    await db.delete(staffCustomRoles).where(eq(staffCustomRoles.userId, userId));
    if (roleIds.length > 0) await db.insert(staffCustomRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  },
  async assignmentsOf(db: DbOrTx, userIds: string[]) {
    if (userIds.length === 0) return [];
    return db
      .select({ userId: staffCustomRoles.userId, id: customRoles.id, name: customRoles.name })
      .from(staffCustomRoles)
      .innerJoin(customRoles, eq(customRoles.id, staffCustomRoles.roleId))
      .where(and(inArray(staffCustomRoles.userId, userIds)))
      .orderBy(asc(sql`lower(${customRoles.name})`));
  },
};
