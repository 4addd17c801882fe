import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import { contentDisposition } from './claim-documents.routes.ts';
import type { ClaimFileService } from './claim-file.service.ts';

const billParams = z.object({ id: z.uuid({ error: 'Invalid bill id' }) });

/** A payer's bill as a claim: the whole file (zip) and the FHIR claim bundle alone. */
export const claimFileRoutes: FastifyPluginAsyncZod<{ claimFile: ClaimFileService }> = async (app, { claimFile }) => {
  app.get(
    '/bills/:id/claim-file',
    { onRequest: requirePermission('claims.manage'), schema: { params: billParams } },
    async (request, reply) => {
      const file = await claimFile.file(request.params.id, actorOf(request));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(file.fileName))
        .type('application/zip')
        .send(file.bytes);
    },
  );
  app.get(
    '/bills/:id/claim-bundle',
    { onRequest: requirePermission('claims.manage'), schema: { params: billParams } },
    async (request, reply) => {
      const bundle = await claimFile.bundle(request.params.id, actorOf(request));
      return reply
        .header('cache-control', 'private, no-store')
        .type('application/fhir+json')
        .send(JSON.stringify(bundle));
    },
  );
};
