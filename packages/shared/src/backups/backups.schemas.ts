import { z } from 'zod';

export const BACKUP_TIME_MESSAGE = 'Give the time as HH:MM, 24-hour (for example 02:00)';
export const BACKUP_KEEP_MESSAGE = 'Keep between 1 and 365 backups';

/** When the server backs up by itself: a time of the clinic's day, and how many backups to keep. */
export const backupScheduleSchema = z.object({
  enabled: z.boolean(),
  timeOfDay: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, BACKUP_TIME_MESSAGE),
  keep: z
    .number({ error: BACKUP_KEEP_MESSAGE })
    .int(BACKUP_KEEP_MESSAGE)
    .min(1, BACKUP_KEEP_MESSAGE)
    .max(365, BACKUP_KEEP_MESSAGE),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;

export const BACKUP_TRIGGERS = ['schedule', 'manual'] as const;
export const BACKUP_RUN_STATUSES = ['running', 'done', 'failed'] as const;

export const backupRunSchema = z.object({
  _id: z.string(),
  trigger: z.enum(BACKUP_TRIGGERS),
  status: z.enum(BACKUP_RUN_STATUSES),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  file: z.string().nullable(),
  bytes: z.number().nullable(),
  sha256: z.string().nullable(),
  error: z.string().nullable(),
  startedBy: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/** The backups screen: the schedule, where backups go, the recent runs and what needs attention. */
export const backupOverviewSchema = z.object({
  schedule: backupScheduleSchema,
  folder: z.string(),
  runs: z.array(backupRunSchema),
  /** The last good backup, if any. */
  lastGood: backupRunSchema.nullable(),
  /** Set when the administrator should act: the last backup failed, is over a day old, or none was ever taken. */
  warning: z.string().nullable(),
});
export type BackupOverview = z.infer<typeof backupOverviewSchema>;
