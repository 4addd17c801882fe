import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BACKUP_KEEP_MESSAGE, BACKUP_TIME_MESSAGE, type BackupOverview } from '@clinic/shared/backups';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { createBackupsService } from './backups.service.ts';

let t: TestApp;
let database: Database;
let folder: string;
/** How the test database "backs up": writes a small file, fails, or waits until let go. */
let behaviour: 'write' | 'fail' | 'hold' = 'write';
let letGo: () => void = () => undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  database.backup = async (file) => {
    if (behaviour === 'fail') throw new Error('No space left on device (ENOSPC) writing /backups');
    if (behaviour === 'hold') await new Promise<void>((resolve) => (letGo = resolve));
    writeFileSync(file, `backup taken ${Date.now()}`);
  };
  folder = mkdtempSync(join(tmpdir(), 'clinic-backups-'));
  t = await buildTestApp({ database, settings: { backupDir: folder } });
});
beforeEach(async () => {
  behaviour = 'write';
  await database.db.execute(sql`delete from backup_runs`);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.injectAs(['clinicAdmin'], { method, url, payload });
const overview = async () => (await asAdmin('GET', '/api/backups')).json<BackupOverview>();

/** Waits for the backup under way to finish and returns the overview. */
async function settled(): Promise<BackupOverview> {
  for (let i = 0; i < 100; i++) {
    const now = await overview();
    if (!now.runs.some((r) => r.status === 'running')) return now;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the backup did not finish');
}

describe('backups for the clinic administrator', () => {
  it('warns when no backup was ever taken, and shows the daily schedule and the folder', async () => {
    const res = await asAdmin('GET', '/api/backups');
    expect(res.statusCode).toBe(200);
    const body = res.json<BackupOverview>();
    expect(body.schedule).toEqual({ enabled: true, timeOfDay: '02:00', keep: 7 });
    expect(body.folder).toBe(folder);
    expect(body.warning).toBe('No backup has been taken yet: back up now, or check the schedule');
  });

  it('backs up now: answers 202 at once, writes the file with its manifest and clears the warning', async () => {
    const res = await asAdmin('POST', '/api/backups');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ trigger: 'manual', status: 'running' });
    const after = await settled();
    const run = after.runs[0];
    expect(run).toMatchObject({ status: 'done', trigger: 'manual', error: null });
    expect(run?.file).toMatch(/^clinic-backup-\d{8}-\d{6}-s\d+\.(tar\.gz|pgdump)$/);
    expect(run?.bytes).toBeGreaterThan(0);
    expect(existsSync(join(folder, run?.file ?? ''))).toBe(true);
    expect(existsSync(join(folder, `${run?.file ?? ''}.json`))).toBe(true);
    expect(after.lastGood?._id).toBe(run?._id);
    expect(after.warning).toBeNull();
    const audit = await database.db.execute(
      sql`select action, summary from audit_log where entity_type = 'backup' and entity_id = ${run?._id ?? ''}`,
    );
    expect(audit.rows).toEqual([{ action: 'create', summary: 'Backup started' }]);
  });

  it('refuses a second backup while one is running (409)', async () => {
    behaviour = 'hold';
    expect((await asAdmin('POST', '/api/backups')).statusCode).toBe(202);
    const second = await asAdmin('POST', '/api/backups');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { message: 'A backup is already running: wait for it to finish' } });
    letGo();
    expect((await settled()).runs).toHaveLength(1);
  });

  it('records a failed backup with its reason and warns the administrator', async () => {
    behaviour = 'fail';
    await asAdmin('POST', '/api/backups');
    const after = await settled();
    expect(after.runs[0]).toMatchObject({ status: 'failed', file: null });
    expect(after.warning).toMatch(
      /^The last backup failed \(.+\): No space left on device \(ENOSPC\) writing \/backups$/,
    );
  });

  it('keeps only the newest backups the schedule says', async () => {
    expect(
      (await asAdmin('PUT', '/api/backups/schedule', { enabled: true, timeOfDay: '02:00', keep: 2 })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 3; i++) {
      await asAdmin('POST', '/api/backups');
      await settled();
      await new Promise((r) => setTimeout(r, 1_050));
    }
    const files = readdirSync(folder).filter((f) => /\.(tar\.gz|pgdump)$/.test(f));
    expect(files).toHaveLength(2);
    expect(readdirSync(folder).filter((f) => f.endsWith('.json'))).toHaveLength(2);
  });

  it('changes the schedule with the spec’d checks, audited', async () => {
    const bad = await asAdmin('PUT', '/api/backups/schedule', { enabled: true, timeOfDay: '25:00', keep: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(BACKUP_TIME_MESSAGE);
    expect(bad.body).toContain(BACKUP_KEEP_MESSAGE);
    const res = await asAdmin('PUT', '/api/backups/schedule', { enabled: false, timeOfDay: '23:30', keep: 14 });
    expect(res.statusCode).toBe(200);
    expect((await overview()).schedule).toEqual({ enabled: false, timeOfDay: '23:30', keep: 14 });
    const audit = await database.db.execute(
      sql`select summary from audit_log where entity_type = 'backup_schedule' order by id desc limit 1`,
    );
    expect(audit.rows[0]).toEqual({ summary: 'Changed enabled, timeOfDay, keep (off, keep 14)' });
  });

  it('is the clinic administrator’s alone', async () => {
    for (const [method, url] of [
      ['GET', '/api/backups'],
      ['POST', '/api/backups'],
      ['PUT', '/api/backups/schedule'],
    ] as const) {
      const res = await t.injectAs(['nurse', 'billing', 'reception'], {
        method,
        url,
        payload: { enabled: true, timeOfDay: '02:00', keep: 7 },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('the schedule', () => {
  const service = () =>
    createBackupsService({
      database,
      audit: createAuditService(database.db, 'Asia/Kolkata'),
      folder,
      timeZone: 'Asia/Kolkata',
      onError: (err) => {
        throw err;
      },
    });
  // 20:00 UTC is 01:30 in India; 21:00 UTC is 02:30.
  const before = new Date('2026-11-26T20:00:00Z');
  const after = new Date('2026-11-26T21:00:00Z');

  it('takes the day’s backup once the clinic’s clock passes the set time, once a day', async () => {
    await asAdmin('PUT', '/api/backups/schedule', { enabled: true, timeOfDay: '02:00', keep: 7 });
    const backups = service();
    await backups.tick(before);
    expect((await overview()).runs).toHaveLength(0);
    await backups.tick(after);
    await backups.tick(new Date(after.getTime() + 60_000));
    const runs = (await overview()).runs;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: 'schedule', status: 'done' });
  });

  it('takes none when switched off', async () => {
    await asAdmin('PUT', '/api/backups/schedule', { enabled: false, timeOfDay: '02:00', keep: 7 });
    await service().tick(after);
    expect((await overview()).runs).toHaveLength(0);
  });

  it('warns when the last good backup is over a day old', async () => {
    await asAdmin('POST', '/api/backups');
    await settled();
    const backups = service();
    expect((await backups.overview()).warning).toBeNull();
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect((await backups.overview(tomorrow)).warning).toMatch(/^The last backup is over a day old \(.+\)$/);
  });

  it('frees a run left running by a server that stopped, so backups go on', async () => {
    await database.db.execute(
      sql`insert into backup_runs (trigger, status, started_at) values ('manual', 'running', now() - interval '7 hours')`,
    );
    expect((await asAdmin('POST', '/api/backups')).statusCode).toBe(409);
    await asAdmin('PUT', '/api/backups/schedule', { enabled: false, timeOfDay: '02:00', keep: 7 });
    await service().tick();
    expect((await asAdmin('POST', '/api/backups')).statusCode).toBe(202);
    const runs = (await settled()).runs;
    expect(runs.map((r) => r.status)).toEqual(['done', 'failed']);
    expect(runs[1]?.error).toBe('The server stopped during this backup');
  });
});
