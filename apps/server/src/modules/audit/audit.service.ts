import type { AuditAction, AuditEntry, AuditQuery } from '@clinic/shared/audit';
import type { Paged } from '@clinic/shared/http';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditRepository, type AuditRow, type NewAuditRow } from './audit.repository.ts';
import { createReadAuditWriter } from './read-audit-writer.ts';

/** Who did something: a signed-in user, or (for a failed sign-in) nobody known. */
import type { Actor } from '../../kernel/actor.ts';

export type AuditEvent = {
  action: AuditAction;
  entityType: string;
  entityId?: string | null;
  /** Field names and non-clinical values only; never clinical free text. */
  summary?: string;
};

function toEntry(row: AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    actorRole: row.actorRole,
    action: row.action as AuditAction,
    entityType: row.entityType,
    entityId: row.entityId,
    summary: row.summary,
    ip: row.ip,
  };
}

/** "name, roles" from the fields whose values differ. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): string[] {
  return Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** What a read showed: the records by id, or (no ids) a whole list or report, one row without an entity. */
type View = { entityType: string; entityIds?: string[]; summary: string };

function viewRows(actor: Actor, view: View): NewAuditRow[] {
  const ids: (string | null)[] = view.entityIds ? [...new Set(view.entityIds)] : [null];
  return ids.map((entityId) => ({
    actorId: actor.userId,
    actorName: actor.name,
    actorRole: actor.role,
    ip: actor.ip,
    action: 'view' as const,
    entityType: view.entityType,
    entityId,
    summary: view.summary,
  }));
}

export function createAuditService(db: Db, timeZone: string, asyncCommitDb?: Db) {
  const readAudits = createReadAuditWriter(db, asyncCommitDb);
  return {
    /**
     * The one way to write the audit trail. Pass the transaction that makes the change, so the
     * entry and the change commit or roll back together.
     */
    record: (tx: DbOrTx, actor: Actor, event: AuditEvent) =>
      auditRepository.insert(tx, {
        actorId: actor.userId,
        actorName: actor.name,
        actorRole: actor.role,
        ip: actor.ip,
        action: event.action,
        entityType: event.entityType,
        entityId: event.entityId ?? null,
        summary: event.summary ?? '',
      }),

    /**
     * A read of patient data outside a transaction: one 'view' row per record shown, so a list of
     * 20 patients leaves 20 rows saying who saw which record and when. Resolves once the rows are
     * committed, batched with other requests' reads (read-audit-writer.ts); await it before
     * answering.
     */
    viewed: (actor: Actor, view: View) => readAudits.write(viewRows(actor, view)),

    /** The same rows, in a transaction that also changes something (they commit together). */
    recordViews: (tx: DbOrTx, actor: Actor, view: View & { entityIds: string[] }) =>
      auditRepository.insertMany(tx, viewRows(actor, view)),

    async list(query: AuditQuery): Promise<Paged<AuditEntry>> {
      const { rows, total } = await auditRepository.list(db, query, timeZone);
      return { data: rows.map(toEntry), total, page: query.page, pageSize: query.pageSize };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
