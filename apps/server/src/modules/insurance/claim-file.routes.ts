import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import { contentDisposition } from './claim-documents.routes.ts';
import type { ClaimFileService } from './claim-file.service.ts';

export const SEND_KEY_REQUIRED = 'An Idempotency-Key header is required to send a claim';

const billParams = z.object({ id: z.uuid({ error: 'Invalid bill id' }) });
const claimParams = z.object({ id: z.uuid({ error: 'Invalid claim id' }) });

/** A payer's bill as a claim (the whole file as a zip, or the FHIR claim alone), and a cashless request as FHIR. */
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
  app.get(
    '/claims/:id/bundle',
    { onRequest: requirePermission('claims.manage'), schema: { params: claimParams } },
    async (request, reply) => {
      const bundle = await claimFile.preauthBundle(request.params.id, actorOf(request));
      return reply
        .header('cache-control', 'private, no-store')
        .type('application/fhir+json')
        .send(JSON.stringify(bundle));
    },
  );
  app.post(
    '/bills/:id/claim-exchange',
    {
      onRequest: requirePermission('claims.manage'),
      config: { idempotent: true },
      schema: {
        params: billParams,
        response: { 202: z.object({ correlationId: z.string(), sentAt: z.string() }) },
      },
    },
    async (request, reply) => {
      // A retry without a key would put the claim to the payer twice.
      if (!idempotencyKeyOf(request)) throw badRequest(SEND_KEY_REQUIRED);
      return reply.status(202).send(await claimFile.send(request.params.id, actorOf(request)));
    },
  );
};
