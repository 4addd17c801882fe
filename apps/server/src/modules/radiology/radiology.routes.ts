import { cancelOrderInputSchema } from '@clinic/shared/encounters';
import { orderWithPatientSchema } from '@clinic/shared/encounters';
import { pagedSchema, pageQuerySchema } from '@clinic/shared/http';
import {
  addendumInputSchema,
  assignmentInputSchema,
  caseDetailSchema,
  caseListQuerySchema,
  radiologyCaseSchema,
  reportInputSchema,
  signedReportSchema,
  staffRefSchema,
} from '@clinic/shared/radiology';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import type { RadiologyReportsService } from './radiology-reports.service.ts';
import type { RadiologyService } from './radiology.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Radiology's worklist and reports; signed reports are read by the doctors and nurses too. */
export const radiologyRoutes: FastifyPluginAsyncZod<{
  radiology: RadiologyService;
  reports: RadiologyReportsService;
}> = async (app, { radiology, reports }) => {
  app.get(
    '/radiology/orders',
    {
      onRequest: requirePermission('radiology.worklist'),
      schema: { querystring: pageQuerySchema, response: { 200: pagedSchema(orderWithPatientSchema) } },
    },
    async (request) => radiology.worklist(request.query, actorOf(request)),
  );
  app.get(
    '/radiology/cases',
    {
      onRequest: requirePermission('radiology.worklist'),
      schema: {
        querystring: pageQuerySchema.extend(caseListQuerySchema.shape),
        response: { 200: pagedSchema(radiologyCaseSchema) },
      },
    },
    async (request) => reports.list(request.query, actorOf(request)),
  );
  app.get(
    '/radiology/cases/:id',
    {
      onRequest: requirePermission('radiology.worklist'),
      schema: { params: idParams, response: { 200: caseDetailSchema } },
    },
    async (request) => reports.detail(request.params.id, actorOf(request)),
  );
  app.post(
    '/radiology/cases/:id/cancel',
    {
      onRequest: requirePermission('radiology.orders.cancel'),
      schema: { params: idParams, body: cancelOrderInputSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await radiology.cancel(
        request.params.id,
        request.body,
        actorOf(request),
        principalOf(request).permissions.has('orders.cancel-any'),
      );
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/radiology/staff',
    { onRequest: requirePermission('radiology.worklist'), schema: { response: { 200: z.array(staffRefSchema) } } },
    async () => reports.staff(),
  );
  app.put(
    '/radiology/cases/:id/assignment',
    {
      onRequest: requirePermission('radiology.worklist'),
      schema: { params: idParams, body: assignmentInputSchema, response: { 200: caseDetailSchema } },
    },
    async (request) =>
      reports.assign(
        request.params.id,
        request.body,
        actorOf(request),
        principalOf(request).permissions.has('radiology.reassign'),
      ),
  );
  app.put(
    '/radiology/cases/:id/report',
    {
      onRequest: requirePermission('radiology.reports.write'),
      schema: { params: idParams, body: reportInputSchema, response: { 200: caseDetailSchema } },
    },
    async (request) => reports.saveDraft(request.params.id, request.body, actorOf(request)),
  );
  app.post(
    '/radiology/cases/:id/sign',
    {
      onRequest: requirePermission('radiology.reports.sign'),
      schema: { params: idParams, body: reportInputSchema, response: { 200: caseDetailSchema } },
    },
    async (request) => reports.sign(request.params.id, request.body, actorOf(request)),
  );
  app.post(
    '/radiology/cases/:id/addenda',
    {
      onRequest: requirePermission('radiology.reports.write'),
      config: { idempotent: true },
      schema: { params: idParams, body: addendumInputSchema, response: { 201: caseDetailSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await reports.addendum(
            request.params.id,
            request.body,
            actorOf(request),
            principalOf(request).permissions.has('radiology.addendum-any'),
          ),
        ),
  );
  app.get(
    '/radiology/reports',
    {
      onRequest: requirePermission('radiology.reports.read'),
      schema: {
        querystring: z.object({ patientId: z.uuid({ error: 'Invalid patient id' }) }),
        response: { 200: z.array(signedReportSchema) },
      },
    },
    async (request) => reports.signedReports(request.query.patientId, actorOf(request)),
  );
};
