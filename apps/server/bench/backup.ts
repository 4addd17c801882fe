/**
 * Backup and restore at scale (issue 28): a database of 1,000,000 synthetic patients is backed up
 * with `backupDatabase` (what `npm run backup` and the schedule run) and restored with
 * `restoreBackup` (`npm run restore`) into an empty target, then the patients are counted.
 * PostgreSQL at BENCH_DATABASE_URL (default the local `test` server), then the embedded PGlite.
 *
 *   npm run bench:backup                    both
 *   npm run bench:backup -- --postgres      PostgreSQL only
 *   npm run bench:backup -- --pglite        PGlite only
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openEmbedded, openPostgres, type Database } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { backupDatabase } from '../src/ops/backup.ts';
import { restoreBackup } from '../src/ops/restore.ts';
import { withScratchPostgres } from './lib/server.ts';
import { loadPatients } from './lib/synthetic-patients.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COUNT = Number(process.env.BENCH_BACKUP_COUNT ?? 1_000_000);
const log = (msg: string) => console.log(msg);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const results: string[] = [];

async function load(database: Database): Promise<void> {
  const started = performance.now();
  await migrateDatabase(database.db);
  await loadPatients(database.pool, COUNT, 100_000, log);
  log(`  loaded ${COUNT.toLocaleString('en-IN')} patients in ${seconds(started)}`);
}

async function countPatients(database: Database): Promise<number> {
  return (await database.pool.query<{ n: number }>('select count(*)::int as n from patients')).rows[0]?.n ?? 0;
}

async function measure(
  title: string,
  source: Database,
  restoreInto: (file: string) => Promise<Database>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-bench-backup-'));
  try {
    let started = performance.now();
    const manifest = await backupDatabase(source, dir);
    const backupTime = seconds(started);
    started = performance.now();
    const restored = await restoreInto(join(dir, manifest.file));
    const restoreTime = seconds(started);
    const count = await countPatients(restored);
    await restored.close();
    const line = `${title}: backup ${backupTime}, ${(manifest.bytes / 1024 / 1024).toFixed(1)} MB; restore ${restoreTime}; ${count.toLocaleString('en-IN')} patients after restore`;
    log(`  ${line}`);
    results.push(line);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<void> {
  await withScratchPostgres(ADMIN_URL, async (sourceUrl) => {
    log(`PostgreSQL: loading ${COUNT.toLocaleString('en-IN')} patients`);
    const source = openPostgres(sourceUrl);
    await load(source);
    await withScratchPostgres(ADMIN_URL, async (targetUrl) => {
      await measure(`PostgreSQL, ${COUNT.toLocaleString('en-IN')} patients`, source, async (file) => {
        await restoreBackup(file, { dataDir: '', databaseUrl: targetUrl });
        return openPostgres(targetUrl);
      });
    });
    await source.close();
  });
}

async function benchPglite(): Promise<void> {
  const dirs = [mkdtempSync(join(tmpdir(), 'clinic-bench-')), mkdtempSync(join(tmpdir(), 'clinic-bench-restored-'))];
  try {
    log(`PGlite: loading ${COUNT.toLocaleString('en-IN')} patients into ${dirs[0]}`);
    const source = await openEmbedded(dirs[0] as string);
    await load(source);
    await measure(`PGlite (embedded), ${COUNT.toLocaleString('en-IN')} patients`, source, async (file) => {
      await restoreBackup(file, { dataDir: dirs[1] as string, databaseUrl: undefined });
      return openEmbedded(dirs[1] as string);
    });
    await source.close();
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv.includes('--postgres') ? 'postgres' : process.argv.includes('--pglite') ? 'pglite' : 'both';
if (only !== 'pglite') await benchPostgres();
if (only !== 'postgres') await benchPglite();
console.log(`\n${results.join('\n')}`);
