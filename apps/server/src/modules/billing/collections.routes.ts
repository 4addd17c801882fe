import { collectionsQuerySchema, collectionsSchema } from '@clinic/shared/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Papa from 'papaparse';
import { z } from 'zod';
import { clinicDateTime } from '../../lib/clinic-time.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { CollectionsService } from './collections.service.ts';

/** The day-end collection report, as JSON for the screen or CSV for the accounts. */
export const collectionsRoutes: FastifyPluginAsyncZod<{ collections: CollectionsService; timeZone: string }> = async (
  app,
  { collections, timeZone },
) => {
  app.get(
    '/billing/day-end',
    {
      onRequest: requirePermission('billing.day-end'),
      schema: { querystring: collectionsQuerySchema, response: { 200: z.union([collectionsSchema, z.string()]) } },
    },
    async (request, reply) => {
      const report = await collections.day(request.query.date, actorOf(request));
      if (request.query.format === 'json') return report;
      const csv = Papa.unparse(
        report.receipts.map((r) => ({
          Receipt: r.receiptNumber,
          Time: clinicDateTime(timeZone, r.receivedAt),
          Purpose: r.purpose,
          Mode: r.mode,
          Reference: r.reference ?? '',
          Amount: (r.purpose === 'Refund' ? -r.amountPaise : r.amountPaise) / 100,
          MRN: r.mrn ?? '',
          'Received by': r.receivedBy,
        })),
        { escapeFormulae: true },
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="collections-${report.date}.csv"`)
        .send(csv);
    },
  );
};
