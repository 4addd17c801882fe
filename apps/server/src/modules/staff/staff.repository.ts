import type { StaffListQuery } from '@clinic/shared/staff';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchAny, selectPage } from '../../db/list.ts';
import { users } from './staff.table.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const staffRepository = {
  async findByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },
  async findById(db: DbOrTx, id: string, lock = false): Promise<UserRow | undefined> {
    const query = db.select().from(users).where(eq(users.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },
  async emailTaken(db: DbOrTx, email: string, exceptId?: string): Promise<boolean> {
    const where = exceptId ? and(eq(users.email, email), ne(users.id, exceptId)) : eq(users.email, email);
    const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
    return row !== undefined;
  },
  async insert(db: DbOrTx, values: NewUserRow): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert into users returned no row');
    return row;
  },
  async update(db: DbOrTx, id: string, values: Partial<NewUserRow>): Promise<UserRow> {
    const [row] = await db
      .update(users)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error('update of users matched no row');
    return row;
  },
  async count(db: DbOrTx): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row?.n ?? 0;
  },
  /** Locks every active clinicAdmin row, so two concurrent changes cannot remove the last one. */
  async lockActiveAdmins(db: DbOrTx): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isActive, true), sql`'clinicAdmin' = any(${users.roles})`))
      .for('update');
    return rows.map((r) => r.id);
  },
  list(db: DbOrTx, query: StaffListQuery): Promise<{ rows: UserRow[]; total: number }> {
    return selectPage(db, users, {
      where: [
        searchAny([users.name, users.email], query.search),
        query.role ? sql`${query.role} = any(${users.roles})` : undefined,
        query.status !== 'all' ? eq(users.isActive, query.status === 'active') : undefined,
      ],
      orderBy: [asc(sql`lower(${users.name})`), asc(users.id)],
      page: query.page,
      pageSize: query.pageSize,
    });
  },
};
