import type { FastifyPluginAsync } from 'fastify';

/**
 * Work the server does in the background on what writers left for it (decision 0037): `prepare`
 * runs before the server answers, `fold` after it is ready and then every `everyMs`.
 */
export type Fold = {
  name: string;
  everyMs: number;
  prepare?: () => Promise<unknown>;
  fold: () => Promise<unknown>;
};

/** Folds chunk after chunk, each its own transaction so other statements go between, until one comes back short. */
export async function foldInChunks(foldChunk: (limit: number) => Promise<number>, chunk: number): Promise<number> {
  let folded = 0;
  for (;;) {
    const n = await foldChunk(chunk);
    folded += n;
    if (n < chunk) return folded;
  }
}

/** With `scheduled` (the server; not apps built for tests), runs each fold on its timer. */
export const scheduledFolds: FastifyPluginAsync<{ folds: Fold[]; scheduled: boolean }> = async (
  app,
  { folds, scheduled },
) => {
  if (!scheduled) return;
  const timers: NodeJS.Timeout[] = [];
  for (const f of folds) {
    const fold = () =>
      f.fold().catch((err: unknown) => {
        app.log.error({ err: { name: (err as Error).name, message: (err as Error).message } }, `${f.name} failed`);
      });
    app.addHook('onReady', async () => {
      await f.prepare?.();
      void fold();
      const timer = setInterval(() => void fold(), f.everyMs);
      timer.unref();
      timers.push(timer);
    });
  }
  app.addHook('onClose', async () => timers.forEach((t) => clearInterval(t)));
};
