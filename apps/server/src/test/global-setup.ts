import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseFromPool, poolOnSocket } from '../db/client.ts';
import { startPgliteServer } from '../db/embedded/pglite-server.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { adminQuery, postgresDatabase } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file copies. */
    templateDatabase: string;
    /** PGlite: a tar of the migrated data directory each test file starts from. */
    templateDataDir: string;
  }
}

/**
 * Migrates one template database before any test file runs, so each file starts from a copy
 * instead of running initdb and every migration itself (decision 0008).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `clinic_template_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(url, `create database ${name}`);
    const database = postgresDatabase(url, name);
    await migrateDatabase(database.db);
    await database.close();
    project.provide('templateDatabase', name);
    project.provide('templateDataDir', '');
    return () => adminQuery(url, `drop database if exists ${name} with (force)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'clinic-template-'));
  const server = await startPgliteServer({ dataDir: undefined, socketDir: dir });
  const pool = poolOnSocket(dir);
  await migrateDatabase(databaseFromPool(pool, 'pglite', async () => undefined).db);
  await pool.end();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await (await server.dump()).arrayBuffer()));
  await server.stop();
  project.provide('templateDatabase', '');
  project.provide('templateDataDir', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
