import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Database } from '../db/client.ts';
import { backupFileName, databaseSchemaVersion, writeManifest, type BackupManifest } from './backup-files.ts';

/**
 * Creates the folder and any missing parents, one level at a time: Node's recursive mkdirSync
 * never returns on some file systems (a folder under /proc spins forever), which would hang the
 * server on a mistyped BACKUP_DIR instead of reporting it.
 */
export function ensureFolder(dir: string): void {
  const missing: string[] = [];
  let at = resolve(dir);
  while (!existsSync(at)) {
    missing.unshift(at);
    const parent = dirname(at);
    if (parent === at) break;
    at = parent;
  }
  for (const folder of missing) mkdirSync(folder);
}

/**
 * Backs the whole database up into `dir`: written under a temporary name and renamed when whole,
 * so a backup that stopped half way never looks like a good one; then its manifest (checksum,
 * schema version) beside it.
 */
export async function backupDatabase(database: Database, dir: string): Promise<BackupManifest> {
  if (!database.backup) throw new Error('This database cannot be backed up');
  ensureFolder(dir);
  const schemaVersion = await databaseSchemaVersion(database.db);
  const file = join(dir, backupFileName(database.kind, schemaVersion));
  const partial = `${file}.partial`;
  try {
    await database.backup(partial);
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return writeManifest(file, database.kind, schemaVersion);
}

/**
 * How `npm run backup` asks a running server on the embedded database (which alone may open it)
 * for a backup: a request file in DATA_DIR and SIGUSR2; the server answers in a result file.
 */
export const backupRequestFile = (dataDir: string) => join(dataDir, 'backup-request.json');
export const backupResultFile = (dataDir: string, id: string) => join(dataDir, `backup-result-${id}.json`);

export type BackupRequest = { id: string; dir: string };
export type BackupResult = { ok: true; manifest: BackupManifest; path: string } | { ok: false; error: string };

/** The server's side: takes the request waiting in DATA_DIR, if any, and writes its result. */
export async function answerBackupRequest(database: Database, dataDir: string): Promise<BackupResult | undefined> {
  const requestFile = backupRequestFile(dataDir);
  if (!existsSync(requestFile)) return undefined;
  const request = JSON.parse(readFileSync(requestFile, 'utf8')) as BackupRequest;
  rmSync(requestFile, { force: true });
  let result: BackupResult;
  try {
    const manifest = await backupDatabase(database, request.dir);
    result = { ok: true, manifest, path: join(request.dir, manifest.file) };
  } catch (err) {
    result = { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  writeFileSync(backupResultFile(dataDir, request.id), JSON.stringify(result));
  return result;
}
