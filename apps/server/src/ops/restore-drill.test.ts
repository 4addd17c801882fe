import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded, openPostgres, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { adminQuery } from '../test/postgres-admin.ts';
import { backupDatabase } from './backup.ts';
import { restoreBackup } from './restore.ts';

const dirs: string[] = [];
const tempDir = (label: string) => {
  const dir = mkdtempSync(join(tmpdir(), `drill-${label}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Every table's row count and a checksum of its rows, in a stable order. */
async function fingerprint(database: Database): Promise<Record<string, string>> {
  const tables = await database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const table = sql.identifier(name);
    const [row] = (
      await database.db.execute<{ n: number; sum: string }>(
        sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${table} t`,
      )
    ).rows;
    out[name] = `${row?.n} ${row?.sum}`;
  }
  return out;
}

async function restoredCopy(file: string): Promise<Database> {
  const dataDir = tempDir('restored');
  await restoreBackup(file, { dataDir, databaseUrl: undefined });
  return openEmbedded(dataDir);
}

const registration = (n: number) => ({
  givenName: `Drill${n}`,
  familyName: 'Kulkarni',
  age: 40,
  gender: 'Female',
  phone: `9${String(100_000_000 + n).slice(-9)}`,
  address: 'Kothrud, Pune',
});

describe('the restore drill (embedded database)', () => {
  let t: TestApp;

  it('restores a backup taken under write load to a consistent point, and one at rest exactly', async () => {
    const database = await openEmbedded(tempDir('live'));
    await migrateDatabase(database.db);
    t = await buildTestApp({ database });
    const backups = tempDir('backups');
    const user = await t.createUser(['reception']);
    const token = await t.login(user.email);

    // Four desks registering patients without pause; each 201 is an acknowledged write.
    let acknowledged = 0;
    let stop = false;
    let n = 0;
    const desk = async () => {
      while (!stop) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/patients?allowDuplicate=true',
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
          payload: registration((n += 1)),
        });
        expect(res.statusCode, res.body).toBe(201);
        acknowledged += 1;
      }
    };
    const desks = [desk(), desk(), desk(), desk()];
    await expect.poll(() => acknowledged, { timeout: 20_000 }).toBeGreaterThan(20);
    const before = acknowledged;
    const underLoad = await backupDatabase(database, backups);
    const after = acknowledged;
    await expect.poll(() => acknowledged, { timeout: 20_000 }).toBeGreaterThan(after + 10);
    stop = true;
    await Promise.all(desks);

    const duringLoad = await restoredCopy(join(backups, underLoad.file));
    const patients = await duringLoad.db.execute<{ n: number; unaudited: number }>(sql`
      select count(*)::int as n,
             count(*) filter (where not exists (
               select 1 from audit_log a where a.entity_id = p.id::text and a.action = 'create'))::int as unaudited
      from patients p where p.given_name like 'Drill%'`);
    // Whatever was acknowledged before the backup began is in it, nothing after it ended, and
    // each patient with the audit row written in the same transaction.
    expect(patients.rows[0]?.n).toBeGreaterThanOrEqual(before);
    expect(patients.rows[0]?.n).toBeLessThanOrEqual(after + desks.length);
    expect(patients.rows[0]?.unaudited).toBe(0);
    await duringLoad.close();

    const atRest = await backupDatabase(database, backups);
    const restored = await restoredCopy(join(backups, atRest.file));
    const source = await fingerprint(database);
    expect(Object.keys(source).length).toBeGreaterThan(50);
    expect(await fingerprint(restored)).toEqual(source);
    await restored.close();
    await t.close();
  }, 180_000);
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('the restore drill (PostgreSQL)', () => {
  it('restores a pg_dump backup into an empty database exactly, and refuses a database in use', async () => {
    const url = serverUrl!;
    const names = [1, 2].map(() => `clinic_drill_${randomUUID().replaceAll('-', '').slice(0, 16)}`);
    const urlOf = (name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
    for (const name of names) await adminQuery(url, `create database ${name}`);
    const [sourceUrl, targetUrl] = names.map(urlOf) as [string, string];
    const database = openPostgres(sourceUrl, 4);
    try {
      await migrateDatabase(database.db);
      const t = await buildTestApp({ database });
      for (let n = 1; n <= 5; n += 1)
        await t.injectAs(['reception'], {
          method: 'POST',
          url: '/api/patients?allowDuplicate=true',
          payload: registration(n),
        });
      const backups = tempDir('pg-backups');
      const manifest = await backupDatabase(database, backups);
      expect(manifest.kind).toBe('postgres');
      const backupFile = join(backups, manifest.file);
      await expect(restoreBackup(backupFile, { dataDir: '', databaseUrl: sourceUrl })).rejects.toThrow(
        'The database at DATABASE_URL is not empty: restore into an empty one.',
      );
      await restoreBackup(backupFile, { dataDir: '', databaseUrl: targetUrl });
      const restored = openPostgres(targetUrl, 2);
      expect(await fingerprint(restored)).toEqual(await fingerprint(database));
      await restored.close();
      await t.close();
    } finally {
      for (const name of names) await adminQuery(url, `drop database if exists ${name} with (force)`);
    }
  }, 120_000);
});
