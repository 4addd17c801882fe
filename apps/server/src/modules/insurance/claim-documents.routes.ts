import {
  CLAIM_DOCUMENT_MAX_BYTES,
  claimDocumentInputSchema,
  claimDocumentSchema,
  claimDocumentsSchema,
} from '@clinic/shared/insurance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { ClaimDocumentsService } from './claim-documents.service.ts';

const claimParams = z.object({ id: z.uuid({ error: 'Invalid claim id' }) });
const documentParams = z.object({ id: z.uuid({ error: 'Invalid document id' }) });

/** A file sent as base64 in JSON is a third larger than the file, plus the rest of the body. */
const UPLOAD_BODY_LIMIT = Math.ceil((CLAIM_DOCUMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * An attachment header that keeps any name: an ASCII fallback for old clients, and the name
 * itself in RFC 5987 form (a Devanagari or spaced name survives; ' ( ) * are encoded as it asks).
 */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The papers of a claim: listed and downloaded with `claims.read`, attached with `claims.manage`. */
export const claimDocumentsRoutes: FastifyPluginAsyncZod<{ documents: ClaimDocumentsService }> = async (
  app,
  { documents },
) => {
  app.get(
    '/claims/:id/documents',
    {
      onRequest: requirePermission('claims.read'),
      schema: { params: claimParams, response: { 200: claimDocumentsSchema } },
    },
    async (request) => documents.list(request.params.id, actorOf(request)),
  );
  app.post(
    '/claims/:id/documents',
    {
      onRequest: requirePermission('claims.manage'),
      config: { idempotent: true },
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { params: claimParams, body: claimDocumentInputSchema, response: { 201: claimDocumentSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await documents.add(request.params.id, request.body, actorOf(request))),
  );
  app.get(
    '/claim-documents/:id/file',
    { onRequest: requirePermission('claims.read'), schema: { params: documentParams } },
    async (request, reply) => {
      const file = await documents.file(request.params.id, actorOf(request));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(file.fileName))
        .type(file.contentType)
        .send(file.bytes);
    },
  );
};
