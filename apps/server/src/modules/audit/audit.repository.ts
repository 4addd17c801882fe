import type { AuditQuery } from '@clinic/shared';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from './audit.table.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export const auditRepository = {
  async insert(db: DbOrTx, row: NewAuditRow): Promise<void> {
    await db.insert(auditLog).values(row);
  },

  /** Newest first; dates are whole days in the clinic's time zone. */
  async list(db: DbOrTx, query: AuditQuery, timeZone: string): Promise<{ rows: AuditRow[]; total: number }> {
    const conditions: SQL[] = [];
    if (query.userId) conditions.push(eq(auditLog.actorId, query.userId));
    if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
    if (query.action) conditions.push(eq(auditLog.action, query.action));
    if (query.from) conditions.push(gte(auditLog.at, sql`(${query.from}::date)::timestamp at time zone ${timeZone}`));
    if (query.to) conditions.push(lt(auditLog.at, sql`(${query.to}::date + 1)::timestamp at time zone ${timeZone}`));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },
};
