import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFileName, codeSchemaVersion, verifiedManifest, writeManifest } from './backup-files.ts';
import { ensureFolder } from './backup.ts';

const backupOf = async (content: string, schemaVersion: number) => {
  const file = join(mkdtempSync(join(tmpdir(), 'manifest-')), 'clinic-backup.tar.gz');
  writeFileSync(file, content);
  await writeManifest(file, 'pglite', schemaVersion);
  return file;
};

describe('backup files', () => {
  it('are named by time and schema', () => {
    expect(backupFileName('pglite', 34, new Date('2026-11-26T19:59:18.883Z'))).toBe(
      'clinic-backup-20261126-195918-s34.tar.gz',
    );
    expect(backupFileName('postgres', 7, new Date('2026-01-02T03:04:05Z'))).toBe(
      'clinic-backup-20260102-030405-s7.pgdump',
    );
  });

  it('pass the check when whole and of this schema or an older one', async () => {
    const file = await backupOf('whole', codeSchemaVersion() - 1);
    expect((await verifiedManifest(file)).schemaVersion).toBe(codeSchemaVersion() - 1);
  });

  it('refuse a damaged file, a missing manifest and a newer schema, saying what to do', async () => {
    const damaged = await backupOf('whole', codeSchemaVersion());
    writeFileSync(damaged, 'whole but changed');
    await expect(verifiedManifest(damaged)).rejects.toThrow(
      `${damaged} does not match its checksum: it is damaged or incomplete. Use another backup.`,
    );
    const alone = join(mkdtempSync(join(tmpdir(), 'manifest-')), 'lonely.tar.gz');
    writeFileSync(alone, 'x');
    await expect(verifiedManifest(alone)).rejects.toThrow('is missing or unreadable: keep it beside the backup.');
    const newer = await backupOf('from the future', codeSchemaVersion() + 1);
    await expect(verifiedManifest(newer)).rejects.toThrow(
      `comes from a newer version of the app (schema ${codeSchemaVersion() + 1}, this one knows ${codeSchemaVersion()}). Install that version first.`,
    );
  });
});

describe('the backup folder', () => {
  it('is made with its missing parents, and one that cannot be made is an error, not a hang', () => {
    const root = mkdtempSync(join(tmpdir(), 'folder-'));
    ensureFolder(join(root, 'a', 'b', 'c'));
    expect(existsSync(join(root, 'a', 'b', 'c'))).toBe(true);
    expect(() => ensureFolder('/proc/clinic-backups/daily')).toThrow(/ENOENT/);
  });
});
