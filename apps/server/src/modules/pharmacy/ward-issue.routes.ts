import { pagedSchema } from '@clinic/shared/http';
import {
  IP_PAGE_SIZE,
  ipPrescriptionSchema,
  wardIndentInputSchema,
  wardIssueInputSchema,
  wardIssueSchema,
} from '@clinic/shared/pharmacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import { KEY_REQUIRED } from './pharmacy.routes.ts';
import type { WardIssueService } from './ward-issue.service.ts';

/** The IP prescription list (001 §9: 10 a page) and issuing an order's medicine to the ward. */
export const wardIssueRoutes: FastifyPluginAsyncZod<{ wardIssues: WardIssueService }> = async (app, { wardIssues }) => {
  app.get(
    '/pharmacy/ip-prescriptions',
    {
      onRequest: requirePermission('pharmacy.ward-issue'),
      schema: {
        querystring: z.object({
          search: z.string().trim().max(100).optional(),
          ipNumber: z.string().trim().max(30).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(100).default(IP_PAGE_SIZE),
        }),
        response: { 200: pagedSchema(ipPrescriptionSchema) },
      },
    },
    async (request) => {
      const { search, ipNumber, page, pageSize } = request.query;
      return wardIssues.list(
        { search: search || undefined, ipNumber: ipNumber || undefined },
        { page, pageSize },
        actorOf(request),
      );
    },
  );
  app.post(
    '/pharmacy/ip-prescriptions/:orderId/issues',
    {
      onRequest: requirePermission('pharmacy.ward-issue'),
      config: { idempotent: true },
      schema: {
        params: z.object({ orderId: z.uuid({ error: 'Invalid id' }) }),
        body: wardIssueInputSchema,
        response: { 201: wardIssueSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key) throw badRequest(KEY_REQUIRED);
      return reply
        .status(201)
        .send(await wardIssues.issue(request.params.orderId, request.body, key, actorOf(request)));
    },
  );
  app.post(
    '/pharmacy/ward-indents',
    {
      onRequest: requirePermission('pharmacy.ward-issue'),
      config: { idempotent: true },
      schema: { body: wardIndentInputSchema, response: { 201: z.array(wardIssueSchema) } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key) throw badRequest(KEY_REQUIRED);
      return reply.status(201).send(await wardIssues.issueIndent(request.body, key, actorOf(request)));
    },
  );
};
