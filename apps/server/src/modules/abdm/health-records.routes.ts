import { healthDocumentParams, healthRecordsSchema } from '@clinic/shared/abdm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { HealthRecordsService } from './health-records.service.ts';

const patientParams = z.object({ id: z.uuid({ error: 'Invalid patient id' }) });

/** The patient's health records as ABDM (FHIR) documents, listed by care context and downloaded one by one. */
export const healthRecordsRoutes: FastifyPluginAsyncZod<{ records: HealthRecordsService }> = async (
  app,
  { records },
) => {
  app.get(
    '/patients/:id/health-records',
    {
      onRequest: requirePermission('records.share'),
      schema: { params: patientParams, response: { 200: healthRecordsSchema } },
    },
    async (request) => ({ contexts: await records.careContexts(request.params.id, actorOf(request)) }),
  );

  app.get(
    '/patients/:patientId/health-records/:kind/:id/:type',
    {
      onRequest: requirePermission('records.share'),
      schema: { params: healthDocumentParams.extend({ patientId: z.uuid({ error: 'Invalid patient id' }) }) },
    },
    async (request, reply) => {
      const { patientId, kind, id, type } = request.params;
      const bundle = await records.document(patientId, kind, id, type, actorOf(request));
      return reply
        .header('content-type', 'application/fhir+json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${type}-${id.slice(0, 8)}.json"`)
        .send(JSON.stringify(bundle, null, 2));
    },
  );
};
