import { orderWithPatientSchema } from '@clinic/shared/encounters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../plugins/authorization.ts';
import type { RadiologyService } from './radiology.service.ts';

/** The radiology worklist. */
export const radiologyRoutes: FastifyPluginAsyncZod<{ radiology: RadiologyService }> = async (app, { radiology }) => {
  app.get(
    '/radiology/orders',
    { onRequest: requireRoles('radiology'), schema: { response: { 200: z.array(orderWithPatientSchema) } } },
    async () => radiology.worklist(),
  );
};
