import type { StaffListQuery } from '@clinic/shared';
import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from './staff.table.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

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
  async list(db: DbOrTx, query: StaffListQuery): Promise<{ rows: UserRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.search) {
      const pattern = likePattern(query.search);
      const match = or(ilike(users.name, pattern), ilike(users.email, pattern));
      if (match) conditions.push(match);
    }
    if (query.role) conditions.push(sql`${query.role} = any(${users.roles})`);
    if (query.status !== 'all') conditions.push(eq(users.isActive, query.status === 'active'));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },
};
