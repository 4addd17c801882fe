import { displayDate } from '@clinic/shared/dates';
import { IMPORT_MAX_ROWS, importTooManyRows, type StockImport } from '@clinic/shared/inventory';
import { stockImportStatus } from '@clinic/shared/status';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { moveStatus } from '../../lib/status-move.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { addImportedStock } from './stock-ledger.ts';
import type { ImportRecord } from './stock-import.parse.ts';
import {
  stockImportRepository as repo,
  type RowProblem,
  type StagedRow,
  type StockImportRow,
} from './stock-import.repository.ts';
import { checkRows, LISTED_ROW_ERRORS, rowsRefusedMessage } from './stock-import.rows.ts';
import { stockImports } from './stock-import.table.ts';

const PREVIEW_ROWS = 10;
/** Rows staged per statement: one short transaction each, so other users' queries slip in between. */
const STAGE_CHUNK_ROWS = 1_000;
/** An unfinished import that has not moved for this long was interrupted (its process stopped). */
const STALE_MINUTES = 5;
const INTERRUPTED = 'The import was interrupted; nothing was imported. Please upload the file again.';
const FAILED = 'The import could not be completed; nothing was imported. Please try again.';

const IMPORT_KEY_REUSED = 'This Idempotency-Key was already used for a different file';

