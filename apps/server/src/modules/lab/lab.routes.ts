import { orderWithPatientSchema } from '@clinic/shared/encounters';
import { pagedSchema, pageQuerySchema } from '@clinic/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/actor.ts';
import { requireRoles } from '../../plugins/authorization.ts';
import type { LabService } from './lab.service.ts';

/** The lab worklist, a page at a time. */
export const labRoutes: FastifyPluginAsyncZod<{ lab: LabService }> = async (app, { lab }) => {
  app.get(
    '/lab/orders',
    {
      onRequest: requireRoles('lab'),
      schema: { querystring: pageQuerySchema, response: { 200: pagedSchema(orderWithPatientSchema) } },
    },
    async (request) => lab.worklist(request.query, actorOf(request)),
  );
};
