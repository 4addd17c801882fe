import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createReadAuditWriter } from './read-audit-writer.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const row = (entityId: string) => ({
  actorId: null,
  actorName: 'Batch Tester',
  actorRole: 'reception',
  ip: '10.0.0.7',
  action: 'view',
  entityType: 'patient',
  entityId,
  summary: 'Found in patient search',
});

async function rowsOf(actorName: string) {
  const result = await database.db.execute<{ entity_id: string; ip: string; summary: string; txid: string }>(
    sql`select entity_id, ip, summary, xmin::text as txid from audit_log where actor_name = ${actorName} order by id`,
  );
  return result.rows;
}

describe('read audit writer', () => {
  it('commits every request’s rows before it resolves, many requests in one transaction', async () => {
    const writer = createReadAuditWriter(database.db);
    // Fifty reads at once: the first starts a batch, the other 49 wait and go together in the next.
    await Promise.all(Array.from({ length: 50 }, (_, i) => writer.write([row(`p-${i}`), row(`q-${i}`)])));
    const rows = await rowsOf('Batch Tester');
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.entity_id)).size).toBe(100);
    expect(rows[0]).toMatchObject({ ip: '10.0.0.7', summary: 'Found in patient search' });
    const transactions = new Set(rows.map((r) => r.txid));
    expect(transactions.size).toBeLessThanOrEqual(2);
  });

  it('fails the read when its rows cannot be written, and keeps serving the next ones', async () => {
    const writer = createReadAuditWriter(database.db);
    const bad = { ...row('x'), actorId: 'not-a-uuid', actorName: 'Bad Batch' };
    await expect(writer.write([bad])).rejects.toThrow();
    await writer.write([{ ...row('after'), actorName: 'After Failure' }]);
    expect(await rowsOf('After Failure')).toHaveLength(1);
    expect(await rowsOf('Bad Batch')).toHaveLength(0);
  });

  it('writes nothing and resolves at once for a read that showed no records', async () => {
    const writer = createReadAuditWriter(database.db);
    await writer.write([]);
    expect(await rowsOf('Nobody')).toHaveLength(0);
  });

  it('writes each batch in one statement on connections that commit without waiting for the disk', async () => {
    const writer = createReadAuditWriter(database.db, database.db);
    await Promise.all(Array.from({ length: 10 }, (_, i) => writer.write([{ ...row(`a-${i}`), actorName: 'Async' }])));
    const rows = await rowsOf('Async');
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.txid)).size).toBeLessThanOrEqual(2);
  });
});
