import { admissionOrdersInputSchema, noteInputSchema, noteSchema } from '@clinic/shared/admissions';
import { serviceOrderSchema } from '@clinic/shared/encounters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import type { WardRoundService } from './ward-round.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Progress and nursing notes of a stay, and tests and studies ordered from the ward. */
export const wardRoundRoutes: FastifyPluginAsyncZod<{ wardRound: WardRoundService }> = async (app, { wardRound }) => {
  app.post(
    '/admissions/:id/notes',
    {
      // Who may write which kind of note is the service's check (NOTE_PERMISSIONS).
      onRequest: requirePermission('ward-round.read'),
      config: { idempotent: true },
      schema: { params: idParams, body: noteInputSchema, response: { 201: noteSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await wardRound.addNote(request.params.id, request.body, actorOf(request), principalOf(request))),
  );
  app.get(
    '/admissions/:id/notes',
    {
      onRequest: requirePermission('ward-round.read'),
      schema: { params: idParams, response: { 200: z.array(noteSchema) } },
    },
    async (request) => wardRound.notes(request.params.id, actorOf(request)),
  );
  app.post(
    '/admissions/:id/orders',
    {
      onRequest: requirePermission('ward-round.orders.write'),
      config: { idempotent: true },
      schema: { params: idParams, body: admissionOrdersInputSchema, response: { 201: z.array(serviceOrderSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send(await wardRound.placeOrders(request.params.id, request.body, actorOf(request))),
  );
  app.get(
    '/admissions/:id/orders',
    {
      onRequest: requirePermission('ward-round.read'),
      schema: { params: idParams, response: { 200: z.array(serviceOrderSchema) } },
    },
    async (request) => wardRound.orders(request.params.id, actorOf(request)),
  );
};
