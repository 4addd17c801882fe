import { pharmacyPrescriptionSchema } from '@clinic/shared/encounters';
import { pagedSchema, pageQuerySchema } from '@clinic/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/actor.ts';
import { requireRoles } from '../../plugins/authorization.ts';
import type { PharmacyService } from './pharmacy.service.ts';

/** The pharmacy's worklist of prescriptions waiting to be dispensed. */
export const pharmacyRoutes: FastifyPluginAsyncZod<{ pharmacy: PharmacyService }> = async (app, { pharmacy }) => {
  app.get(
    '/pharmacy/prescriptions',
    {
      onRequest: requireRoles('pharmacy'),
      schema: { querystring: pageQuerySchema, response: { 200: pagedSchema(pharmacyPrescriptionSchema) } },
    },
    async (request) => pharmacy.waitingPrescriptions(request.query, actorOf(request)),
  );
};
