import { MODALITIES, templateInputSchema, templateSchema } from '@clinic/shared/radiology';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { RadiologyTemplatesService } from './radiology-templates.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Radiology's report templates: list, read, create, edit, delete. */
export const radiologyTemplateRoutes: FastifyPluginAsyncZod<{ templates: RadiologyTemplatesService }> = async (
  app,
  { templates },
) => {
  app.get(
    '/radiology/templates',
    {
      onRequest: requirePermission('radiology.templates.manage'),
      schema: {
        querystring: z.object({
          modality: z.enum(MODALITIES).optional(),
          search: z.string().trim().max(100).optional(),
        }),
        response: { 200: z.array(templateSchema) },
      },
    },
    async (request) => templates.list(request.query),
  );
  app.get(
    '/radiology/templates/:id',
    {
      onRequest: requirePermission('radiology.templates.manage'),
      schema: { params: idParams, response: { 200: templateSchema } },
    },
    async (request) => templates.get(request.params.id),
  );
  app.post(
    '/radiology/templates',
    {
      onRequest: requirePermission('radiology.templates.manage'),
      config: { idempotent: true },
      schema: { body: templateInputSchema, response: { 201: templateSchema } },
    },
    async (request, reply) => reply.status(201).send(await templates.create(request.body, actorOf(request))),
  );
  app.put(
    '/radiology/templates/:id',
    {
      onRequest: requirePermission('radiology.templates.manage'),
      schema: { params: idParams, body: templateInputSchema, response: { 200: templateSchema } },
    },
    async (request) => templates.update(request.params.id, request.body, actorOf(request)),
  );
  app.delete(
    '/radiology/templates/:id',
    {
      onRequest: requirePermission('radiology.templates.manage'),
      schema: { params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await templates.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
