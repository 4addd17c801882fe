import { displayDate } from '@clinic/shared/dates';
import { IMPORT_MAX_ROWS, importTooManyRows, type StockImport } from '@clinic/shared/inventory';
import { stockImportStatus } from '@clinic/shared/status';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { moveStatus } from '../../lib/status-move.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
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
/**
 * Rows per chunk when staging, preparing and applying: one short transaction each, so other users'
 * queries slip in between. On the embedded database, which serves one statement at a time, a chunk
 * of 125 rows holds it for about 25 ms (1,000 held it for about 150).
 */
export const CHUNK_ROWS = 125;
/** An unfinished import that has not moved for this long was interrupted (its process stopped). */
const STALE_MINUTES = 5;
const INTERRUPTED = 'The import was interrupted; nothing was imported. Please upload the file again.';
const FAILED = 'The import could not be completed; nothing was imported. Please try again.';
/** A system actor for the audit line of an import another process finished after a restart. */
const RESUMED_BY = (userId: string | null): Actor => ({ userId, name: 'Stock import (resumed)', role: null, ip: null });

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
 * Opening stock from a file, all rows or none (an apply once begun is finished), without holding
 * the database: the rows are checked in memory, staged in chunks of short transactions (progress
 * polled by the screen), then applied in chunks that each move a mark, so an interrupted apply is
 * finished, never half left.
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
    for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
      await db.transaction((tx) => repo.stage(tx, id, rows.slice(i, i + CHUNK_ROWS)));
    }
  }

  /** Suppliers, drugs and empty batches the stock needs, a chunk of rows per short transaction. */
  async function prepare(id: string, rows: StagedRow[]): Promise<void> {
    const problems = await repo.expiryConflicts(db, id, LISTED_ROW_ERRORS);
    if (problems.length > 0) throw new RowsRefused(problems);
    await db.transaction((tx) => moveStatus(tx, stockImports, stockImportStatus, id, 'Applying'));
    for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
      const chunk = rows.slice(i, i + CHUNK_ROWS);
      const [from, to] = [chunk[0]?.rowNo ?? 0, chunk.at(-1)?.rowNo ?? 0];
      await db.transaction(async (tx) => {
        await repo.addMissingSuppliers(tx, id, from, to);
        await repo.addMissingDrugs(tx, id, from, to);
        await repo.resolveBatches(tx, id, from, to);
        const problems = await repo.resolvedConflicts(tx, id, from, to);
        if (problems.length > 0) throw new RowsRefused(problems);
      });
    }
  }

  /**
   * The stock itself, a chunk of rows per short transaction, each moving the import's applied
   * mark with it, so an apply cut short (a crash, a restart) is finished from that mark, never
   * applied twice and never left half done. Then the import is completed and audited.
   */
  async function apply(id: string, actor: Actor): Promise<void> {
    const [row, plan] = await Promise.all([repo.byId(db, id), repo.applyPlan(db, id)]);
    let done = row?.appliedThrough ?? 0;
    while (done < plan.lastRowNo) {
      const to = Math.min(done + CHUNK_ROWS, plan.lastRowNo);
      const from = done;
      // Another process took the import over: it finishes it.
      if (!(await db.transaction((tx) => repo.applyChunk(tx, id, from, to, actor.userId)))) return;
      done = to;
    }
    const count = row?.totalRows ?? 0;
    await db.transaction(async (tx) => {
      const message = `Stock migration successful: ${count.toLocaleString('en-IN')} row${count === 1 ? '' : 's'} imported`;
      await moveStatus(tx, stockImports, stockImportStatus, id, 'Completed', { message, finishedAt: new Date() });
      await audit.record(tx, actor, {
        action: 'create',
        entityType: 'stock_import',
        entityId: id,
        summary: `Imported ${count} stock rows (${plan.drugs} new drugs, ${plan.batches} new batches)`,
      });
    });
    await db.transaction((tx) => repo.dropRows(tx, id));
  }

  /** Finishes an apply that stopped midway, in the background; the screen's polling finds it done. */
  function resume(id: string, createdBy: string | null): void {
    const work = apply(id, RESUMED_BY(createdBy))
      .catch((error: unknown) => deps.onError?.(error))
      .finally(() => running.delete(work));
    running.add(work);
  }

  async function run(id: string, rows: StagedRow[], actor: Actor): Promise<void> {
    try {
      await stage(id, rows);
      await prepare(id, rows);
      await apply(id, actor);
    } catch (error) {
      if (error instanceof RowsRefused) {
        const errors = Object.fromEntries(error.problems.map((p) => [`row ${p.rowNo}`, problemText(p)]));
        await fail(id, rowsRefusedMessage(error.problems.length), errors);
        return;
      }
      deps.onError?.(error);
      // Stock already applied stays, and the rest follows when the import is next looked at.
      const row = await repo.byId(db, id).catch(() => undefined);
      if (row && row.appliedThrough > 0) return;
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
      const stale = unfinished && Date.now() - row.updatedAt.getTime() > STALE_MINUTES * 60_000;
      if (stale && row.appliedThrough > 0) {
        // Part of the stock is in: finish it rather than fail it.
        if (await repo.claimInterrupted(db, id, STALE_MINUTES)) resume(id, row.createdBy);
        return toDto(row);
      }
      if (stale) {
        // Another request may have finished it meanwhile; the move then refuses and we reread.
        await fail(id, INTERRUPTED).catch(() => undefined);
        return toDto((await repo.byId(db, id)) ?? row);
      }
      return toDto(row);
    },

    /**
     * Finishes the applies that stopped midway and that nobody has looked at since (the server
     * that ran them stopped): each claimed by one process, finished in the background.
     */
    async resumeInterrupted(): Promise<number> {
      let resumed = 0;
      for (const row of await repo.interruptedApplies(db, STALE_MINUTES)) {
        if (!(await repo.claimInterrupted(db, row.id, STALE_MINUTES))) continue;
        resume(row.id, row.createdBy);
        resumed += 1;
      }
      return resumed;
    },

    /** Waits for the imports this process is running (the app waits before closing the database). */
    async drain(): Promise<void> {
      await Promise.all([...running]);
    },
  };
}

export type StockImportService = ReturnType<typeof createStockImportService>;
