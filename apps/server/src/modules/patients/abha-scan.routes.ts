import { abhaLinkSchema, abhaScanReplySchema, abhaScanSchema } from '@clinic/shared/abdm';
import { patientSchema } from '@clinic/shared/patients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { AbhaScanService } from './abha-scan.service.ts';
import { patientIdParams } from './patients.routes.ts';

/** Scan and Share at the registration desk, and linking a card's ABHA to a patient already registered. */
export const abhaScanRoutes: FastifyPluginAsyncZod<{ abhaScan: AbhaScanService }> = async (app, { abhaScan }) => {
  // Reading a code writes nothing but the audit of who was shown, so a retry is harmless.
  app.post(
    '/patients/abha-scan',
    {
      onRequest: requirePermission('patients.register'),
      schema: { body: abhaScanSchema, response: { 200: abhaScanReplySchema } },
    },
    async (request) => abhaScan.scan(request.body.qr, actorOf(request)),
  );

  app.put(
    '/patients/:id/abha',
    {
      onRequest: requirePermission('patients.register'),
      schema: { params: patientIdParams, body: abhaLinkSchema, response: { 200: patientSchema } },
    },
    async (request) => abhaScan.link(request.params.id, request.body, actorOf(request)),
  );
};
