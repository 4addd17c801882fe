import { orderWithPatientSchema } from '@clinic/shared/encounters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../plugins/authorization.ts';
import type { LabService } from './lab.service.ts';

/** The lab worklist. */
export const labRoutes: FastifyPluginAsyncZod<{ lab: LabService }> = async (app, { lab }) => {
  app.get(
    '/lab/orders',
    { onRequest: requireRoles('lab'), schema: { response: { 200: z.array(orderWithPatientSchema) } } },
    async () => lab.worklist(),
  );
};
