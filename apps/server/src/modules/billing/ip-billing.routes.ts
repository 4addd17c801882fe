import {
  billSchema,
  creditApprovalInputSchema,
  creditApprovalSchema,
  depositInputSchema,
  finalizeInputSchema,
  ipBillListQuerySchema,
  ipBillRowSchema,
  ipBillViewSchema,
  receiptSchema,
} from '@clinic/shared/billing';
import { serviceOrderSchema } from '@clinic/shared/encounters';
import { pagedSchema, pageQuerySchema } from '@clinic/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { CreditApprovalsService } from './credit-approvals.service.ts';
import type { IpBillingService } from './ip-billing.service.ts';
import type { SupplementaryBillsService } from './supplementary-bills.service.ts';
import { BILL_KEY_REQUIRED } from './op-billing.routes.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** The IP bill of a stay: its running view, deposits, finalization, and supplementary bills after it. */
export const ipBillingRoutes: FastifyPluginAsyncZod<{
  ipBilling: IpBillingService;
  supplementary: SupplementaryBillsService;
  credit: CreditApprovalsService;
}> = async (app, { ipBilling, supplementary, credit }) => {
  const keyOf = (request: Parameters<typeof idempotencyKeyOf>[0]) => {
    const key = idempotencyKeyOf(request);
    if (!key) throw badRequest(BILL_KEY_REQUIRED);
    return key;
  };

  app.get(
    '/billing/ip',
    {
      onRequest: requirePermission('ip-bills.read'),
      schema: {
        querystring: pageQuerySchema.extend(ipBillListQuerySchema.shape),
        response: { 200: pagedSchema(ipBillRowSchema) },
      },
    },
    async (request) => ipBilling.list(request.query, actorOf(request)),
  );
  app.get(
    '/billing/ip/:id',
    {
      onRequest: requirePermission('ip-bills.read'),
      schema: { params: idParams, response: { 200: ipBillViewSchema } },
    },
    async (request) => ipBilling.view(request.params.id, actorOf(request)),
  );
  app.get(
    '/billing/ip/:id/pending-orders',
    {
      onRequest: requirePermission('ip-bills.read'),
      schema: { params: idParams, response: { 200: z.array(serviceOrderSchema) } },
    },
    async (request) => ipBilling.pendingOrders(request.params.id, actorOf(request)),
  );
  app.post(
    '/billing/ip/:id/deposits',
    {
      onRequest: requirePermission('payments.deposit'),
      config: { idempotent: true },
      schema: { params: idParams, body: depositInputSchema, response: { 201: receiptSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await ipBilling.deposit(request.params.id, request.body, keyOf(request), actorOf(request))),
  );
  app.post(
    '/billing/ip/:id/finalize',
    {
      onRequest: requirePermission('ip-bills.finalize'),
      config: { idempotent: true },
      schema: { params: idParams, body: finalizeInputSchema, response: { 201: billSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await ipBilling.finalize(
            request.params.id,
            request.body,
            keyOf(request),
            actorOf(request),
            principalOf(request).permissions.has('bills.discount.approve'),
          ),
        ),
  );
  app.post(
    '/billing/ip/:id/supplementary-bill',
    {
      onRequest: requirePermission('ip-bills.finalize'),
      config: { idempotent: true },
      schema: { params: idParams, response: { 201: billSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await supplementary.make(request.params.id, keyOf(request), actorOf(request))),
  );
  app.post(
    '/billing/ip/:id/credit-approvals',
    {
      onRequest: requirePermission('bills.credit.approve'),
      config: { idempotent: true },
      schema: { params: idParams, body: creditApprovalInputSchema, response: { 201: creditApprovalSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await credit.approve(request.params.id, request.body, keyOf(request), actorOf(request))),
  );
};
