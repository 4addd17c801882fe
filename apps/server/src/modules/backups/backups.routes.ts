import { backupOverviewSchema, backupRunSchema, backupScheduleSchema } from '@clinic/shared/backups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { BackupsService } from './backups.service.ts';

const MINUTE_MS = 60_000;

/**
 * Backups for the clinic administrator: the schedule, the recent runs with what needs attention,
 * and "back up now". With `scheduled`, this server also takes the day's backup at the set time.
 */
export const backupsRoutes: FastifyPluginAsyncZod<{ backups: BackupsService; scheduled: boolean }> = async (
  app,
  { backups, scheduled },
) => {
  app.get(
    '/backups',
    { onRequest: requirePermission('backups.manage'), schema: { response: { 200: backupOverviewSchema } } },
    async () => backups.overview(),
  );

  app.put(
    '/backups/schedule',
    {
      onRequest: requirePermission('backups.manage'),
      schema: { body: backupScheduleSchema, response: { 200: backupScheduleSchema } },
    },
    async (request) => backups.updateSchedule(request.body, actorOf(request)),
  );

  app.post(
    '/backups',
    {
      onRequest: requirePermission('backups.manage'),
      config: { idempotent: true },
      schema: { response: { 202: backupRunSchema } },
    },
    async (request, reply) => reply.status(202).send(await backups.backUpNow(actorOf(request))),
  );

  // A backup under way finishes before the database closes.
  app.addHook('onClose', () => backups.whenIdle());
  if (!scheduled) return;
  let timer: NodeJS.Timeout | undefined;
  const tick = () =>
    void backups.tick().catch((err: unknown) => app.log.error({ err }, 'scheduled backup check failed'));
  app.addHook('onReady', async () => {
    await backups.recoverAtStart();
    tick();
    timer = setInterval(tick, MINUTE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
