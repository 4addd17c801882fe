import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded, type Database } from './client.ts';
import { createTestDatabase } from '../test/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the database connection', () => {
  it('keeps working after SQL errors, with named prepared statements', async () => {
    await database.pool.query('create table recovery_probe (x int primary key)');
    await database.pool.query('insert into recovery_probe values (1)');
    const named = { name: 'recovery_probe_stmt', text: 'select $1::int + 1 as v', values: [1] };
    await database.pool.query(named);
    for (const failing of ['select 1/0', 'insert into recovery_probe values (1)']) {
      await expect(database.pool.query(failing)).rejects.toThrow();
      expect((await database.pool.query(named)).rows).toEqual([{ v: 2 }]);
      expect((await database.db.execute(sql`select count(*)::int as n from recovery_probe`)).rows).toEqual([{ n: 1 }]);
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'survives PostgreSQL ending a connection checked out between two statements, and serves again',
    async () => {
      const client = await database.pool.connect();
      // Counts the client's error events without listening (a listener would hide the defect).
      let errors = 0;
      const emit = client.emit.bind(client);
      client.emit = (event: string | symbol, ...args: unknown[]) => {
        if (event === 'error') errors += 1;
        return emit(event, ...args);
      };
      try {
        await client.query('begin');
        const pid = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
        // A failover, a restart or an administrator ending the app's sessions.
        await database.pool.query('select pg_terminate_backend($1)', [pid]);
        // Without a listener on the checked-out client, its error event would end the process here.
        await expect.poll(() => errors, { timeout: 5_000 }).toBeGreaterThan(0);
        await expect(client.query('select 1')).rejects.toThrow();
      } finally {
        client.release(true);
      }
      expect((await database.db.execute(sql`select 1 as ok`)).rows).toEqual([{ ok: 1 }]);
    },
  );

  it('restarts the embedded database process when it dies, with every committed row kept', async () => {
    const messages: string[] = [];
    const embedded = await openEmbedded(mkdtempSync(join(tmpdir(), 'clinic-restart-')), (m) => messages.push(m));
    try {
      await embedded.pool.query('create table bills_probe (n int primary key)');
      for (let n = 1; n <= 50; n++) await embedded.pool.query('insert into bills_probe values ($1)', [n]);
      const first = embedded.processId?.();
      expect(first).toBeGreaterThan(0);
      process.kill(first as number, 'SIGKILL');
      // Requests meanwhile fail as 'unavailable' (503 at the API); then the restarted one answers.
      await expect
        .poll(
          async () =>
            (
              await embedded.pool
                .query<{ n: number }>('select count(*)::int as n from bills_probe')
                .catch(() => undefined)
            )?.rows[0]?.n,
          { timeout: 30_000, interval: 250 },
        )
        .toBe(50);
      expect(embedded.processId?.()).not.toBe(first);
      await embedded.pool.query('insert into bills_probe values (51)');
      expect(messages).toContain('embedded database process ended (SIGKILL); restarting it');
      expect(messages).toContain('embedded database restarted');
    } finally {
      await embedded.close();
    }
  }, 60_000);
});
