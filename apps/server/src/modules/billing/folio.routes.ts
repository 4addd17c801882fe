import {
  billPaymentInputSchema,
  closureSchema,
  contractInputSchema,
  contractSchema,
  creditNoteInputSchema,
  creditNoteSchema,
  discountDecisionSchema,
  discountInputSchema,
  discountSchema,
  miscLineInputSchema,
  pendingDiscountSchema,
  receiptSchema,
  refundInputSchema,
} from '@clinic/shared/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { BillCorrectionsService } from './bill-corrections.service.ts';
import type { FolioService } from './folio.service.ts';
import { BILL_KEY_REQUIRED } from './op-billing.routes.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });
const miscLineSchema = z.object({ _id: z.string(), description: z.string(), amountPaise: z.number() });

/**
 * The patient bill's actions on a stay's account (discounts and their approval, the payer
 * contract, Miscellaneous lines, closing) and the corrections to any finalized bill (credit
 * notes, refunds). Creating routes take an Idempotency-Key; a refund requires one.
 */
export const folioRoutes: FastifyPluginAsyncZod<{ folio: FolioService; corrections: BillCorrectionsService }> = async (
  app,
  { folio, corrections },
) => {
  app.post(
    '/billing/ip/:id/discounts',
    {
      onRequest: requirePermission('bills.discount'),
      config: { idempotent: true },
      schema: { params: idParams, body: discountInputSchema, response: { 201: discountSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await folio.requestDiscount(
            request.params.id,
            request.body,
            actorOf(request),
            principalOf(request).permissions.has('bills.discount.approve'),
          ),
        ),
  );
  app.get(
    '/billing/discounts/pending',
    {
      onRequest: requirePermission('bills.discount.approve'),
      schema: { response: { 200: z.array(pendingDiscountSchema) } },
    },
    async (request) => folio.pendingDiscounts(actorOf(request)),
  );
  app.post(
    '/billing/discounts/:id/decision',
    {
      onRequest: requirePermission('bills.discount.approve'),
      schema: { params: idParams, body: discountDecisionSchema, response: { 200: discountSchema } },
    },
    async (request) => folio.decideDiscount(request.params.id, request.body, actorOf(request)),
  );
  app.put(
    '/billing/ip/:id/contract',
    {
      onRequest: requirePermission('bills.contract'),
      schema: { params: idParams, body: contractInputSchema, response: { 200: contractSchema } },
    },
    async (request) => folio.setContract(request.params.id, request.body, actorOf(request)),
  );
  app.post(
    '/billing/ip/:id/misc-lines',
    {
      onRequest: requirePermission('bills.misc-lines'),
      config: { idempotent: true },
      schema: { params: idParams, body: miscLineInputSchema, response: { 201: miscLineSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await folio.addMiscLine(request.params.id, request.body, actorOf(request))),
  );
  app.post(
    '/billing/ip/:id/close',
    { onRequest: requirePermission('bills.close'), schema: { params: idParams, response: { 200: closureSchema } } },
    async (request) => folio.close(request.params.id, actorOf(request)),
  );
  app.post(
    '/billing/bills/:id/credit-notes',
    {
      onRequest: requirePermission('bills.credit-note'),
      config: { idempotent: true },
      schema: { params: idParams, body: creditNoteInputSchema, response: { 201: creditNoteSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await corrections.creditNote(request.params.id, request.body, actorOf(request))),
  );
  app.post(
    '/billing/bills/:id/payments',
    {
      onRequest: requirePermission('bills.payments'),
      schema: { params: idParams, body: billPaymentInputSchema, response: { 201: receiptSchema } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key) throw badRequest(BILL_KEY_REQUIRED);
      return reply.status(201).send(await corrections.pay(request.params.id, request.body, key, actorOf(request)));
    },
  );
  app.post(
    '/billing/bills/:id/refunds',
    {
      onRequest: requirePermission('bills.refund'),
      schema: { params: idParams, body: refundInputSchema, response: { 201: receiptSchema } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key) throw badRequest(BILL_KEY_REQUIRED);
      const cashOverride = principalOf(request).permissions.has('refunds.cash-override');
      return reply
        .status(201)
        .send(await corrections.refund(request.params.id, request.body, key, actorOf(request), cashOverride));
    },
  );
};
