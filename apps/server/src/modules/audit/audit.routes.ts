import { auditPageSchema, auditQuerySchema } from '@clinic/shared/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePermission } from '../../plugins/authorization.ts';
import type { AuditService } from './audit.service.ts';

/** Read-only: there is deliberately no route that changes or deletes an entry. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/audit',
    {
      onRequest: requirePermission('audit.read'),
      schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } },
    },
    async (request) => audit.list(request.query),
  );
};
