import { stayTariffSchema, stayTariffsInputSchema } from '@clinic/shared/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission, requireSignedIn } from '../../plugins/authorization.ts';
import type { StayTariffsService } from './stay-tariffs.service.ts';

/** Consultant visit, nursing and monitoring prices by bed class: read by every desk, set by the administrator. */
export const stayTariffsRoutes: FastifyPluginAsyncZod<{ stayTariffs: StayTariffsService }> = async (
  app,
  { stayTariffs },
) => {
  app.get(
    '/stay-tariffs',
    { onRequest: requireSignedIn, schema: { response: { 200: z.array(stayTariffSchema) } } },
    async () => stayTariffs.list(),
  );
  app.put(
    '/stay-tariffs',
    {
      onRequest: requirePermission('stay-tariffs.manage'),
      schema: { body: stayTariffsInputSchema, response: { 200: z.array(stayTariffSchema) } },
    },
    async (request) => stayTariffs.set(request.body, actorOf(request)),
  );
};
