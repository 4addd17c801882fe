import { orderWithPatientSchema } from '@clinic/shared/encounters';
import { pagedSchema, pageQuerySchema } from '@clinic/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/actor.ts';
import { requireRoles } from '../../plugins/authorization.ts';
import type { RadiologyService } from './radiology.service.ts';

/** The radiology worklist, a page at a time. */
export const radiologyRoutes: FastifyPluginAsyncZod<{ radiology: RadiologyService }> = async (app, { radiology }) => {
  app.get(
    '/radiology/orders',
    {
      onRequest: requireRoles('radiology'),
      schema: { querystring: pageQuerySchema, response: { 200: pagedSchema(orderWithPatientSchema) } },
    },
    async (request) => radiology.worklist(request.query, actorOf(request)),
  );
};
