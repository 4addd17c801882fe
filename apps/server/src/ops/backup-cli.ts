/**
 * `npm run backup [-- --to DIR]`: a consistent, compressed, checksummed backup of the whole
 * database into DIR (BACKUP_DIR, ./backups by default), whether or not the server is running.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openEmbedded, openPostgres } from '../db/client.ts';
import { serverHolding } from '../db/embedded/data-dir-lock.ts';
import { backupDatabase, backupRequestFile, backupResultFile, type BackupResult } from './backup.ts';
import type { BackupManifest } from './backup-files.ts';

const config = loadConfig(process.env, []);
const { values } = parseArgs({ options: { to: { type: 'string', default: config.settings.backupDir } } });
const dir = resolve(values.to);
const started = Date.now();

/** Asks the running server, which alone may open the embedded database, and waits for its answer. */
async function throughServer(pid: number): Promise<BackupManifest> {
  const id = randomUUID();
  writeFileSync(backupRequestFile(config.dataDir), JSON.stringify({ id, dir }));
  process.kill(pid, 'SIGUSR2');
  const resultFile = backupResultFile(config.dataDir, id);
  for (let waited = 0; waited < 30 * 60_000; waited += 250) {
    if (existsSync(resultFile)) {
      const result = JSON.parse(readFileSync(resultFile, 'utf8')) as BackupResult;
      rmSync(resultFile, { force: true });
      if (!result.ok) throw new Error(result.error);
      return result.manifest;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server (pid ${pid}) did not answer the backup request within 30 minutes`);
}

async function directly(): Promise<BackupManifest> {
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pglite')))
    throw new Error(`There is no database in ${config.dataDir} to back up (set DATA_DIR)`);
  const database = config.databaseUrl ? openPostgres(config.databaseUrl, 1) : await openEmbedded(config.dataDir);
  try {
    return await backupDatabase(database, dir);
  } finally {
    await database.close();
  }
}

try {
  const pid = config.databaseUrl ? undefined : serverHolding(config.dataDir);
  const manifest = pid ? await throughServer(pid) : await directly();
  const mb = (manifest.bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backup written: ${join(dir, manifest.file)} (${mb} MB, schema ${manifest.schemaVersion}, ` +
      `sha256 ${manifest.sha256.slice(0, 12)}…) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
