import { can, type Permission } from '@clinic/shared/auth';
import {
  dashboardSchema,
  reportOptionsSchema,
  reportQuerySchema,
  type Report,
  type ReportQuery,
} from '@clinic/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Actor } from '../../kernel/actor.ts';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import { reportCsv, reportXlsx } from '../../lib/report-export.ts';
import type { ReportsService } from './reports.service.ts';

export const UNKNOWN_TABLE = 'This report has no such table';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Build = (q: ReportQuery, actor: Actor) => Promise<Report>;

/**
 * The reports, each at /reports/<key> behind its own permission. One route gives the screen its
 * JSON and the same report as CSV (one table) or XLSX (every table), so an export is what was seen.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.get(
    '/reports/options',
    { onRequest: requirePermission('reports.view'), schema: { response: { 200: reportOptionsSchema } } },
    async () => reports.options(),
  );

  app.get(
    '/reports/dashboard',
    { onRequest: requirePermission('reports.view'), schema: { response: { 200: dashboardSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return reports.dashboard(can(principalOf(request).permissions, 'reports.revenue'));
    },
  );

  const report = (key: string, permission: Permission, build: Build) =>
    app.get(
      `/reports/${key}`,
      { onRequest: requirePermission(permission), schema: { querystring: reportQuerySchema } },
      async (request, reply) => {
        const q = request.query;
        const made = await build(q, actorOf(request));
        reply.header('cache-control', 'private, no-store');
        const name = `${made.key}-${made.from}-to-${made.to}`;
        if (q.format === 'xlsx') {
          return reply
            .type(XLSX_TYPE)
            .header('content-disposition', `attachment; filename="${name}.xlsx"`)
            .send(await reportXlsx(made));
        }
        if (q.format === 'csv') {
          const table = q.table ? made.tables.find((t) => t.key === q.table) : made.tables[0];
          if (!table) throw badRequest(UNKNOWN_TABLE, { table: UNKNOWN_TABLE });
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="${name}-${table.key}.csv"`)
            .send(reportCsv(table));
        }
        return made;
      },
    );

  report('census', 'reports.census', (q, actor) => reports.census(q, actor));
  report('occupancy', 'reports.census', (q, actor) => reports.occupancy(q, actor));
  report('opd', 'reports.opd', (q, actor) => reports.opd(q, actor));
  report('revenue', 'reports.revenue', (q, actor) => reports.revenue(q, actor));
  report('pharmacy', 'reports.pharmacy', (q, actor) => reports.pharmacy(q, actor));
  report('diagnostics', 'reports.diagnostics', (q, actor) => reports.diagnostics(q, actor));
  report('quality', 'reports.quality', (q, actor) => reports.quality(q, actor));
  report('admission-register', 'registers.view', (q, actor) => reports.admissionRegister(q, actor));
};
