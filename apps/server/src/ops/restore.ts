import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { acquireDataDirLock } from '../db/embedded/data-dir-lock.ts';
import { verifiedManifest, type BackupManifest } from './backup-files.ts';

/**
 * Restores a backup into an empty embedded data directory: PGlite starts from the archive and
 * replays its write-ahead log to the last commit it holds.
 */
async function intoDataDir(file: string, dataDir: string): Promise<void> {
  const target = join(dataDir, 'pglite');
  if (existsSync(target) && readdirSync(target).length > 0)
    throw new Error(`${target} already holds a database: restore into an empty DATA_DIR (or move that one away).`);
  const release = acquireDataDirLock(dataDir);
  try {
    const archive = new Blob([readFileSync(file)], { type: 'application/gzip' });
    const db = await PGlite.create({ dataDir: target, loadDataDir: archive, extensions: { pg_trgm } });
    await db.query('select count(*) from drizzle.__drizzle_migrations');
    await db.close();
  } finally {
    release();
  }
}

/** Restores a pg_dump backup into an empty PostgreSQL database. */
async function intoPostgres(file: string, connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')",
    );
    if ((rows[0]?.n ?? 0) > 0) throw new Error('The database at DATABASE_URL is not empty: restore into an empty one.');
  } finally {
    await client.end();
  }
  await new Promise<void>((resolve, reject) => {
    const restore = spawn('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${connectionString}`, file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    restore.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    restore.on('error', (err) => reject(new Error(`pg_restore could not run (${err.message})`)));
    restore.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_restore failed: ${stderr.trim()}`))));
  });
}

/** Checks the backup (checksum, schema version, kind) and restores it where the configuration points. */
export async function restoreBackup(
  file: string,
  target: { dataDir: string; databaseUrl: string | undefined },
): Promise<BackupManifest> {
  const manifest = await verifiedManifest(file);
  const wanted = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.kind !== wanted)
    throw new Error(
      `${file} is a backup of ${manifest.kind === 'pglite' ? 'the embedded database' : 'PostgreSQL'}; ` +
        `this configuration uses ${wanted === 'pglite' ? 'the embedded database' : 'PostgreSQL (DATABASE_URL)'}.`,
    );
  if (target.databaseUrl) await intoPostgres(file, target.databaseUrl);
  else await intoDataDir(file, target.dataDir);
  return manifest;
}
