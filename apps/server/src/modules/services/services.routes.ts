import { serviceInputSchema, serviceSchema } from '@clinic/shared/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { ServicesService } from './services.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid service id' }) });
const withMessage = z.object({ message: z.string(), data: serviceSchema });

/** The spec's service calls (000 §7), exactly: /api/service/all, /add, /{id}. */
export const servicesRoutes: FastifyPluginAsyncZod<{ services: ServicesService }> = async (app, { services }) => {
  app.get(
    '/service/all',
    { onRequest: requirePermission('services.read'), schema: { response: { 200: z.array(serviceSchema) } } },
    async () => services.all(),
  );

  app.post(
    '/service/add',
    {
      onRequest: requirePermission('services.manage'),
      schema: { body: serviceInputSchema, response: { 201: withMessage } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ message: 'Service added successfully!', data: await services.add(request.body, actorOf(request)) }),
  );

  app.put(
    '/service/:id',
    {
      onRequest: requirePermission('services.manage'),
      schema: { params: idParams, body: serviceInputSchema, response: { 200: withMessage } },
    },
    async (request) => ({
      message: 'Service updated successfully!',
      data: await services.update(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/service/:id',
    {
      onRequest: requirePermission('services.manage'),
      schema: {
        params: idParams,
        response: { 200: z.object({ message: z.string(), data: serviceSchema.optional() }) },
      },
    },
    async (request) => {
      const { deactivated } = await services.remove(request.params.id, actorOf(request));
      return deactivated
        ? {
            message: 'This service has been charged to patients, so it was deactivated instead of deleted.',
            data: deactivated,
          }
        : { message: 'Service deleted successfully!' };
    },
  );
};
