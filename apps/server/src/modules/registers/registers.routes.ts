import {
  REGISTER_KINDS,
  REGISTERS,
  registerCorrectionSchema,
  registerEntryInputSchema,
  type RegisterKind,
} from '@clinic/shared/registers';
import { reportQuerySchema } from '@clinic/shared/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clinicInstant, nextDay } from '../../lib/clinic-time.ts';
import { reportCsv, reportXlsx } from '../../lib/report-export.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import { registerTable } from './register-table.ts';
import type { RegistersService } from './registers.service.ts';

const registerParams = z.object({ register: z.enum(REGISTER_KINDS, { error: 'No such register' }) });
const entryParams = z.object({ id: z.uuid({ error: 'Invalid entry id' }) });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The MLC, birth, death and safety incident registers: read (and printed or exported) by range, entered, corrected. */
export const registersRoutes: FastifyPluginAsyncZod<{ registers: RegistersService; timeZone: string }> = async (
  app,
  { registers, timeZone },
) => {
  app.get(
    '/registers/:register',
    {
      onRequest: requirePermission('registers.view'),
      schema: { params: registerParams, querystring: reportQuerySchema },
    },
    async (request, reply) => {
      const q = request.query;
      const register: RegisterKind = request.params.register;
      const list = await registers.list(
        register,
        clinicInstant(timeZone, q.from, '00:00'),
        clinicInstant(timeZone, nextDay(q.to), '00:00'),
        `${q.from} to ${q.to}`,
        actorOf(request),
      );
      reply.header('cache-control', 'private, no-store');
      const table = registerTable(list, timeZone);
      if (q.format === 'json') return { ...list, table };
      const name = `${register}-register-${q.from}-to-${q.to}`;
      if (q.format === 'csv')
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.csv"`)
          .send(reportCsv(table));
      const report = {
        key: register,
        title: list.title,
        from: q.from,
        to: q.to,
        filters: [],
        generatedAt: new Date().toISOString(),
        tables: [table],
        definitions: [],
      };
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${name}.xlsx"`)
        .send(await reportXlsx(report));
    },
  );

  // Each register is entered by whoever its definition names: the records desk, or (safety incidents) anyone on duty.
  for (const register of REGISTER_KINDS)
    app.post(
      `/registers/${register}`,
      {
        onRequest: requirePermission(REGISTERS[register].write),
        config: { idempotent: true },
        schema: { body: registerEntryInputSchema },
      },
      async (request, reply) =>
        reply.status(201).send(await registers.create(register, request.body, actorOf(request))),
    );

  app.post(
    '/registers/entries/:id/corrections',
    {
      onRequest: requirePermission('registers.write'),
      config: { idempotent: true },
      schema: { params: entryParams, body: registerCorrectionSchema },
    },
    async (request, reply) =>
      reply.status(201).send(await registers.correct(request.params.id, request.body, actorOf(request))),
  );
};
