import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import type { Database } from './client.ts';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The committed migrations and two more: one that works, then one that fails half way. */
function foldersWithBrokenUpgrade(): string {
  const folder = join(mkdtempSync(join(tmpdir(), 'migrations-')), 'migrations');
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1) ?? { idx: 0, when: 0 };
  const add = (offset: number, tag: string, body: string) => {
    journal.entries.push({ idx: last.idx + offset, version: '7', when: last.when + offset, tag, breakpoints: true });
    writeFileSync(join(folder, `${tag}.sql`), body);
  };
  add(1, '9001_upgrade_probe', 'CREATE TABLE "upgrade_probe" ("x" integer);');
  add(2, '9002_broken', 'ALTER TABLE "patients" ADD COLUMN "probe" integer;--> statement-breakpoint\nSELECT 1/0;');
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

const count = async (query: ReturnType<typeof sql>) =>
  (await database.db.execute<{ n: number }>(query)).rows[0]?.n ?? -1;

describe('upgrading the database', () => {
  it('leaves the database as it was when a migration fails, and says which one and why', async () => {
    const applied = await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    await expect(migrateDatabase(database.db, foldersWithBrokenUpgrade())).rejects.toThrow(
      'The database could not be upgraded to this version (migration 9002_broken.sql): division by zero. Nothing was changed',
    );
    expect(await count(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).toBe(applied);
    expect(
      await count(sql`select count(*)::int as n from information_schema.tables where table_name = 'upgrade_probe'`),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from information_schema.columns where table_name = 'patients' and column_name = 'probe'`,
      ),
    ).toBe(0);
  });

  it('is a no-op on a database that is up to date', async () => {
    await migrateDatabase(database.db);
    await migrateDatabase(database.db);
  });
});
