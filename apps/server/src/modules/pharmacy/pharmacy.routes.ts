import { pharmacyPrescriptionSchema } from '@clinic/shared/encounters';
import { pagedSchema, pageQuerySchema } from '@clinic/shared/http';
import { dispenseInputSchema, dispenseProposalSchema, saleSchema } from '@clinic/shared/pharmacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { DispensingService } from './dispensing.service.ts';
import type { PharmacyService } from './pharmacy.service.ts';

const encounterParams = z.object({ encounterId: z.uuid({ error: 'Invalid id' }) });
export const KEY_REQUIRED = 'An Idempotency-Key header is required: a sale moves stock and money';

/** The pharmacy's worklist, dispensing a prescription with FEFO batches, and its bills. */
export const pharmacyRoutes: FastifyPluginAsyncZod<{
  pharmacy: PharmacyService;
  dispensing: DispensingService;
}> = async (app, { pharmacy, dispensing }) => {
  app.get(
    '/pharmacy/prescriptions',
    {
      onRequest: requirePermission('pharmacy.dispense'),
      schema: {
        querystring: pageQuerySchema.extend({ search: z.string().trim().max(100).optional() }),
        response: { 200: pagedSchema(pharmacyPrescriptionSchema) },
      },
    },
    async (request) => {
      const { search, ...page } = request.query;
      return pharmacy.waitingPrescriptions(page, actorOf(request), search || undefined);
    },
  );
  app.get(
    '/pharmacy/prescriptions/:encounterId/dispense',
    {
      onRequest: requirePermission('pharmacy.dispense'),
      schema: { params: encounterParams, response: { 200: z.array(dispenseProposalSchema) } },
    },
    async (request) => dispensing.proposal(request.params.encounterId, actorOf(request)),
  );
  app.post(
    '/pharmacy/prescriptions/:encounterId/dispense',
    {
      onRequest: requirePermission('pharmacy.dispense'),
      config: { idempotent: true },
      schema: { params: encounterParams, body: dispenseInputSchema, response: { 201: saleSchema } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key) throw badRequest(KEY_REQUIRED);
      const sale = await dispensing.dispense(
        request.params.encounterId,
        request.body,
        key,
        actorOf(request),
        principalOf(request).permissions.has('bills.discount.approve'),
      );
      return reply.status(201).send(sale);
    },
  );
  app.get(
    '/pharmacy/sales/:id',
    {
      onRequest: requirePermission('pharmacy.dispense'),
      schema: { params: z.object({ id: z.uuid({ error: 'Invalid id' }) }), response: { 200: saleSchema } },
    },
    async (request) => dispensing.sale(request.params.id, actorOf(request)),
  );
};
