import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** When the server backs up by itself: exactly one row (id 1); the folder is a server setting. */
export const backupSchedule = pgTable(
  'backup_schedule',
  {
    id: integer().primaryKey().default(1),
    enabled: boolean().notNull().default(true),
    /** HH:MM on the clinic's clock. */
    timeOfDay: text().notNull().default('02:00'),
    keep: integer().notNull().default(7),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid(),
  },
  (t) => [check('backup_schedule_single_row', sql`${t.id} = 1`)],
);

/** Each backup the server took, scheduled or asked for, with its result. */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid().primaryKey().defaultRandom(),
    trigger: text({ enum: ['schedule', 'manual'] }).notNull(),
    status: text({ enum: ['running', 'done', 'failed'] })
      .notNull()
      .default('running'),
    /** The clinic day a scheduled run is for: one per day, whichever instance takes it first. */
    scheduledDay: date({ mode: 'string' }),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    file: text(),
    bytes: bigint({ mode: 'number' }),
    sha256: text(),
    error: text(),
    startedBy: uuid(),
    startedByName: text(),
  },
  (t) => [
    uniqueIndex('backup_runs_one_per_day').on(t.scheduledDay),
    // One backup at a time: a second would only slow the first and the clinic.
    uniqueIndex('backup_runs_one_running')
      .on(t.status)
      .where(sql`${t.status} = 'running'`),
  ],
);
