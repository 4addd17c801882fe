import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { poolOnSocket, databaseFromPool, type Database } from '../db/client.ts';
import { startPgliteServer } from '../db/embedded/pglite-server.ts';
import { adminQuery, postgresDatabase } from './postgres-admin.ts';

/** A copy of the migrated template on the PostgreSQL server at TEST_DATABASE_URL, dropped on close. */
async function freshPostgres(url: string, template: string): Promise<Database> {
  const name = `clinic_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await adminQuery(url, `create database ${name} template ${template}`);
  const database = postgresDatabase(url, name);
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

/** An in-memory PGlite started from the migrated template, served in this process and reached through `pg`. */
async function freshPglite(templateFile: string): Promise<Database> {
  const socketDir = mkdtempSync(join(tmpdir(), 'clinic-test-db-'));
  const server = await startPgliteServer({
    dataDir: undefined,
    socketDir,
    loadDataDir: new Blob([readFileSync(templateFile)]),
  });
  const pool = poolOnSocket(socketDir);
  return databaseFromPool(pool, 'pglite', async () => {
    await pool.end();
    await server.stop();
    rmSync(socketDir, { recursive: true, force: true });
  });
}

/** A migrated, empty database: PostgreSQL when TEST_DATABASE_URL is set, else in-memory PGlite. */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? freshPostgres(url, inject('templateDatabase')) : freshPglite(inject('templateDataDir'));
}
