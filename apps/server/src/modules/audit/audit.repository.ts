import type { AuditQuery } from '@clinic/shared/audit';
import { desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { selectPage } from '../../db/list.ts';
import { auditLog } from './audit.table.ts';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export const auditRepository = {
  async insert(db: DbOrTx, row: NewAuditRow): Promise<void> {
    await db.insert(auditLog).values(row);
  },

  async insertMany(db: DbOrTx, rows: NewAuditRow[]): Promise<void> {
    if (rows.length > 0) await db.insert(auditLog).values(rows);
  },

  /** Newest first; dates are whole days in the clinic's time zone. */
  list(db: DbOrTx, query: AuditQuery, timeZone: string): Promise<{ rows: AuditRow[]; total: number }> {
    return selectPage(db, auditLog, {
      where: [
        query.userId ? eq(auditLog.actorId, query.userId) : undefined,
        query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.from ? gte(auditLog.at, sql`(${query.from}::date)::timestamp at time zone ${timeZone}`) : undefined,
        query.to ? lt(auditLog.at, sql`(${query.to}::date + 1)::timestamp at time zone ${timeZone}`) : undefined,
      ],
      orderBy: [desc(auditLog.at), desc(auditLog.id)],
      page: query.page,
      pageSize: query.pageSize,
    });
  },
};
