import {
  createdDisplaySchema,
  displayBoardSchema,
  displayInputSchema,
  displaySchema,
} from '@clinic/shared/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StreamRegistry } from '../../lib/event-stream.ts';
import type { LiveChannel } from '../../lib/live-channel.ts';
import { actorOf } from '../../plugins/actor.ts';
import { publicRoute, requirePermission } from '../../plugins/authorization.ts';
import type { DisplaysService } from './displays.service.ts';
import type { OpQueueService } from './op-queue.service.ts';

/** Streams of waiting-hall displays are held as `display:<id>`; they live as long as the key. */
export const DISPLAY_STREAM = 'display:';

const keyParams = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'This is not a display link'),
});

/**
 * Waiting-hall displays: the administrator creates and revokes them; a screen holding a live key
 * reads its board and its stream without signing in, and sees tokens and first names only.
 */
export const displaysRoutes: FastifyPluginAsyncZod<{
  displays: DisplaysService;
  queue: OpQueueService;
  live: LiveChannel;
  streams: StreamRegistry;
}> = async (app, { displays, queue, live, streams }) => {
  app.get(
    '/displays',
    { onRequest: requirePermission('displays.manage'), schema: { response: { 200: z.array(displaySchema) } } },
    async () => displays.list(),
  );
  app.post(
    '/displays',
    {
      onRequest: requirePermission('displays.manage'),
      config: { idempotent: true },
      schema: { body: displayInputSchema, response: { 201: createdDisplaySchema } },
    },
    async (request, reply) => reply.status(201).send(await displays.create(request.body, actorOf(request))),
  );
  app.post(
    '/displays/:id/revoke',
    {
      onRequest: requirePermission('displays.manage'),
      schema: { params: z.object({ id: z.uuid({ error: 'Invalid id' }) }), response: { 200: displaySchema } },
    },
    async (request) => {
      const display = await displays.revoke(request.params.id, actorOf(request));
      streams.endSession(`${DISPLAY_STREAM}${display._id}`);
      return display;
    },
  );
  // No session: the key is the credential. What these answer carries no patient data but tokens and first names.
  app.get(
    '/display/:key/board',
    { onRequest: publicRoute, schema: { params: keyParams, response: { 200: displayBoardSchema } } },
    async (request) => queue.board(await displays.byKey(request.params.key), request.ip),
  );
  app.get(
    '/display/:key/events',
    { onRequest: publicRoute, schema: { params: keyParams }, config: { stream: true } },
    async (request, reply) => {
      const display = await displays.byKey(request.params.key);
      const shows = new Set(display.doctorIds);
      streams.serve(
        request,
        reply,
        (send) => live.subscribe((m) => (shows.has(m.doctorId ?? '') ? send({ doctorId: m.doctorId }) : undefined)),
        { sessionId: `${DISPLAY_STREAM}${display.id}`, userId: '' },
      );
    },
  );
};