function toDto(row: StockImportRow): StockImport {
  return {
    _id: row.id,
    status: stockImportStatus.isState(row.status) ? row.status : 'Failed',
    totalRows: row.totalRows,
    stagedRows: row.stagedRows,
    message: row.message,
    errors: row.errors,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function problemText(p: RowProblem): string {
  return p.earlierRow === null
    ? `Batch ${p.batch} of ${p.name} already exists with expiry ${displayDate(p.expiry)}`
    : `Batch ${p.batch} of ${p.name} is listed in row ${p.earlierRow} with expiry ${displayDate(p.expiry)}`;
}

class RowsRefused extends Error {
  constructor(readonly problems: RowProblem[]) {
    super('rows refused');
  }
}

/**
 * Opening stock from a file, all rows or none, without holding the database: the rows are
 * checked in memory, staged in chunks of short transactions (progress polled by the screen), then
 * applied by a few set-based statements in one transaction.
 */
export function createStockImportService(deps: {
  db: Db;
  audit: AuditService;
  /** The clinic's today: a batch expiring on it is already expired at the clinic. */
  today: () => string;
  onError?: (error: unknown) => void;
}) {
  const { db, audit, today } = deps;
  const running = new Set<Promise<void>>();

  const fail = (id: string, message: string, errors: Record<string, string> = {}) =>
    db.transaction(async (tx) => {
      await moveStatus(tx, stockImports, stockImportStatus, id, 'Failed', { message, errors, finishedAt: new Date() });
      await repo.removeCreated(tx, id);
      await repo.dropRows(tx, id);
    });

  /** Rows into the staging table, a chunk per short transaction. */
  async function stage(id: string, rows: StagedRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += STAGE_CHUNK_ROWS) {
      await db.transaction((tx) => repo.stage(tx, id, rows.slice(i, i + STAGE_CHUNK_ROWS)));
    }
  }

  /** Suppliers, drugs and empty batches the stock needs, a chunk of rows per short transaction. */
  async function prepare(id: string, rows: StagedRow[]): Promise<{ drugs: number; batches: number }> {
    const problems = await repo.expiryConflicts(db, id, LISTED_ROW_ERRORS);
    if (problems.length > 0) throw new RowsRefused(problems);
    await db.transaction((tx) => moveStatus(tx, stockImports, stockImportStatus, id, 'Applying'));
    const drugs = await db.transaction(async (tx) => {
      await repo.addMissingSuppliers(tx, id);
      return repo.addMissingDrugs(tx, id);
    });
    let batches = 0;
    for (let i = 0; i < rows.length; i += STAGE_CHUNK_ROWS) {
      const chunk = rows.slice(i, i + STAGE_CHUNK_ROWS);
      const [from, to] = [chunk[0]?.rowNo ?? 0, chunk.at(-1)?.rowNo ?? 0];
      batches += await db.transaction(async (tx) => {
        const added = await repo.resolveBatches(tx, id, from, to);
        const problems = await repo.resolvedConflicts(tx, id, from, to);
        if (problems.length > 0) throw new RowsRefused(problems);
        return added;
      });
    }
    return { drugs, batches };
  }

  /** The stock itself, in one transaction: every row's quantity and ledger row, or none. */
  async function apply(id: string, rowCount: number, created: { drugs: number; batches: number }, actor: Actor) {
    await db.transaction(async (tx) => {
      await addImportedStock(tx, id, actor.userId);
      const message = `Stock migration successful: ${rowCount.toLocaleString('en-IN')} row${rowCount === 1 ? '' : 's'} imported`;
      await moveStatus(tx, stockImports, stockImportStatus, id, 'Completed', { message, finishedAt: new Date() });
      await audit.record(tx, actor, {
        action: 'create',
        entityType: 'stock_import',
        entityId: id,
        summary: `Imported ${rowCount} stock rows (${created.drugs} new drugs, ${created.batches} new batches)`,
      });
    });
    // Kept out of the transaction above so it holds the database no longer than the stock needs.
    await db.transaction((tx) => repo.dropRows(tx, id));
  }

  async function run(id: string, rows: StagedRow[], actor: Actor): Promise<void> {
    try {
      await stage(id, rows);
      await apply(id, rows.length, await prepare(id, rows), actor);
    } catch (error) {
      if (error instanceof RowsRefused) {
        const errors = Object.fromEntries(error.problems.map((p) => [`row ${p.rowNo}`, problemText(p)]));
        await fail(id, rowsRefusedMessage(error.problems.length), errors);
        return;
      }
      deps.onError?.(error);
      await fail(id, FAILED).catch((e: unknown) => deps.onError?.(e));
    }
  }

  return {
    /** The first rows as they will be read, for the user to check before importing. */
    preview(records: ImportRecord[]) {
      return records.slice(0, PREVIEW_ROWS).map((r) => ({
        materialName: r.materialName ?? '',
        batch: r.batch ?? '',
        qoh: r.qoh ?? '',
        mrp: r.mrp ?? '',
        expiryDate: r.expiryDate ?? '',
      }));
    },

    /**
     * Checks every row (422 listing the bad ones, nothing written) and starts the import; the
     * reply comes at once and the screen polls `get`. The same key with the same file returns the
     * import it started; with another file, 422.
     */
    async start(
      records: ImportRecord[],
      actor: Actor,
      upload: { sha256: string; key?: string },
    ): Promise<{ created: boolean; import: StockImport }> {
      const earlier = await this.byKey(actor, upload);
      if (earlier) return { created: false, import: earlier };
      if (records.length === 0)
        throw new AppError(422, 'IMPORT_EMPTY', 'No valid data found in the file. Please check the format.');
      if (records.length > IMPORT_MAX_ROWS)
        throw new AppError(422, 'IMPORT_TOO_MANY_ROWS', importTooManyRows(records.length));
      const rows = await checkRows(records, today());
      const row = await db.transaction(async (tx) => {
        const created = await repo.insert(tx, {
          totalRows: rows.length,
          fileSha256: upload.sha256,
          idempotencyKey: upload.key ?? null,
          createdBy: actor.userId,
          message: `Importing ${rows.length.toLocaleString('en-IN')} rows`,
        });
        if (!created) return undefined;
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'stock_import',
          entityId: created.id,
          summary: `Started import of ${rows.length} stock rows`,
        });
        return created;
      });
      if (!row) {
        const raced = await this.byKey(actor, upload);
        if (raced) return { created: false, import: raced };
        throw new Error('stock import key taken but not found');
      }
      const work = run(row.id, rows, actor).finally(() => running.delete(work));
      running.add(work);
      return { created: true, import: toDto(row) };
    },

    /** The import this user started with this key: the same file replays it, another file is 422. */
    async byKey(actor: Actor, upload: { sha256: string; key?: string }): Promise<StockImport | undefined> {
      if (!upload.key || !actor.userId) return undefined;
      const earlier = await repo.byKey(db, actor.userId, upload.key);
      if (earlier && earlier.fileSha256 !== upload.sha256)
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IMPORT_KEY_REUSED);
      return earlier && toDto(earlier);
    },

    /** Where an import stands; one that stopped moving midway is reported (and kept) as failed. */
    async get(id: string): Promise<StockImport> {
      const row = await repo.byId(db, id);
      if (!row) throw notFound(`Stock import with ID ${id} not found`);
      const unfinished = row.status === 'Staging' || row.status === 'Applying';
      if (unfinished && Date.now() - row.updatedAt.getTime() > STALE_MINUTES * 60_000) {
        // Another request may have finished it meanwhile; the move then refuses and we reread.
        await fail(id, INTERRUPTED).catch(() => undefined);
        return toDto((await repo.byId(db, id)) ?? row);
      }
      return toDto(row);
    },

    /** Waits for the imports this process is running (the app waits before closing the database). */
    async drain(): Promise<void> {
      await Promise.all([...running]);
    },
  };
}

export type StockImportService = ReturnType<typeof createStockImportService>;
