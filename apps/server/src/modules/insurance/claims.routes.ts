import {
  claimCaseSchema,
  claimListQuerySchema,
  claimMoveSchema,
  claimRequestSchema,
  claimRowSchema,
  payerTimesQuerySchema,
  payerTimesSchema,
  stayClaimsSchema,
} from '@clinic/shared/insurance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { ClaimsService } from './claims.service.ts';

const stayParams = z.object({ id: z.uuid({ error: 'Invalid admission id' }) });
const claimParams = z.object({ id: z.uuid({ error: 'Invalid claim id' }) });

/** A stay's cashless claims, kept by the billing desk (its TPA work). */
export const claimsRoutes: FastifyPluginAsyncZod<{ claims: ClaimsService }> = async (app, { claims }) => {
  app.get(
    '/claims',
    {
      onRequest: requirePermission('claims.read'),
      schema: { querystring: claimListQuerySchema, response: { 200: z.array(claimRowSchema) } },
    },
    async (request) => claims.list(request.query.status === 'open', actorOf(request)),
  );
  app.get(
    '/claims/payer-times',
    {
      onRequest: requirePermission('claims.read'),
      schema: { querystring: payerTimesQuerySchema, response: { 200: payerTimesSchema } },
    },
    async (request) => claims.payerTimes(request.query),
  );
  app.get(
    '/admissions/:id/claims',
    {
      onRequest: requirePermission('claims.read'),
      schema: { params: stayParams, response: { 200: stayClaimsSchema } },
    },
    async (request) => claims.ofStay(request.params.id, actorOf(request)),
  );
  app.post(
    '/admissions/:id/claims',
    {
      onRequest: requirePermission('claims.manage'),
      config: { idempotent: true },
      schema: { params: stayParams, body: claimRequestSchema, response: { 201: claimCaseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await claims.start(request.params.id, request.body, actorOf(request))),
  );
  app.put(
    '/claims/:id',
    {
      onRequest: requirePermission('claims.manage'),
      schema: { params: claimParams, body: claimRequestSchema, response: { 200: claimCaseSchema } },
    },
    async (request) => claims.editRequest(request.params.id, request.body, actorOf(request)),
  );
  app.post(
    '/claims/:id/moves',
    {
      onRequest: requirePermission('claims.manage'),
      config: { idempotent: true },
      schema: { params: claimParams, body: claimMoveSchema, response: { 200: claimCaseSchema } },
    },
    async (request) => claims.move(request.params.id, request.body, actorOf(request)),
  );
};
