import {
  encounterInputSchema,
  encounterSchema,
  encounterSummarySchema,
  icd10CodeSchema,
  medicalHistoryResponseSchema,
  vitalsInputSchema,
  vitalsSchema,
  visitFeeSchema,
} from '@clinic/shared/encounters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { EncountersService } from './encounters.service.ts';
import type { Icd10Catalogue } from './icd10.ts';
import type { VitalsService } from './vitals.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Vitals and consultations. */
export const encountersRoutes: FastifyPluginAsyncZod<{
  encounters: EncountersService;
  vitals: VitalsService;
  icd10: Icd10Catalogue;
}> = async (app, { encounters, vitals, icd10 }) => {
  app.post(
    '/appointments/:id/vitals',
    {
      onRequest: requirePermission('vitals.record'),
      config: { idempotent: true },
      schema: { params: idParams, body: vitalsInputSchema, response: { 201: vitalsSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await vitals.recordForAppointment(request.params.id, request.body, actorOf(request))),
  );
  app.get(
    '/appointments/:id/vitals',
    {
      onRequest: requirePermission('vitals.record'),
      schema: { params: idParams, response: { 200: z.object({ vitals: vitalsSchema.nullable() }) } },
    },
    async (request) => ({ vitals: await vitals.latestForAppointment(request.params.id, actorOf(request)) }),
  );

  app.get(
    '/icd10',
    {
      onRequest: requirePermission('encounters.consult'),
      schema: {
        querystring: z.object({ q: z.string().max(100).default('') }),
        response: { 200: z.array(icd10CodeSchema) },
      },
    },
    async (request) => icd10.search(request.query.q),
  );

  app.get(
    '/patients/:id/medical-history',
    {
      onRequest: requirePermission('patients.history.read'),
      schema: { params: idParams, response: { 200: medicalHistoryResponseSchema } },
    },
    async (request) => encounters.medicalHistory(request.params.id, actorOf(request)),
  );
  app.get(
    '/patients/:id/visit-fee',
    {
      onRequest: requirePermission('appointments.book'),
      schema: {
        params: idParams,
        querystring: z.object({ doctorId: z.uuid({ error: 'Choose a doctor' }) }),
        response: { 200: visitFeeSchema },
      },
    },
    async (request) => encounters.visitFee(request.params.id, request.query.doctorId, actorOf(request)),
  );
  app.get(
    '/patients/:id/encounters',
    {
      onRequest: requirePermission('encounters.consult'),
      schema: { params: idParams, response: { 200: z.array(encounterSummarySchema) } },
    },
    async (request) => encounters.listForPatient(request.params.id, actorOf(request)),
  );
  app.get(
    '/encounters/:id',
    {
      onRequest: requirePermission('encounters.consult'),
      schema: { params: idParams, response: { 200: encounterSchema } },
    },
    async (request) => encounters.get(request.params.id, actorOf(request)),
  );
  app.post(
    '/encounters',
    {
      onRequest: requirePermission('encounters.consult'),
      config: { idempotent: true },
      schema: { body: encounterInputSchema, response: { 201: encounterSchema } },
    },
    async (request, reply) => reply.status(201).send(await encounters.save(request.body, actorOf(request))),
  );
};
