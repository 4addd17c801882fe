import { cancelOrderInputSchema } from '@clinic/shared/encounters';
import {
  abnormalResultsQuerySchema,
  abnormalResultsSchema,
  amendmentInputSchema,
  collectSampleInputSchema,
  criticalAlertQuerySchema,
  criticalAlertSchema,
  labOrderDetailSchema,
  labOrderSchema,
  labTrendSchema,
  labWorklistQuerySchema,
  patientLabTestSchema,
  rejectSampleInputSchema,
  resultEntryInputSchema,
  visitReportSchema,
} from '@clinic/shared/lab';
import { pagedSchema, pageQuerySchema } from '@clinic/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StreamRegistry } from '../../lib/event-stream.ts';
import type { LiveChannel } from '../../lib/live-channel.ts';
import { AppError } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import type { LabReportsService } from './lab-reports.service.ts';
import type { LabService } from './lab.service.ts';

export const ESCALATED_FOR_ADMIN = "Only those who may acknowledge any doctor's critical value see the escalated list";

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });
const detail = { 200: labOrderDetailSchema };

/** The lab worklist and an order's way from sample to approved report; results for the doctor and ward. */
export const labRoutes: FastifyPluginAsyncZod<{
  lab: LabService;
  labReports: LabReportsService;
  labAlerts: LiveChannel;
  streams: StreamRegistry;
}> = async (app, { lab, labReports, labAlerts, streams }) => {
  app.get(
    '/lab/orders',
    {
      onRequest: requirePermission('lab.worklist'),
      schema: {
        querystring: pageQuerySchema.extend(labWorklistQuerySchema.shape),
        response: { 200: pagedSchema(labOrderSchema) },
      },
    },
    async (request) => lab.worklist(request.query, actorOf(request)),
  );
  app.get(
    '/lab/samples/:accession',
    {
      onRequest: requirePermission('lab.worklist'),
      schema: {
        params: z.object({ accession: z.string().trim().min(1).max(40) }),
        response: { 200: z.object({ orderId: z.string() }) },
      },
    },
    async (request) => lab.byAccession(request.params.accession),
  );
  app.get(
    '/lab/orders/:id',
    { onRequest: requirePermission('lab.worklist'), schema: { params: idParams, response: detail } },
    async (request) => lab.detail(request.params.id, actorOf(request)),
  );
  app.post(
    '/lab/orders/:id/collect',
    {
      onRequest: requirePermission('lab.samples.collect'),
      schema: { params: idParams, body: collectSampleInputSchema, response: { 201: labOrderDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await lab.collect(request.params.id, request.body, actorOf(request))),
  );
  app.post(
    '/lab/orders/:id/cancel',
    {
      onRequest: requirePermission('lab.orders.cancel'),
      schema: { params: idParams, body: cancelOrderInputSchema, response: detail },
    },
    async (request) =>
      lab.cancel(
        request.params.id,
        request.body,
        actorOf(request),
        principalOf(request).permissions.has('orders.cancel-any'),
      ),
  );
  app.post(
    '/lab/orders/:id/reject',
    {
      onRequest: requirePermission('lab.samples.collect'),
      schema: { params: idParams, body: rejectSampleInputSchema, response: detail },
    },
    async (request) => lab.reject(request.params.id, request.body, actorOf(request)),
  );
  app.put(
    '/lab/orders/:id/results',
    {
      onRequest: requirePermission('lab.results.enter'),
      schema: { params: idParams, body: resultEntryInputSchema, response: detail },
    },
    async (request) => lab.enterResults(request.params.id, request.body, actorOf(request)),
  );
  app.post(
    '/lab/orders/:id/approve',
    { onRequest: requirePermission('lab.results.approve'), schema: { params: idParams, response: detail } },
    async (request) => lab.approve(request.params.id, actorOf(request)),
  );
  app.post(
    '/lab/orders/:id/amendments',
    {
      onRequest: requirePermission('lab.results.enter'),
      schema: { params: idParams, body: amendmentInputSchema, response: { 201: labOrderDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await lab.amend(request.params.id, request.body, actorOf(request))),
  );
  app.get(
    '/lab/orders/:id/report',
    {
      onRequest: requirePermission('lab.results.read'),
      schema: { params: idParams, response: { 200: visitReportSchema } },
    },
    async (request) => labReports.visitReport(request.params.id, actorOf(request)),
  );
  app.get(
    '/lab/patients/:id/results',
    {
      onRequest: requirePermission('lab.results.read'),
      schema: { params: idParams, response: { 200: z.array(patientLabTestSchema) } },
    },
    async (request) => labReports.patientTests(request.params.id, actorOf(request)),
  );
  app.get(
    '/lab/patients/:id/trend',
    {
      onRequest: requirePermission('lab.results.read'),
      schema: {
        params: idParams,
        querystring: z.object({ parameterId: z.uuid({ error: 'Choose a parameter' }) }),
        response: { 200: labTrendSchema },
      },
    },
    async (request) => labReports.trend(request.params.id, request.query.parameterId, actorOf(request)),
  );
  app.get(
    '/lab/critical-alerts',
    {
      onRequest: requirePermission('lab.alerts'),
      schema: { querystring: criticalAlertQuerySchema, response: { 200: z.array(criticalAlertSchema) } },
    },
    async (request) => {
      const { user, permissions } = principalOf(request);
      const canAny = permissions.has('results.critical.acknowledge-any');
      const { escalated, ...scope } = request.query;
      // The escalated list is every doctor's, so it is for those who may acknowledge any alert.
      if (escalated === '1' && !canAny) throw new AppError(403, 'FORBIDDEN', ESCALATED_FOR_ADMIN);
      // A doctor's queue shows the doctor's own orders; a ward screen names its admission.
      const everyone = scope.admissionId || scope.patientId || escalated === '1' || user.roles.includes('clinicAdmin');
      return labReports.criticalAlerts(
        { ...scope, ...(everyone ? {} : { orderedBy: user.id }), escalated: escalated === '1' },
        actorOf(request),
        canAny,
      );
    },
  );
  app.get(
    '/lab/abnormal-results',
    {
      onRequest: requirePermission('lab.results.read'),
      schema: { querystring: abnormalResultsQuerySchema, response: { 200: z.array(abnormalResultsSchema) } },
    },
    async (request) => labReports.unseenAbnormal(request.query.patientIds, actorOf(request)),
  );
  app.post(
    '/lab/critical-alerts/:id/acknowledge',
    { onRequest: requirePermission('lab.alerts'), schema: { params: idParams } },
    async (request, reply) => {
      await labReports.acknowledge(
        request.params.id,
        actorOf(request),
        principalOf(request).permissions.has('results.critical.acknowledge-any'),
      );
      return reply.status(204).send();
    },
  );
  // Ids only travel on the stream; the screens re-read the alerts through the audited list above.
  app.get(
    '/lab/critical-alerts/events',
    { onRequest: requirePermission('lab.alerts'), config: { stream: true } },
    (request, reply) => streams.serve(request, reply, (send) => labAlerts.subscribe(send)),
  );
};
