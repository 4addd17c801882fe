import { messageListQuerySchema, messageListSchema } from '@clinic/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { MessagesService } from './messages.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });
const SEND_EVERY_MS = 5_000;

/**
 * The outbox screen's reads and its two actions (send again, cancel). With `scheduled`, this
 * server also runs the sender, and queues the day-before reminders at the set time.
 */
export const messagesRoutes: FastifyPluginAsyncZod<{
  messages: MessagesService;
  scheduled: boolean;
  remind: () => Promise<unknown>;
}> = async (app, { messages, scheduled, remind }) => {
  app.get(
    '/messages',
    {
      onRequest: requirePermission('messages.view'),
      schema: { querystring: messageListQuerySchema, response: { 200: messageListSchema } },
    },
    async (request) => messages.list(request.query, actorOf(request)),
  );
  app.post(
    '/messages/:id/retry',
    { onRequest: requirePermission('messages.manage'), schema: { params: idParams } },
    async (request, reply) => {
      await messages.retry(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
  app.post(
    '/messages/:id/cancel',
    { onRequest: requirePermission('messages.manage'), schema: { params: idParams } },
    async (request, reply) => {
      await messages.cancel(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  if (!scheduled) return;
  let timer: NodeJS.Timeout | undefined;
  let busy = false;
  // One pass at a time; a failure is logged by its kind only (a message's text is patient data).
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await remind();
      await messages.sendDue();
    } catch (err) {
      app.log.error(
        { err: { name: (err as Error).name, code: (err as { code?: string }).code } },
        'message sender failed',
      );
    } finally {
      busy = false;
    }
  };
  app.addHook('onReady', async () => {
    await messages.recoverAtStart();
    timer = setInterval(() => void tick(), SEND_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
