import {
  marDaySchema,
  marDoseInputSchema,
  marDoseSchema,
  medicationOrderInputSchema,
  medicationOrderSchema,
  stopOrderInputSchema,
} from '@clinic/shared/admissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarDate } from '@clinic/shared/dates';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { MarService } from './mar.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Inpatient medication orders (doctors) and the MAR (nurses chart each dose once). */
export const marRoutes: FastifyPluginAsyncZod<{ mar: MarService }> = async (app, { mar }) => {
  app.post(
    '/admissions/:id/medication-orders',
    {
      onRequest: requirePermission('medication-orders.write'),
      config: { idempotent: true },
      schema: { params: idParams, body: medicationOrderInputSchema, response: { 201: medicationOrderSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await mar.order(request.params.id, request.body, actorOf(request))),
  );
  app.get(
    '/admissions/:id/medication-orders',
    {
      onRequest: requirePermission('mar.read'),
      schema: { params: idParams, response: { 200: z.array(medicationOrderSchema) } },
    },
    async (request) => mar.orders(request.params.id, actorOf(request)),
  );
  app.post(
    '/admissions/:id/medication-orders/:orderId/stop',
    {
      onRequest: requirePermission('medication-orders.write'),
      schema: {
        params: idParams.extend({ orderId: z.uuid({ error: 'Invalid id' }) }),
        body: stopOrderInputSchema,
        response: { 200: medicationOrderSchema },
      },
    },
    async (request) => mar.stop(request.params.id, request.params.orderId, request.body, actorOf(request)),
  );
  app.get(
    '/admissions/:id/mar',
    {
      onRequest: requirePermission('mar.read'),
      schema: {
        params: idParams,
        querystring: z.object({ date: calendarDate('Use a date like 2026-11-23').optional() }),
        response: { 200: marDaySchema },
      },
    },
    async (request) => mar.day(request.params.id, request.query.date, actorOf(request)),
  );
  app.post(
    '/admissions/:id/mar',
    {
      onRequest: requirePermission('mar.chart'),
      config: { idempotent: true },
      schema: { params: idParams, body: marDoseInputSchema, response: { 201: marDoseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await mar.recordDose(request.params.id, request.body, actorOf(request))),
  );
};
