import { wardIssueLineSchema, wardReturnInputSchema, wardReturnSchema } from '@clinic/shared/pharmacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import { KEY_REQUIRED } from './pharmacy.routes.ts';
import type { WardReturnService } from './ward-return.service.ts';

/** A stay's ward issues by IP number, and units of one coming back unused. */
export const wardReturnRoutes: FastifyPluginAsyncZod<{ wardReturns: WardReturnService }> = async (
  app,
  { wardReturns },
) => {
  app.get(
    '/pharmacy/ward-issues',
    {
      onRequest: requirePermission('pharmacy.ward-issue'),
      schema: {
        querystring: z.object({ ipNumber: z.string().trim().min(1, 'Enter the IP number').max(30) }),
        response: { 200: z.array(wardIssueLineSchema) },
      },
    },
    async (request) => wardReturns.issuesOfStay(request.query.ipNumber, actorOf(request)),
  );
  app.post(
    '/pharmacy/ward-issues/:issueId/returns',
    {
      onRequest: requirePermission('pharmacy.ward-issue'),
      config: { idempotent: true },
      schema: {
        params: z.object({ issueId: z.uuid({ error: 'Invalid id' }) }),
        body: wardReturnInputSchema,
        response: { 201: wardReturnSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key) throw badRequest(KEY_REQUIRED);
      return reply
        .status(201)
        .send(await wardReturns.returnUnits(request.params.issueId, request.body, key, actorOf(request)));
    },
  );
};
