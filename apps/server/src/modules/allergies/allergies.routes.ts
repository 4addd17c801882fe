import { allergyClassInputSchema, allergyClassSchema, patientAllergiesSchema } from '@clinic/shared/allergies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { AllergiesService } from './allergies.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** A patient's allergies for every desk that handles drugs, and the drug classes behind the checks. */
export const allergiesRoutes: FastifyPluginAsyncZod<{ allergies: AllergiesService }> = async (app, { allergies }) => {
  app.get(
    '/patients/:id/allergies',
    {
      onRequest: requirePermission('patients.allergies.read'),
      schema: { params: idParams, response: { 200: patientAllergiesSchema } },
    },
    async (request) => allergies.forPatient(request.params.id, actorOf(request)),
  );

  app.get(
    '/allergy-classes',
    {
      onRequest: requirePermission('patients.allergies.read'),
      schema: { response: { 200: z.array(allergyClassSchema) } },
    },
    async () => allergies.classes(),
  );

  app.post(
    '/allergy-classes',
    {
      onRequest: requirePermission('allergies.classes.manage'),
      schema: { body: allergyClassInputSchema, response: { 201: allergyClassSchema } },
    },
    async (request, reply) => reply.code(201).send(await allergies.createClass(request.body, actorOf(request))),
  );

  app.put(
    '/allergy-classes/:id',
    {
      onRequest: requirePermission('allergies.classes.manage'),
      schema: { params: idParams, body: allergyClassInputSchema, response: { 200: allergyClassSchema } },
    },
    async (request) => allergies.updateClass(request.params.id, request.body, actorOf(request)),
  );
};
