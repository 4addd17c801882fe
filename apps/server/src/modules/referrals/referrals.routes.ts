import {
  referralInputSchema,
  referralListQuerySchema,
  referralPageSchema,
  referralSchema,
} from '@clinic/shared/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { ReferralsService } from './referrals.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid referral id' }) });

/** Referral sources, kept by reception. */
export const referralsRoutes: FastifyPluginAsyncZod<{ referrals: ReferralsService }> = async (app, { referrals }) => {
  app.get(
    '/referrals',
    {
      onRequest: requirePermission('referrals.manage'),
      schema: { querystring: referralListQuerySchema, response: { 200: referralPageSchema } },
    },
    async (request) => referrals.list(request.query),
  );
  app.get(
    '/referrals/:id',
    {
      onRequest: requirePermission('referrals.manage'),
      schema: { params: idParams, response: { 200: referralSchema } },
    },
    async (request) => referrals.get(request.params.id),
  );
  app.post(
    '/referrals',
    {
      onRequest: requirePermission('referrals.manage'),
      schema: { body: referralInputSchema, response: { 201: referralSchema } },
    },
    async (request, reply) => reply.status(201).send(await referrals.create(request.body, actorOf(request))),
  );
  app.put(
    '/referrals/:id',
    {
      onRequest: requirePermission('referrals.manage'),
      schema: { params: idParams, body: referralInputSchema, response: { 200: referralSchema } },
    },
    async (request) => referrals.update(request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    '/referrals/:id',
    {
      onRequest: requirePermission('referrals.manage'),
      schema: { params: idParams, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await referrals.remove(request.params.id, actorOf(request));
      return { message: 'Referral deleted successfully' };
    },
  );
};
