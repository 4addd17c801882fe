import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { NewAuditRow } from './audit.repository.ts';

type Waiting = { rows: NewAuditRow[]; resolve: () => void; reject: (err: unknown) => void };

/**
 * Writes the audit rows of reads (views of patient data) for all requests together.
 *
 * A read waits until its rows are committed, so no patient data leaves the server unless the
 * database holds who saw it; a failed write fails the read. What changes is the cost: rows that
 * arrive while one batch is being written go together in the next (one statement for every
 * waiting request), and a batch commits with `synchronous_commit = off`, so it does not wait for
 * its own flush to disk. The bound (decision 0033): a crash of the database's machine can lose the
 * read audits of at most the last 3 × `wal_writer_delay` (600 ms by default) on PostgreSQL; the
 * embedded database flushes its files every 2 s for every write alike (decision 0022). Writes of
 * clinical and money data keep their synchronous commits.
 */
export function createReadAuditWriter(db: Db, asyncCommitDb?: Db) {
  let waiting: Waiting[] = [];
  let writing = false;

  async function writeBatches(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await insertBatch(
          db,
          asyncCommitDb,
          batch.flatMap((w) => w.rows),
        );
        for (const w of batch) w.resolve();
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    writing = false;
  }

  return {
    /** Resolves once the rows are committed (rejects when they could not be written). */
    write(rows: NewAuditRow[]): Promise<void> {
      if (rows.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        waiting.push({ rows, resolve, reject });
        if (!writing) void writeBatches();
      });
    },
  };
}

export type ReadAuditWriter = ReturnType<typeof createReadAuditWriter>;

/**
 * One statement whatever the batch's size: the rows go as eight arrays, unnested in the database.
 * On connections that commit without waiting for the disk it is a single round trip; otherwise it
 * is wrapped in a transaction that turns the wait off for itself (begin, set, insert, commit).
 */
async function insertBatch(db: Db, asyncCommitDb: Db | undefined, rows: NewAuditRow[]): Promise<void> {
  // sql.param: a bare array in drizzle's template would become a list of parameters, not one array.
  const column = <K extends keyof NewAuditRow>(key: K) => sql.param(rows.map((r) => r[key] ?? null));
  const insert = sql`
    insert into audit_log (actor_id, actor_name, actor_role, ip, action, entity_type, entity_id, summary)
    select * from unnest(
      ${column('actorId')}::uuid[], ${column('actorName')}::text[], ${column('actorRole')}::text[],
      ${column('ip')}::text[], ${column('action')}::text[], ${column('entityType')}::text[],
      ${column('entityId')}::text[], ${sql.param(rows.map((r) => r.summary ?? ''))}::text[])`;
  if (asyncCommitDb) {
    await asyncCommitDb.execute(insert);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    await tx.execute(insert);
  });
}
