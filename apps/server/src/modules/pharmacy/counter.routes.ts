import {
  counterSaleInputSchema,
  dayEndSchema,
  h1RegisterRowSchema,
  saleSchema,
  sellableSchema,
} from '@clinic/shared/pharmacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Papa from 'papaparse';
import { calendarDate } from '@clinic/shared/dates';
import { z } from 'zod';
import { clinicDateTime } from '../../lib/clinic-time.ts';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { CounterSaleService } from './counter-sale.service.ts';
import type { DayEndService } from './day-end.service.ts';
import { KEY_REQUIRED } from './pharmacy.routes.ts';

const isoDate = calendarDate;
const YEAR_MS = 366 * 24 * 60 * 60_000;

/** The counter: drugs to sell, walk-in sales, and the Schedule H1 register (on screen and as CSV). */
export const counterRoutes: FastifyPluginAsyncZod<{
  counter: CounterSaleService;
  dayEnd: DayEndService;
  timeZone: string;
}> = async (app, { counter, dayEnd, timeZone }) => {
  app.get(
    '/pharmacy/sellable',
    {
      onRequest: requirePermission('pharmacy.counter-sale'),
      schema: {
        querystring: z.object({ search: z.string().trim().min(1, 'Type part of a medicine name').max(100) }),
        response: { 200: z.array(sellableSchema) },
      },
    },
    async (request) => counter.sellable(request.query.search),
  );
  app.post(
    '/pharmacy/counter-sales',
    {
      onRequest: requirePermission('pharmacy.counter-sale'),
      config: { idempotent: true },
      schema: { body: counterSaleInputSchema, response: { 201: saleSchema } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key) throw badRequest(KEY_REQUIRED);
      return reply
        .status(201)
        .send(
          await counter.sell(
            request.body,
            key,
            actorOf(request),
            principalOf(request).permissions.has('bills.discount.approve'),
          ),
        );
    },
  );
  app.get(
    '/pharmacy/h1-register',
    {
      onRequest: requirePermission('pharmacy.registers'),
      schema: {
        querystring: z
          .object({
            from: isoDate('Choose the start date'),
            to: isoDate('Choose the end date'),
            format: z.enum(['json', 'csv']).default('json'),
          })
          .refine((q) => q.to >= q.from && Date.parse(q.to) - Date.parse(q.from) <= YEAR_MS, {
            path: ['to'],
            message: 'Choose an end date on or after the start, at most a year later',
          }),
        response: { 200: z.union([z.array(h1RegisterRowSchema), z.string()]) },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const rows = await counter.register(from, to, actorOf(request));
      if (format === 'json') return rows;
      // escapeFormulae: a cell starting with = + - @ is written as text, never run by a spreadsheet.
      // Sale times in the clinic's time, as the register is kept; the screen gets the instants.
      const csv = Papa.unparse(
        rows.map((r) => ({ ...r, soldAt: clinicDateTime(timeZone, r.soldAt) })),
        { escapeFormulae: true },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="h1-register-${from}-to-${to}.csv"`)
        .send(csv);
    },
  );
  app.get(
    '/pharmacy/day-end',
    {
      onRequest: requirePermission('pharmacy.registers'),
      schema: {
        querystring: z.object({ date: isoDate('Choose the date').optional() }),
        response: { 200: dayEndSchema },
      },
    },
    async (request) => dayEnd.report(request.query.date, actorOf(request)),
  );
};
