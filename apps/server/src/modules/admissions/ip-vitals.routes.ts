import {
  careRowSchema,
  ioDayQuerySchema,
  ioDaySchema,
  ioEntryInputSchema,
  ioEntrySchema,
  ipVitalsInputSchema,
  ipVitalsSchema,
} from '@clinic/shared/admissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { IntakeOutputService } from './intake-output.service.ts';
import type { IpVitalsService } from './ip-vitals.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Nursing observations of inpatients, their intake/output chart, and the nurse's IP care list. */
export const ipVitalsRoutes: FastifyPluginAsyncZod<{ vitals: IpVitalsService; io: IntakeOutputService }> = async (
  app,
  { vitals, io },
) => {
  app.post(
    '/admissions/:id/io',
    {
      onRequest: requirePermission('ip.vitals.record'),
      config: { idempotent: true },
      schema: { params: idParams, body: ioEntryInputSchema, response: { 201: ioEntrySchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await io.record(request.params.id, request.body, actorOf(request))),
  );
  app.get(
    '/admissions/:id/io',
    {
      onRequest: requirePermission('ip.vitals.read'),
      schema: { params: idParams, querystring: ioDayQuerySchema, response: { 200: ioDaySchema } },
    },
    async (request) => io.day(request.params.id, request.query.date, actorOf(request)),
  );
  app.post(
    '/admissions/:id/vitals',
    {
      onRequest: requirePermission('ip.vitals.record'),
      config: { idempotent: true },
      schema: { params: idParams, body: ipVitalsInputSchema, response: { 201: ipVitalsSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await vitals.record(request.params.id, request.body, actorOf(request))),
  );
  app.get(
    '/admissions/:id/vitals',
    {
      onRequest: requirePermission('ip.vitals.read'),
      schema: { params: idParams, response: { 200: z.array(ipVitalsSchema) } },
    },
    async (request) => vitals.list(request.params.id, actorOf(request)),
  );
  app.get(
    '/ip-care',
    {
      onRequest: requirePermission('ip.vitals.read'),
      schema: { querystring: z.object({ wardId: z.uuid().optional() }), response: { 200: z.array(careRowSchema) } },
    },
    async (request) => vitals.careList(actorOf(request), request.query.wardId),
  );
};
