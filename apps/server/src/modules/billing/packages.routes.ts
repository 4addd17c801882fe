import {
  applyPackageInputSchema,
  breakPackageInputSchema,
  carePackageInputSchema,
  carePackageSchema,
  stayPackageSchema,
} from '@clinic/shared/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission, requireSignedIn } from '../../plugins/authorization.ts';
import type { PackagesService } from './packages.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/**
 * Procedure packages: the master (every signed-in user reads it; the billing desk keeps it) and
 * the package on a stay's bill (billing puts one on; changing or breaking it is a permission of its own).
 */
export const packagesRoutes: FastifyPluginAsyncZod<{ packages: PackagesService }> = async (app, { packages }) => {
  app.get(
    '/care-packages',
    { onRequest: requireSignedIn, schema: { response: { 200: z.array(carePackageSchema) } } },
    async () => packages.list(),
  );
  app.post(
    '/care-packages',
    {
      onRequest: requirePermission('packages.manage'),
      config: { idempotent: true },
      schema: { body: carePackageInputSchema, response: { 201: carePackageSchema } },
    },
    async (request, reply) => reply.status(201).send(await packages.create(request.body, actorOf(request))),
  );
  app.put(
    '/care-packages/:id',
    {
      onRequest: requirePermission('packages.manage'),
      schema: { params: idParams, body: carePackageInputSchema, response: { 200: carePackageSchema } },
    },
    async (request) => packages.update(request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/admissions/:id/packages',
    {
      onRequest: requirePermission('ip-bills.read'),
      schema: { params: idParams, response: { 200: z.array(stayPackageSchema) } },
    },
    async (request) => packages.ofStay(request.params.id, actorOf(request)),
  );
  app.post(
    '/admissions/:id/packages',
    {
      onRequest: requirePermission('packages.apply'),
      config: { idempotent: true },
      schema: { params: idParams, body: applyPackageInputSchema, response: { 201: stayPackageSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await packages.apply(
            request.params.id,
            request.body,
            actorOf(request),
            principalOf(request).permissions.has('packages.change'),
          ),
        ),
  );
  app.post(
    '/admissions/:id/packages/break',
    {
      onRequest: requirePermission('packages.change'),
      // A retried break (a dropped reply) answers with the first reply, not "no package".
      config: { idempotent: true },
      schema: { params: idParams, body: breakPackageInputSchema, response: { 200: stayPackageSchema } },
    },
    async (request) => packages.breakOff(request.params.id, request.body, actorOf(request)),
  );
};
