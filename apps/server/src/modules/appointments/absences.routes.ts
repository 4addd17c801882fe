import {
  absenceInputSchema,
  absenceListQuerySchema,
  absenceResultSchema,
  absenceSchema,
} from '@clinic/shared/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { AbsencesService } from './absences.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Doctors' leave and late arrival, marked at the reception desk or in Settings → Staff. */
export const absencesRoutes: FastifyPluginAsyncZod<{ absences: AbsencesService }> = async (app, { absences }) => {
  app.get(
    '/doctor-absences',
    {
      onRequest: requirePermission('appointments.read'),
      schema: { querystring: absenceListQuerySchema, response: { 200: z.array(absenceSchema) } },
    },
    async (request) => absences.list(request.query),
  );
  app.post(
    '/doctors/:id/absences',
    {
      onRequest: requirePermission('doctors.absences.manage'),
      config: { idempotent: true },
      schema: { params: idParams, body: absenceInputSchema, response: { 201: absenceResultSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await absences.mark(request.params.id, request.body, actorOf(request))),
  );
  app.post(
    '/doctor-absences/:id/cancel',
    {
      onRequest: requirePermission('doctors.absences.manage'),
      schema: { params: idParams, response: { 200: absenceSchema } },
    },
    async (request) => absences.cancel(request.params.id, actorOf(request)),
  );
};
