import { creditNoteSchema, returnInputSchema, saleSchema } from '@clinic/shared/pharmacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import { KEY_REQUIRED } from './pharmacy.routes.ts';
import type { ReturnsService } from './returns.service.ts';

/** Returns: find a bill by its number, take lines back on a credit note with a refund. */
export const returnsRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (app, { returns }) => {
  app.get(
    '/pharmacy/bills',
    {
      onRequest: requirePermission('pharmacy.returns'),
      schema: {
        querystring: z.object({ number: z.string().trim().min(1, 'Enter a bill number').max(40) }),
        response: { 200: saleSchema },
      },
    },
    async (request) => returns.bill(request.query.number, actorOf(request)),
  );
  app.post(
    '/pharmacy/sales/:id/returns',
    {
      onRequest: requirePermission('pharmacy.returns'),
      config: { idempotent: true },
      schema: {
        params: z.object({ id: z.uuid({ error: 'Invalid id' }) }),
        body: returnInputSchema,
        response: { 201: creditNoteSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key) throw badRequest(KEY_REQUIRED);
      return reply.status(201).send(await returns.return(request.params.id, request.body, key, actorOf(request)));
    },
  );
};
