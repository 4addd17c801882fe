import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BackupOverview, BackupRun, BackupSchedule } from '@clinic/shared/backups';
import { displayDate, displayTime } from '@clinic/shared/dates';
import type { Database } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { conflict } from '../../lib/errors.ts';
import { backupDatabase } from '../../ops/backup.ts';
import { changedFields, type AuditService } from '../audit/audit.service.ts';
import { backupsRepository as repo, type BackupRunRow } from './backups.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A run still 'running' after this long was left by a server that stopped mid-backup. */
const INTERRUPTED_AFTER_MS = 6 * 60 * 60 * 1000;
const BACKUP_FILE = /^clinic-backup-\d{8}-(\d{6}|\d{4})-s\d+\.(tar\.gz|pgdump)$/;

function toRun(row: BackupRunRow): BackupRun {
  return {
    _id: row.id,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    file: row.file,
    bytes: row.bytes,
    sha256: row.sha256,
    error: row.error,
    startedBy: row.startedByName,
  };
}

/** Keeps the newest `keep` backups in the folder (by their time-stamped names) and their manifests. */
export function pruneBackups(folder: string, keep: number): string[] {
  const files = readdirSync(folder)
    .filter((name) => BACKUP_FILE.test(name))
    .sort()
    .reverse();
  const removed = files.slice(keep);
  for (const name of removed) {
    rmSync(join(folder, name), { force: true });
    rmSync(join(folder, `${name}.json`), { force: true });
  }
  return removed;
}

/**
 * Backups the server takes by itself at a time of the clinic's day, or when the administrator
 * asks; each run is recorded with its result, and the overview says when the administrator must
 * act. One runs at a time, in the background: the request that asks for one answers at once.
 */
export function createBackupsService(deps: {
  database: Database;
  audit: AuditService;
  /** Where backups are written (BACKUP_DIR). */
  folder: string;
  timeZone: string;
  onError: (err: unknown) => void;
}) {
  const { database, audit, timeZone } = deps;
  const db = database.db;
  const folder = resolve(deps.folder);
  let running: Promise<void> = Promise.resolve();
  const when = (at: Date) => {
    const { date, time } = clinicNow(timeZone, at);
    return `${displayDate(date)}, ${displayTime(time)}`;
  };

  const run = (row: BackupRunRow, keep: number) => {
    running = (async () => {
      try {
        const manifest = await backupDatabase(database, folder);
        await repo.finish(db, row.id, {
          status: 'done',
          file: manifest.file,
          bytes: manifest.bytes,
          sha256: manifest.sha256,
        });
        pruneBackups(folder, keep);
      } catch (err) {
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        await repo.finish(db, row.id, { status: 'failed', error: message }).catch(deps.onError);
      }
    })();
    return running;
  };

  function warningOf(runs: BackupRunRow[], lastGood: BackupRunRow | undefined, now: Date): string | null {
    const last = runs.find((r) => r.status !== 'running');
    if (last?.status === 'failed')
      return `The last backup failed (${when(last.startedAt)}): ${last.error ?? 'no reason given'}`;
    if (!lastGood) return 'No backup has been taken yet: back up now, or check the schedule';
    const at = lastGood.finishedAt ?? lastGood.startedAt;
    if (now.getTime() - at.getTime() > DAY_MS) return `The last backup is over a day old (${when(at)})`;
    return null;
  }

  return {
    folder,

    async overview(now = new Date()): Promise<BackupOverview> {
      const [schedule, runs] = await Promise.all([repo.schedule(db), repo.recent(db, 10)]);
      // The last good run comes from the same read as the list when the list holds one: two
      // reads on two pooled connections could see a backup finish between them, listing it done
      // while "last good" still missed it.
      const lastGood = runs.find((r) => r.status === 'done') ?? (await repo.lastGood(db));
      return {
        schedule,
        folder,
        runs: runs.map(toRun),
        lastGood: lastGood ? toRun(lastGood) : null,
        warning: warningOf(runs, lastGood, now),
      };
    },

    async updateSchedule(input: BackupSchedule, actor: Actor): Promise<BackupSchedule> {
      await db.transaction(async (tx) => {
        const before = await repo.schedule(tx);
        await repo.saveSchedule(tx, input, actor.userId);
        const changed = changedFields(before, input);
        if (changed.length > 0)
          await audit.record(tx, actor, {
            action: 'update',
            entityType: 'backup_schedule',
            summary: `Changed ${changed.join(', ')} (${input.enabled ? `daily at ${input.timeOfDay}` : 'off'}, keep ${input.keep})`,
          });
      });
      return input;
    },

    /** Starts a backup now; it runs on after the reply. 409 while another is running. */
    async backUpNow(actor: Actor): Promise<BackupRun> {
      const row = await db.transaction(async (tx) => {
        const started = await repo.start(tx, { trigger: 'manual', startedBy: actor.userId, startedByName: actor.name });
        if (!started) throw conflict('A backup is already running: wait for it to finish');
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'backup',
          entityId: started.id,
          summary: 'Backup started',
        });
        return started;
      });
      const { keep } = await repo.schedule(db);
      void run(row, keep);
      return toRun(row);
    },

    /**
     * The scheduler's minute: takes the day's backup once the clinic's clock has passed the set
     * time (at start-up too, so a day the server was off at that hour is still covered).
     */
    async tick(now = new Date()): Promise<void> {
      await repo.failInterrupted(db, new Date(now.getTime() - INTERRUPTED_AFTER_MS));
      const schedule = await repo.schedule(db);
      if (!schedule.enabled) return;
      const today = clinicNow(timeZone, now);
      if (today.time < schedule.timeOfDay) return;
      const row = await repo.start(db, { trigger: 'schedule', scheduledDay: today.date });
      if (row) await run(row, schedule.keep);
    },

    /**
     * At start-up on the embedded database, which only this server opens: any run still
     * 'running' was this server's before it stopped.
     */
    recoverAtStart: () => (database.kind === 'pglite' ? repo.failInterrupted(db, undefined) : Promise.resolve()),

    /** Resolves when the backup under way (if any) has finished. */
    whenIdle: () => running,
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
