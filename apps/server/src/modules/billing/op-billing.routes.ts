import {
  billSchema,
  billSummarySchema,
  discountSchema,
  opBillInputSchema,
  opDiscountRequestSchema,
  opPendingSchema,
  patientAccountSchema,
} from '@clinic/shared/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { AccountService } from './account.service.ts';
import type { OpBillingService } from './op-billing.service.ts';
import type { OpDiscountsService } from './op-discounts.service.ts';

export const BILL_KEY_REQUIRED = 'An Idempotency-Key header is required: a bill moves money';
const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** The appointment bill dialog's calls (reception and the billing desk) and reading bills. */
export const opBillingRoutes: FastifyPluginAsyncZod<{
  opBilling: OpBillingService;
  opDiscounts: OpDiscountsService;
  account: AccountService;
}> = async (app, { opBilling, opDiscounts, account }) => {
  app.get(
    '/billing/patients/:id/account',
    {
      onRequest: requirePermission('bills.read'),
      schema: { params: idParams, response: { 200: patientAccountSchema } },
    },
    async (request) => account.ofPatient(request.params.id, actorOf(request)),
  );
  app.get(
    '/billing/op/:id',
    { onRequest: requirePermission('op-bills.bill'), schema: { params: idParams, response: { 200: opPendingSchema } } },
    async (request) => opBilling.pending(request.params.id, actorOf(request)),
  );
  app.post(
    '/billing/op-bills',
    {
      onRequest: requirePermission('op-bills.bill'),
      config: { idempotent: true },
      schema: { body: opBillInputSchema, response: { 201: billSchema } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key) throw badRequest(BILL_KEY_REQUIRED);
      const bill = await opBilling.bill(
        request.body,
        key,
        actorOf(request),
        principalOf(request).permissions.has('bills.discount.approve'),
      );
      return reply.status(201).send(bill);
    },
  );
  app.post(
    '/billing/op-bills/discount-requests',
    {
      onRequest: requirePermission('op-bills.bill'),
      config: { idempotent: true },
      schema: { body: opDiscountRequestSchema, response: { 201: discountSchema } },
    },
    async (request, reply) => reply.status(201).send(await opDiscounts.request(request.body, actorOf(request))),
  );
  app.get(
    '/billing/bills/:id',
    { onRequest: requirePermission('bills.read'), schema: { params: idParams, response: { 200: billSchema } } },
    async (request) => opBilling.get(request.params.id, actorOf(request)),
  );
  app.get(
    '/billing/patients/:id/bills',
    {
      onRequest: requirePermission('bills.read'),
      schema: { params: idParams, response: { 200: z.array(billSummarySchema) } },
    },
    async (request) => opBilling.ofPatient(request.params.id, actorOf(request)),
  );
};
