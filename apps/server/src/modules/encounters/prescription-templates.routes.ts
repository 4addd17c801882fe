import {
  favouriteDrugSchema,
  lastPrescriptionSchema,
  prescriptionTemplateInputSchema,
  prescriptionTemplateListSchema,
  prescriptionTemplatePatchSchema,
  prescriptionTemplateSchema,
} from '@clinic/shared/encounters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import type { PrescriptionHistoryService } from './prescription-history.service.ts';
import type { PrescriptionTemplatesService, Reach } from './prescription-templates.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

const reachOf = (request: FastifyRequest): Reach => ({
  anyDepartment: principalOf(request).permissions.has('prescription-templates.any-department'),
});

/** Writing a prescription again: templates (own and department's), favourite drugs, the patient's last one. */
export const prescriptionTemplatesRoutes: FastifyPluginAsyncZod<{
  templates: PrescriptionTemplatesService;
  history: PrescriptionHistoryService;
}> = async (app, { templates, history }) => {
  app.get(
    '/prescription-templates',
    {
      onRequest: requirePermission('encounters.consult'),
      schema: {
        querystring: z.object({ departmentId: z.uuid({ error: 'Invalid department' }).optional() }),
        response: { 200: prescriptionTemplateListSchema },
      },
    },
    async (request) => templates.list(actorOf(request), request.query, reachOf(request)),
  );
  app.post(
    '/prescription-templates',
    {
      onRequest: requirePermission('prescription-templates.manage'),
      config: { idempotent: true },
      schema: { body: prescriptionTemplateInputSchema, response: { 201: prescriptionTemplateSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await templates.create(request.body, actorOf(request), reachOf(request))),
  );
  app.patch(
    '/prescription-templates/:id',
    {
      onRequest: requirePermission('prescription-templates.manage'),
      schema: {
        params: idParams,
        body: prescriptionTemplatePatchSchema,
        response: { 200: prescriptionTemplateSchema },
      },
    },
    async (request) => templates.update(request.params.id, request.body, actorOf(request), reachOf(request)),
  );
  app.delete(
    '/prescription-templates/:id',
    {
      onRequest: requirePermission('prescription-templates.manage'),
      schema: { params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await templates.remove(request.params.id, actorOf(request), reachOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/prescription-favourites',
    {
      onRequest: requirePermission('encounters.consult'),
      schema: { response: { 200: z.array(favouriteDrugSchema) } },
    },
    async (request) => history.favourites(actorOf(request)),
  );
  app.get(
    '/patients/:id/last-prescription',
    {
      onRequest: requirePermission('encounters.consult'),
      schema: { params: idParams, response: { 200: z.object({ last: lastPrescriptionSchema.nullable() }) } },
    },
    async (request) => ({ last: await history.last(request.params.id, actorOf(request)) }),
  );
};
