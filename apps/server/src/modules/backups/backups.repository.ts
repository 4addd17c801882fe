import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { BackupSchedule } from '@clinic/shared/backups';
import type { Db, DbOrTx } from '../../db/client.ts';
import { backupRuns, backupSchedule } from './backups.table.ts';

export type BackupRunRow = typeof backupRuns.$inferSelect;
export const DEFAULT_SCHEDULE: BackupSchedule = { enabled: true, timeOfDay: '02:00', keep: 7 };

export const backupsRepository = {
  async schedule(db: DbOrTx): Promise<BackupSchedule> {
    const [row] = await db.select().from(backupSchedule).where(eq(backupSchedule.id, 1));
    return row ? { enabled: row.enabled, timeOfDay: row.timeOfDay, keep: row.keep } : DEFAULT_SCHEDULE;
  },

  async saveSchedule(tx: DbOrTx, schedule: BackupSchedule, userId: string | null): Promise<void> {
    const values = { ...schedule, updatedAt: sql`now()`, updatedBy: userId };
    await tx
      .insert(backupSchedule)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: backupSchedule.id, set: values });
  },

  /**
   * Starts a run unless one is running (or, for a scheduled one, the day's was already taken):
   * undefined then. The unique indexes decide, so two instances never both start one.
   */
  async start(
    db: DbOrTx,
    values: Pick<typeof backupRuns.$inferInsert, 'trigger' | 'scheduledDay' | 'startedBy' | 'startedByName'>,
  ): Promise<BackupRunRow | undefined> {
    const [row] = await db.insert(backupRuns).values(values).onConflictDoNothing().returning();
    return row;
  },

  async finish(
    db: DbOrTx,
    id: string,
    result: { status: 'done' | 'failed'; file?: string; bytes?: number; sha256?: string; error?: string },
  ): Promise<void> {
    await db
      .update(backupRuns)
      .set({ ...result, finishedAt: sql`now()` })
      .where(eq(backupRuns.id, id));
  },

  /** Marks as failed the runs left 'running' by a server that stopped, so the next can start. */
  async failInterrupted(db: DbOrTx, startedBefore: Date | undefined): Promise<void> {
    await db
      .update(backupRuns)
      .set({ status: 'failed', error: 'The server stopped during this backup', finishedAt: sql`now()` })
      .where(
        and(eq(backupRuns.status, 'running'), startedBefore ? lt(backupRuns.startedAt, startedBefore) : undefined),
      );
  },

  recent: (db: Db, limit: number) => db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(limit),

  async lastGood(db: Db): Promise<BackupRunRow | undefined> {
    const [row] = await db
      .select()
      .from(backupRuns)
      .where(eq(backupRuns.status, 'done'))
      .orderBy(desc(backupRuns.startedAt))
      .limit(1);
    return row;
  },
};
