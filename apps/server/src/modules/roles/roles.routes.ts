import { customRoleInputSchema, customRoleSchema, rolesReplySchema } from '@clinic/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { RolesService } from './roles.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid role id' }) });
const manage = requirePermission('roles.manage');

/** Settings → Roles: the built-in roles (read-only) and the clinic's own. */
export const rolesRoutes: FastifyPluginAsyncZod<{ roles: RolesService }> = async (app, { roles }) => {
  app.get('/roles', { onRequest: manage, schema: { response: { 200: rolesReplySchema } } }, async () => roles.list());

  app.post(
    '/roles',
    { onRequest: manage, schema: { body: customRoleInputSchema, response: { 201: customRoleSchema } } },
    async (request, reply) => reply.status(201).send(await roles.create(request.body, actorOf(request))),
  );

  app.put(
    '/roles/:id',
    {
      onRequest: manage,
      schema: { params: idParams, body: customRoleInputSchema, response: { 200: customRoleSchema } },
    },
    async (request) => roles.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/roles/:id',
    { onRequest: manage, schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await roles.remove(request.params.id, actorOf(request));
      return reply.status(204).send(null);
    },
  );
};
