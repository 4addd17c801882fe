import { acknowledgeAlertInputSchema, news2AlertQuerySchema, news2AlertSchema } from '@clinic/shared/admissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StreamRegistry } from '../../lib/event-stream.ts';
import type { LiveChannel } from '../../lib/live-channel.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { News2AlertsService } from './news2-alerts.service.ts';

/** Early-warning (NEWS2) alerts: the list, the acknowledgement, and their live stream. */
export const news2AlertsRoutes: FastifyPluginAsyncZod<{
  alerts: News2AlertsService;
  live: LiveChannel;
  streams: StreamRegistry;
}> = async (app, { alerts, live, streams }) => {
  app.get(
    '/news2-alerts',
    {
      onRequest: requirePermission('ip.vitals.read'),
      schema: { querystring: news2AlertQuerySchema, response: { 200: z.array(news2AlertSchema) } },
    },
    async (request) => alerts.list(request.query, actorOf(request)),
  );
  app.post(
    '/news2-alerts/:id/acknowledge',
    {
      onRequest: requirePermission('news2-alerts.acknowledge'),
      schema: {
        params: z.object({ id: z.uuid({ error: 'Invalid id' }) }),
        body: acknowledgeAlertInputSchema.nullish(),
        response: { 200: news2AlertSchema },
      },
    },
    async (request) => alerts.acknowledge(request.params.id, request.body ?? {}, actorOf(request)),
  );
  // Ids only travel on the stream; the screens re-read the alerts through the audited list above.
  app.get(
    '/news2-alerts/events',
    { onRequest: requirePermission('ip.vitals.read'), config: { stream: true } },
    (request, reply) => streams.serve(request, reply, (send) => live.subscribe(send)),
  );
};
