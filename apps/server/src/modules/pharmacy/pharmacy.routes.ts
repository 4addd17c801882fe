import { pharmacyPrescriptionSchema } from '@clinic/shared/encounters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../plugins/authorization.ts';
import type { PharmacyService } from './pharmacy.service.ts';

/** The pharmacy's worklist of prescriptions waiting to be dispensed. */
export const pharmacyRoutes: FastifyPluginAsyncZod<{ pharmacy: PharmacyService }> = async (app, { pharmacy }) => {
  app.get(
    '/pharmacy/prescriptions',
    { onRequest: requireRoles('pharmacy'), schema: { response: { 200: z.array(pharmacyPrescriptionSchema) } } },
    async () => pharmacy.waitingPrescriptions(),
  );
};
