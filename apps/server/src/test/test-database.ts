import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { databaseFromPool, poolOnSocket, type Database } from '../db/client.ts';
import { startPgliteServer } from '../db/embedded/pglite-server.ts';
import { migrateDatabase } from '../db/migrate.ts';

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on the PostgreSQL server at TEST_DATABASE_URL, dropped on close. */
async function freshPostgres(url: string): Promise<Database> {
  const name = `clinic_test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 10 });
  return databaseFromPool(
    pool,
    'postgres',
    async () => {
      await pool.end();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
    () => undefined,
  );
}

/** An in-memory PGlite served in this process, reached through `pg` like the real thing. */
async function freshPglite(): Promise<Database> {
  const socketDir = mkdtempSync(join(tmpdir(), 'clinic-test-db-'));
  const server = await startPgliteServer({ dataDir: undefined, socketDir });
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
  const database = url ? await freshPostgres(url) : await freshPglite();
  await migrateDatabase(database.db);
  return database;
}
