import {
  payerTariffSchema,
  rateFactorsSchema,
  tariffRateInputSchema,
  tariffRateSchema,
} from '@clinic/shared/insurance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { TariffsService } from './tariffs.service.ts';

const payerParams = z.object({ id: z.uuid({ error: 'Invalid payer id' }) });

/** A payer's tariff: read by the claims desk, kept by those who keep the payer master. */
export const tariffsRoutes: FastifyPluginAsyncZod<{ tariffs: TariffsService }> = async (app, { tariffs }) => {
  app.get(
    '/payers/:id/tariff',
    {
      onRequest: requirePermission('claims.read'),
      schema: { params: payerParams, response: { 200: payerTariffSchema } },
    },
    async (request) => tariffs.tariff(request.params.id),
  );
  app.post(
    '/payers/:id/tariff/rates',
    {
      onRequest: requirePermission('payers.manage'),
      config: { idempotent: true },
      schema: { params: payerParams, body: tariffRateInputSchema, response: { 201: tariffRateSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await tariffs.addRate(request.params.id, request.body, actorOf(request))),
  );
  app.put(
    '/payers/:id/tariff/factors',
    {
      onRequest: requirePermission('payers.manage'),
      schema: {
        params: payerParams,
        body: z.object({ factors: rateFactorsSchema.nullable() }),
        response: { 200: payerTariffSchema },
      },
    },
    async (request) => tariffs.setFactors(request.params.id, request.body.factors, actorOf(request)),
  );
};
