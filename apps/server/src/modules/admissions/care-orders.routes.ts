import { careOrderInputSchema, careOrderReasonSchema, careOrderSchema } from '@clinic/shared/admissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { CareOrdersService } from './care-orders.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Procedures, diet and nursing instructions on a stay. */
export const careOrdersRoutes: FastifyPluginAsyncZod<{ careOrders: CareOrdersService }> = async (
  app,
  { careOrders },
) => {
  app.post(
    '/admissions/:id/care-orders',
    {
      onRequest: requirePermission('care-orders.write'),
      config: { idempotent: true },
      schema: { params: idParams, body: careOrderInputSchema, response: { 201: careOrderSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await careOrders.place(request.params.id, request.body, actorOf(request))),
  );
  app.get(
    '/admissions/:id/care-orders',
    {
      onRequest: requirePermission('ward-round.read'),
      schema: { params: idParams, response: { 200: z.array(careOrderSchema) } },
    },
    async (request) => careOrders.list(request.params.id, actorOf(request)),
  );
  app.post(
    '/care-orders/:id/done',
    {
      onRequest: requirePermission('care-orders.complete'),
      schema: { params: idParams, response: { 200: careOrderSchema } },
    },
    async (request) => careOrders.done(request.params.id, actorOf(request)),
  );
  app.post(
    '/care-orders/:id/stop',
    {
      onRequest: requirePermission('care-orders.write'),
      schema: { params: idParams, body: careOrderReasonSchema, response: { 200: careOrderSchema } },
    },
    async (request) => careOrders.stop(request.params.id, request.body, actorOf(request)),
  );
  app.post(
    '/care-orders/:id/cancel',
    {
      onRequest: requirePermission('care-orders.write'),
      schema: { params: idParams, body: careOrderReasonSchema, response: { 200: careOrderSchema } },
    },
    async (request) => careOrders.cancel(request.params.id, request.body, actorOf(request)),
  );
};
