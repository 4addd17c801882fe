import { departmentInputSchema, departmentSchema } from '@clinic/shared/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission, requireSignedIn } from '../../plugins/authorization.ts';
import type { DepartmentsService } from './departments.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid department id' }) });

/** The department master: every signed-in user reads it (forms offer it); the administrator keeps it. */
export const departmentsRoutes: FastifyPluginAsyncZod<{ departments: DepartmentsService }> = async (
  app,
  { departments },
) => {
  app.get(
    '/departments',
    { onRequest: requireSignedIn, schema: { response: { 200: z.array(departmentSchema) } } },
    async () => departments.list(),
  );
  app.post(
    '/departments',
    {
      onRequest: requirePermission('departments.manage'),
      schema: { body: departmentInputSchema, response: { 201: departmentSchema } },
    },
    async (request, reply) => reply.status(201).send(await departments.create(request.body, actorOf(request))),
  );
  app.put(
    '/departments/:id',
    {
      onRequest: requirePermission('departments.manage'),
      schema: { params: idParams, body: departmentInputSchema, response: { 200: departmentSchema } },
    },
    async (request) => departments.update(request.params.id, request.body, actorOf(request)),
  );
};
