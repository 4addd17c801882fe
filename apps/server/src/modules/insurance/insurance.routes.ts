import {
  coverageCardInputSchema,
  coverageInputSchema,
  coverageSchema,
  payerInputSchema,
  payerSchema,
} from '@clinic/shared/insurance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission, requireSignedIn } from '../../plugins/authorization.ts';
import { contentDisposition } from './claim-documents.routes.ts';
import type { CoverageCardsService } from './coverage-cards.service.ts';
import type { CoveragesService } from './coverages.service.ts';
import type { PayersService } from './payers.service.ts';

const payerParams = z.object({ id: z.uuid({ error: 'Invalid payer id' }) });
const patientParams = z.object({ id: z.uuid({ error: 'Invalid patient id' }) });
const coverageParams = z.object({ id: z.uuid({ error: 'Invalid cover id' }) });

/**
 * The payer master (every signed-in user reads it: forms offer it; the billing desk keeps it) and
 * patients' covers (reception and billing: patient data, audited).
 */
export const insuranceRoutes: FastifyPluginAsyncZod<{
  payers: PayersService;
  coverages: CoveragesService;
  cards: CoverageCardsService;
}> = async (app, { payers, coverages, cards }) => {
  app.get('/payers', { onRequest: requireSignedIn, schema: { response: { 200: z.array(payerSchema) } } }, async () =>
    payers.list(),
  );
  app.post(
    '/payers',
    {
      onRequest: requirePermission('payers.manage'),
      config: { idempotent: true },
      schema: { body: payerInputSchema, response: { 201: payerSchema } },
    },
    async (request, reply) => reply.status(201).send(await payers.create(request.body, actorOf(request))),
  );
  app.put(
    '/payers/:id',
    {
      onRequest: requirePermission('payers.manage'),
      schema: { params: payerParams, body: payerInputSchema, response: { 200: payerSchema } },
    },
    async (request) => payers.update(request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/patients/:id/coverages',
    {
      onRequest: requirePermission('coverages.read'),
      schema: { params: patientParams, response: { 200: z.array(coverageSchema) } },
    },
    async (request) => coverages.listOf(request.params.id, actorOf(request)),
  );
  app.post(
    '/patients/:id/coverages',
    {
      onRequest: requirePermission('coverages.manage'),
      config: { idempotent: true },
      schema: { params: patientParams, body: coverageInputSchema, response: { 201: coverageSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await coverages.create(request.params.id, request.body, actorOf(request))),
  );
  app.put(
    '/coverages/:id',
    {
      onRequest: requirePermission('coverages.manage'),
      schema: { params: coverageParams, body: coverageInputSchema, response: { 200: coverageSchema } },
    },
    async (request) => coverages.update(request.params.id, request.body, actorOf(request)),
  );
  app.put(
    '/coverages/:id/card',
    {
      onRequest: requirePermission('coverages.manage'),
      schema: { params: coverageParams, body: coverageCardInputSchema, response: { 200: coverageSchema } },
    },
    async (request) => {
      await cards.attach(request.params.id, request.body, actorOf(request));
      return coverages.saved(request.params.id);
    },
  );
  app.get(
    '/coverages/:id/card',
    { onRequest: requirePermission('coverages.read'), schema: { params: coverageParams } },
    async (request, reply) => {
      const file = await cards.file(request.params.id, actorOf(request));
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition(file.fileName).replace(/^attachment/, 'inline'))
        .type(file.contentType)
        .send(file.bytes);
    },
  );
};
