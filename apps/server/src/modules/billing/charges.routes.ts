import { addChargeSchema, chargeSchema } from '@clinic/shared/patients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import { patientIdParams } from '../patients/patients.routes.ts';
import type { ChargesService } from './charges.service.ts';

const chargeParams = patientIdParams.extend({ chargeId: z.uuid({ error: 'Invalid charge id' }) });

/** A patient's charges: reception adds and cancels them; billing reads them too. */
export const chargesRoutes: FastifyPluginAsyncZod<{ charges: ChargesService }> = async (app, { charges }) => {
  app.get(
    '/patients/:id/charges',
    {
      onRequest: requirePermission('charges.read'),
      schema: {
        params: patientIdParams,
        querystring: z.object({ status: chargeSchema.shape.status.optional() }),
        response: { 200: z.array(chargeSchema) },
      },
    },
    async (request) => charges.list(request.params.id, request.query.status, actorOf(request)),
  );

  app.post(
    '/patients/:id/charges',
    {
      onRequest: requirePermission('charges.create'),
      config: { idempotent: true },
      schema: { params: patientIdParams, body: addChargeSchema, response: { 201: chargeSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await charges.add(request.params.id, request.body.serviceId, actorOf(request))),
  );

  app.post(
    '/patients/:id/charges/:chargeId/cancel',
    {
      onRequest: requirePermission('charges.cancel'),
      schema: { params: chargeParams, response: { 200: chargeSchema } },
    },
    async (request) => charges.cancel(request.params.id, request.params.chargeId, actorOf(request)),
  );
};
