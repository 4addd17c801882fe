import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { reportSumsRepository as repo } from './report-sums.repository.ts';

const FOLD_EVERY_MS = 10_000;
/** Deltas folded per transaction: a few milliseconds of the embedded database's one connection. */
export const FOLD_CHUNK = 2_000;
const BUSY_RETRIES = 50;

/** Keeps the report sums (decision 0037): in the clinic's zone before the first request, then folding the deltas. */
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
    /** Folds every delta written so far, a chunk per transaction so other statements go between. */
    async foldAll(): Promise<number> {
      let folded = 0;
      for (;;) {
        const n = await repo.fold(db, timeZone, FOLD_CHUNK);
        folded += n;
        if (n < FOLD_CHUNK) return folded;
      }
    },
  };
}

export type ReportSums = ReturnType<typeof createReportSums>;

/**
 * With `scheduled`, the server brings the sums to its zone before it answers (a report read
 * before that would mix two zones' days), then folds the deltas every ten seconds.
 */
export const reportSumsSchedule: FastifyPluginAsync<{ sums: ReportSums; scheduled: boolean }> = async (
  app,
  { sums, scheduled },
) => {
  if (!scheduled) return;
  let timer: NodeJS.Timeout | undefined;
  const fold = () =>
    sums.foldAll().catch((err: unknown) => {
      app.log.error(
        { err: { name: (err as Error).name, message: (err as Error).message } },
        'folding report sums failed',
      );
    });
  app.addHook('onReady', async () => {
    if ((await sums.keepZone()) === 'rebuilt') app.log.info('report sums rebuilt in the clinic time zone');
    void fold();
    timer = setInterval(() => void fold(), FOLD_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
