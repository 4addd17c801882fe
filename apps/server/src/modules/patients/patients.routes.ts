import type { Role } from '@clinic/shared/auth';
import {
  duplicateQuerySchema,
  patientInputSchema,
  patientListQuerySchema,
  patientPageSchema,
  patientSchema,
  patientSummarySchema,
  registerPatientQuerySchema,
} from '@clinic/shared/patients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { PatientsService } from './patients.service.ts';

/** Roles that see patients in their own work; only reception registers and edits. */
export const PATIENT_READERS: Role[] = [
  'reception',
  'doctor',
  'nurse',
  'billing',
  'lab',
  'radiology',
  'pharmacy',
  'otscheduler',
];
export const patientIdParams = z.object({ id: z.uuid({ error: 'Invalid patient id' }) });

export const patientsRoutes: FastifyPluginAsyncZod<{ patients: PatientsService }> = async (app, { patients }) => {
  app.get(
    '/patients',
    {
      onRequest: requirePermission('patients.read'),
      schema: { querystring: patientListQuerySchema, response: { 200: patientPageSchema } },
    },
    async (request) => patients.list(request.query, actorOf(request)),
  );

  app.get(
    '/patients/possible-duplicates',
    {
      onRequest: requirePermission('patients.register'),
      schema: { querystring: duplicateQuerySchema, response: { 200: z.array(patientSummarySchema) } },
    },
    async (request) => patients.possibleDuplicates(request.query),
  );

  app.get(
    '/patients/:id',
    {
      onRequest: requirePermission('patients.read'),
      schema: { params: patientIdParams, response: { 200: patientSchema } },
    },
    async (request) => patients.view(request.params.id, actorOf(request)),
  );

  app.post(
    '/patients',
    {
      onRequest: requirePermission('patients.register'),
      config: { idempotent: true },
      schema: { body: patientInputSchema, querystring: registerPatientQuerySchema, response: { 201: patientSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await patients.register(request.body, actorOf(request), request.query.allowDuplicate === 'true')),
  );

  app.put(
    '/patients/:id',
    {
      onRequest: requirePermission('patients.register'),
      schema: { params: patientIdParams, body: patientInputSchema, response: { 200: patientSchema } },
    },
    async (request) => patients.update(request.params.id, request.body, actorOf(request)),
  );
};
