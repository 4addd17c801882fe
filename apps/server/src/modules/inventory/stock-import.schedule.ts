import type { FastifyPluginAsync } from 'fastify';
import type { StockImportService } from './stock-import.service.ts';

const LOOK_EVERY_MS = 60_000;

/**
 * With `scheduled`, this server finishes stock imports whose apply stopped midway (decision 0036):
 * at start, and every minute, so a part-applied import is finished even when no screen looks at it.
 */
export const stockImportSchedule: FastifyPluginAsync<{ imports: StockImportService; scheduled: boolean }> = async (
  app,
  { imports, scheduled },
) => {
  if (!scheduled) return;
  let timer: NodeJS.Timeout | undefined;
  const look = () =>
    imports.resumeInterrupted().catch((err: unknown) => {
      app.log.error({ err: { name: (err as Error).name } }, 'resuming stock imports failed');
    });
  app.addHook('onReady', async () => {
    // Not awaited: finishing an import must not keep the server from answering.
    void look();
    timer = setInterval(() => void look(), LOOK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
