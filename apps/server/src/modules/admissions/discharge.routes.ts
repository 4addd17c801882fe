import {
  admissionDetailSchema,
  dischargeInputSchema,
  dischargeSummaryInputSchema,
  dischargeSummarySchema,
} from '@clinic/shared/admissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { DischargeService } from './discharge.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** The discharge summary, initiating a discharge, and the discharge. */
export const dischargeRoutes: FastifyPluginAsyncZod<{ discharge: DischargeService }> = async (app, { discharge }) => {
  app.get(
    '/admissions/:id/discharge-summary',
    {
      onRequest: requirePermission('discharge.read'),
      schema: { params: idParams, response: { 200: dischargeSummarySchema.nullable() } },
    },
    async (request) => discharge.summary(request.params.id, actorOf(request)),
  );
  app.put(
    '/admissions/:id/discharge-summary',
    {
      onRequest: requirePermission('discharge.write'),
      schema: { params: idParams, body: dischargeSummaryInputSchema, response: { 200: dischargeSummarySchema } },
    },
    async (request) => discharge.saveSummary(request.params.id, request.body, actorOf(request)),
  );
  app.post(
    '/admissions/:id/initiate-discharge',
    {
      onRequest: requirePermission('discharge.initiate'),
      schema: { params: idParams, response: { 200: admissionDetailSchema } },
    },
    async (request) => discharge.initiate(request.params.id, actorOf(request)),
  );
  app.post(
    '/admissions/:id/undo-discharge',
    {
      onRequest: requirePermission('discharge.undo'),
      schema: { params: idParams, response: { 200: admissionDetailSchema } },
    },
    async (request) => discharge.undoInitiate(request.params.id, actorOf(request)),
  );
  app.post(
    '/admissions/:id/discharge',
    {
      onRequest: requirePermission('discharge.write'),
      // No body is a normal discharge, as before discharge types were recorded.
      schema: { params: idParams, body: dischargeInputSchema.nullish(), response: { 200: admissionDetailSchema } },
    },
    async (request) => discharge.discharge(request.params.id, request.body ?? {}, actorOf(request)),
  );
};
