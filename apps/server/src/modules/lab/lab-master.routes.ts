import {
  groupInputSchema,
  groupSchema,
  parameterInputSchema,
  parameterQuerySchema,
  parameterSchema,
} from '@clinic/shared/lab';
import { pagedSchema, pageQuerySchema } from '@clinic/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { LabMasterService } from './lab-master.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** The test parameter master and its groups, kept by the lab. */
export const labMasterRoutes: FastifyPluginAsyncZod<{ labMaster: LabMasterService }> = async (app, { labMaster }) => {
  app.get(
    '/lab/parameters',
    {
      onRequest: requirePermission('lab.master.manage'),
      schema: {
        querystring: pageQuerySchema.extend(parameterQuerySchema.shape),
        response: { 200: pagedSchema(parameterSchema) },
      },
    },
    async (request) => labMaster.listParameters(request.query),
  );
  app.get(
    '/lab/parameter-categories',
    { onRequest: requirePermission('lab.master.manage'), schema: { response: { 200: z.array(z.string()) } } },
    async () => labMaster.categories(),
  );
  app.get(
    '/lab/parameters/:id',
    {
      onRequest: requirePermission('lab.master.manage'),
      schema: { params: idParams, response: { 200: parameterSchema } },
    },
    async (request) => labMaster.getParameter(request.params.id),
  );
  app.post(
    '/lab/parameters',
    {
      onRequest: requirePermission('lab.master.manage'),
      config: { idempotent: true },
      schema: { body: parameterInputSchema, response: { 201: parameterSchema } },
    },
    async (request, reply) => reply.status(201).send(await labMaster.createParameter(request.body, actorOf(request))),
  );
  app.put(
    '/lab/parameters/:id',
    {
      onRequest: requirePermission('lab.master.manage'),
      schema: { params: idParams, body: parameterInputSchema, response: { 200: parameterSchema } },
    },
    async (request) => labMaster.updateParameter(request.params.id, request.body, actorOf(request)),
  );
  app.get(
    '/lab/groups',
    {
      onRequest: requirePermission('lab.master.manage'),
      schema: {
        querystring: pageQuerySchema.extend({ search: z.string().trim().max(100).optional() }),
        response: { 200: pagedSchema(groupSchema) },
      },
    },
    async (request) => labMaster.listGroups(request.query),
  );
  app.get(
    '/lab/groups/:id',
    { onRequest: requirePermission('lab.master.manage'), schema: { params: idParams, response: { 200: groupSchema } } },
    async (request) => labMaster.getGroup(request.params.id),
  );
  app.post(
    '/lab/groups',
    {
      onRequest: requirePermission('lab.master.manage'),
      config: { idempotent: true },
      schema: { body: groupInputSchema, response: { 201: groupSchema } },
    },
    async (request, reply) => reply.status(201).send(await labMaster.createGroup(request.body, actorOf(request))),
  );
  app.put(
    '/lab/groups/:id',
    {
      onRequest: requirePermission('lab.master.manage'),
      schema: { params: idParams, body: groupInputSchema, response: { 200: groupSchema } },
    },
    async (request) => labMaster.updateGroup(request.params.id, request.body, actorOf(request)),
  );
};
