import { opQueueSchema, queueEntrySchema, sendToResultSchema, sendToSchema } from '@clinic/shared/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { StreamRegistry } from '../../lib/event-stream.ts';
import type { LiveChannel } from '../../lib/live-channel.ts';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import type { OpQueueSendService } from './op-queue-send.service.ts';
import type { OpQueueService } from './op-queue.service.ts';

const doctorParams = z.object({ doctorId: z.uuid({ error: 'Invalid doctor id' }) });
const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });
const callsAny = (request: FastifyRequest) => principalOf(request).permissions.has('op-queue.call-any');

/**
 * A doctor's OP queue today: read it, call the next token, skip or recall one, send one to the
 * lab, radiology or another doctor and have them back, and its live stream.
 */
export const opQueueRoutes: FastifyPluginAsyncZod<{
  queue: OpQueueService;
  send: OpQueueSendService;
  live: LiveChannel;
  streams: StreamRegistry;
}> = async (app, { queue, send, live, streams }) => {
  // Ids only travel on the stream; the screens re-read the queue through the audited read below.
  app.get(
    '/op-queue/events',
    { onRequest: requirePermission('appointments.read'), config: { stream: true } },
    (request, reply) => streams.serve(request, reply, (send) => live.subscribe(send)),
  );
  app.get(
    '/op-queue/:doctorId',
    {
      onRequest: requirePermission('appointments.read'),
      schema: { params: doctorParams, response: { 200: opQueueSchema } },
    },
    async (request) => queue.queue(request.params.doctorId, actorOf(request)),
  );
  app.post(
    '/op-queue/:doctorId/call-next',
    {
      onRequest: requirePermission('op-queue.call'),
      schema: { params: doctorParams, response: { 200: queueEntrySchema } },
    },
    async (request) => queue.callNext(request.params.doctorId, actorOf(request), callsAny(request)),
  );
  app.post(
    '/appointments/:id/skip',
    {
      onRequest: requirePermission('op-queue.call'),
      schema: { params: idParams, response: { 200: queueEntrySchema } },
    },
    async (request) => queue.skip(request.params.id, actorOf(request), callsAny(request)),
  );
  app.post(
    '/appointments/:id/recall',
    {
      onRequest: requirePermission('op-queue.call'),
      schema: { params: idParams, response: { 200: queueEntrySchema } },
    },
    async (request) => queue.recall(request.params.id, actorOf(request), callsAny(request)),
  );
  // Sending to another doctor makes an appointment: a retry with the same Idempotency-Key gets the first reply.
  app.post(
    '/appointments/:id/send-to',
    {
      onRequest: requirePermission('op-queue.call'),
      config: { idempotent: true },
      schema: {
        params: idParams,
        body: sendToSchema,
        response: { 200: sendToResultSchema, 201: sendToResultSchema },
      },
    },
    async (request, reply) => {
      const sent = await send.sendTo(request.params.id, request.body, actorOf(request), callsAny(request));
      return reply.status(sent.referral ? 201 : 200).send(sent);
    },
  );
  app.post(
    '/appointments/:id/back',
    {
      onRequest: requirePermission('op-queue.call'),
      schema: { params: idParams, response: { 200: queueEntrySchema } },
    },
    async (request) => send.back(request.params.id, actorOf(request), callsAny(request)),
  );
};
