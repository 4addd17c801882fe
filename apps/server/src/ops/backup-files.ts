import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';

/** What a backup holds, written beside it as FILE.json: checked before any restore. */
export type BackupManifest = {
  file: string;
  kind: 'pglite' | 'postgres';
  /** How many migrations the database had applied: a restore refuses one newer than the code. */
  schemaVersion: number;
  sha256: string;
  bytes: number;
  createdAt: string;
};

/** How many migrations this code knows (its schema version). */
export function codeSchemaVersion(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** How many migrations the database has applied. */
export async function databaseSchemaVersion(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return result.rows[0]?.n ?? 0;
}

/** clinic-backup-20261126-195318-s33.tar.gz: sorts by time, names the schema it needs. */
export function backupFileName(kind: BackupManifest['kind'], schemaVersion: number, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d{3}Z$/, '');
  return `clinic-backup-${stamp}-s${schemaVersion}.${kind === 'pglite' ? 'tar.gz' : 'pgdump'}`;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function writeManifest(
  file: string,
  kind: BackupManifest['kind'],
  schemaVersion: number,
): Promise<BackupManifest> {
  const manifest: BackupManifest = {
    file: basename(file),
    kind,
    schemaVersion,
    sha256: await sha256Of(file),
    bytes: statSync(file).size,
    createdAt: new Date().toISOString(),
  };
  writeFileSync(`${file}.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * The backup's manifest, after checking the file is whole (its checksum) and that this code can
 * run its schema. Throws with a message for the person restoring.
 */
export async function verifiedManifest(file: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as BackupManifest;
  } catch {
    throw new Error(`${file}.json (the backup's manifest) is missing or unreadable: keep it beside the backup.`);
  }
  if ((await sha256Of(file)) !== manifest.sha256)
    throw new Error(`${file} does not match its checksum: it is damaged or incomplete. Use another backup.`);
  if (manifest.schemaVersion > codeSchemaVersion())
    throw new Error(
      `${file} comes from a newer version of the app (schema ${manifest.schemaVersion}, this one knows ${codeSchemaVersion()}). Install that version first.`,
    );
  return manifest;
}
