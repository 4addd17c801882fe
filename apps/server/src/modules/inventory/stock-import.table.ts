import { stockImportStatus } from '@clinic/shared/status';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { statusCheck } from '../../db/status-check.ts';

/** One upload of opening stock and where it stands; polled by the screen. */
export const stockImports = pgTable(
  'stock_imports',
  {
    id: uuid().primaryKey().defaultRandom(),
    status: text().notNull().default('Staging'),
    totalRows: integer().notNull(),
    stagedRows: integer().notNull().default(0),
    /** The last row number whose stock is applied: the apply goes in chunks and resumes after it. */
    appliedThrough: integer().notNull().default(0),
    fileSha256: text().notNull(),
    idempotencyKey: text(),
    message: text().notNull().default(''),
    errors: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Moved on by every chunk; an unfinished import that stops moving was interrupted. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    statusCheck('stock_imports_status_check', t.status, stockImportStatus),
    uniqueIndex('stock_imports_key_uq').on(t.createdBy, t.idempotencyKey),
  ],
);

/** The checked rows of an unfinished import, staged in chunks so no transaction is long. */
export const stockImportRows = pgTable(
  'stock_import_rows',
  {
    importId: uuid()
      .notNull()
      .references(() => stockImports.id, { onDelete: 'cascade' }),
    rowNo: integer().notNull(),
    name: text().notNull(),
    batch: text().notNull(),
    qoh: integer().notNull(),
    mrpPaise: bigint({ mode: 'number' }).notNull(),
    ptrPaise: bigint({ mode: 'number' }).notNull(),
    expiry: date({ mode: 'string' }).notNull(),
    dosageForm: text().notNull(),
    supplier: text().notNull(),
    /** The drug and batch the row adds to, once resolved (either may be one the import created). */
    drugId: uuid(),
    batchId: uuid(),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.rowNo] }),
    index('stock_import_rows_batch_idx').on(t.importId, sql`lower(${t.name})`, sql`lower(${t.batch})`),
  ],
);

/** What an unfinished import created (drugs, suppliers, empty batches): removed if it fails. */
export const stockImportCreated = pgTable(
  'stock_import_created',
  {
    importId: uuid()
      .notNull()
      .references(() => stockImports.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['drug', 'supplier', 'batch'] }).notNull(),
    id: uuid().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.kind, t.id] })],
);
