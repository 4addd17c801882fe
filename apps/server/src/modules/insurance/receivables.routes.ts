import {
  payerAgeingSchema,
  receivableSchema,
  receivablesQuerySchema,
  settlementInputSchema,
  submitPayerClaimSchema,
} from '@clinic/shared/insurance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import type { ReceivablesService } from './receivables.service.ts';

const SETTLEMENT_KEY_REQUIRED = 'An Idempotency-Key header is required to record a settlement';
const billParams = z.object({ id: z.uuid({ error: 'Invalid bill id' }) });
const claimParams = z.object({ id: z.uuid({ error: 'Invalid payer claim id' }) });

/** The receivables desk: payers' bills, their submission, settlements and re-submission, and ageing. */
export const receivablesRoutes: FastifyPluginAsyncZod<{ receivables: ReceivablesService }> = async (
  app,
  { receivables },
) => {
  app.get(
    '/receivables',
    {
      onRequest: requirePermission('claims.read'),
      schema: { querystring: receivablesQuerySchema, response: { 200: z.array(receivableSchema) } },
    },
    async (request) => receivables.list(request.query.status, actorOf(request)),
  );
  app.get(
    '/receivables/ageing',
    { onRequest: requirePermission('claims.read'), schema: { response: { 200: z.array(payerAgeingSchema) } } },
    async () => receivables.ageing(),
  );
  app.post(
    '/bills/:id/payer-claim',
    {
      onRequest: requirePermission('claims.manage'),
      config: { idempotent: true },
      schema: { params: billParams, body: submitPayerClaimSchema, response: { 201: receivableSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await receivables.submit(request.params.id, request.body, actorOf(request))),
  );
  app.post(
    '/payer-claims/:id/settlements',
    {
      onRequest: requirePermission('claims.manage'),
      config: { idempotent: true },
      schema: { params: claimParams, body: settlementInputSchema, response: { 201: receivableSchema } },
    },
    async (request, reply) => {
      // Money from a payer: a retry without a key could post it twice.
      if (!idempotencyKeyOf(request)) throw badRequest(SETTLEMENT_KEY_REQUIRED);
      return reply
        .status(201)
        .send(
          await receivables.settle(
            request.params.id,
            request.body,
            actorOf(request),
            principalOf(request).permissions.has('claims.write-off'),
          ),
        );
    },
  );
  app.post(
    '/payer-claims/:id/resubmit',
    {
      onRequest: requirePermission('claims.manage'),
      config: { idempotent: true },
      schema: { params: claimParams, body: submitPayerClaimSchema, response: { 200: receivableSchema } },
    },
    async (request) => receivables.resubmit(request.params.id, request.body, actorOf(request)),
  );
};
