import {
  createStaffSchema,
  staffListQuerySchema,
  staffPageSchema,
  staffSchema,
  staffWithPasswordSchema,
  updateStaffSchema,
} from '@clinic/shared/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { StaffService } from './staff.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid staff id' }) });

/** Staff accounts, for clinicAdmin only. Accounts are deactivated, never deleted. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.get(
    '/staff',
    {
      onRequest: requirePermission('staff.manage'),
      schema: { querystring: staffListQuerySchema, response: { 200: staffPageSchema } },
    },
    async (request) => staff.list(request.query),
  );

  app.get(
    '/staff/:id',
    { onRequest: requirePermission('staff.manage'), schema: { params: idParams, response: { 200: staffSchema } } },
    async (request) => staff.get(request.params.id),
  );

  app.post(
    '/staff',
    {
      onRequest: requirePermission('staff.manage'),
      schema: { body: createStaffSchema, response: { 201: staffWithPasswordSchema } },
    },
    async (request, reply) => reply.status(201).send(await staff.create(request.body, actorOf(request))),
  );

  app.patch(
    '/staff/:id',
    {
      onRequest: requirePermission('staff.manage'),
      schema: { params: idParams, body: updateStaffSchema, response: { 200: staffSchema } },
    },
    async (request) => staff.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/staff/:id/reset-password',
    {
      onRequest: requirePermission('staff.manage'),
      schema: { params: idParams, response: { 200: z.object({ temporaryPassword: z.string() }) } },
    },
    async (request) => ({ temporaryPassword: await staff.resetPassword(request.params.id, actorOf(request)) }),
  );
};
