import type { Db } from '../../db/client.ts';
import { foldInChunks, type Fold } from '../../lib/scheduled-folds.ts';
import { reportSumsRepository as repo } from './report-sums.repository.ts';

/** Deltas folded per transaction: a few milliseconds of the embedded database's one connection. */
export const FOLD_CHUNK = 2_000;
const BUSY_RETRIES = 50;

/** Keeps the report sums (decision 0037): in the clinic's zone, with the deltas folded into day sums. */
export function createReportSums(db: Db, timeZone: string) {
  return {
    /** Rebuilds the sums when they were kept in another zone; waits out another process's fold. */
    async keepZone(): Promise<'kept' | 'rebuilt'> {
      for (let i = 0; i < BUSY_RETRIES; i++) {
        const done = await repo.keepZone(db, timeZone);
        if (done !== 'busy') return done;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error('the report sums stayed busy in another process');
    },
    /** Folds every delta written so far. */
    foldAll: () => foldInChunks((limit) => repo.fold(db, timeZone, limit), FOLD_CHUNK),
  };
}

/**
 * The server brings the sums to its zone before it answers (a report read before that would mix
 * two zones' days), then folds the deltas every ten seconds.
 */
export function reportSumsFold(db: Db, timeZone: string): Fold {
  const sums = createReportSums(db, timeZone);
  return { name: 'folding report sums', everyMs: 10_000, prepare: () => sums.keepZone(), fold: () => sums.foldAll() };
}
