import { pagedSchema, pageQuerySchema } from '@clinic/shared/http';
import {
  operationNoteInputSchema,
  otDaySchema,
  rescheduleInputSchema,
  surgeryChecklistInputSchema,
  surgeryInputSchema,
  surgerySchema,
  surgeryStatusInputSchema,
} from '@clinic/shared/theatre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarDate } from '@clinic/shared/dates';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import type { SurgeriesService } from './surgeries.service.ts';
import type { SurgeryListsService } from './surgery-lists.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });
const isoDate = calendarDate('Use a date like 2026-11-23');
const DAY = 24 * 60 * 60_000;

/** Booking, moving and completing surgeries; the calendar, the day's OT list and completed cases. */
export const surgeriesRoutes: FastifyPluginAsyncZod<{
  surgeries: SurgeriesService;
  lists: SurgeryListsService;
}> = async (app, { surgeries, lists }) => {
  app.get(
    '/theatre/surgeries',
    {
      onRequest: requirePermission('theatre.book'),
      schema: {
        querystring: z
          .object({
            from: z.iso.datetime({ offset: true }),
            to: z.iso.datetime({ offset: true }),
            theatreId: z.uuid().optional(),
          })
          .refine((q) => Date.parse(q.to) > Date.parse(q.from) && Date.parse(q.to) - Date.parse(q.from) <= 42 * DAY, {
            message: 'Ask for at most six weeks, from before to',
          }),
        response: { 200: z.array(surgerySchema) },
      },
    },
    async (request) =>
      lists.between(
        new Date(request.query.from),
        new Date(request.query.to),
        request.query.theatreId,
        actorOf(request),
      ),
  );
  app.post(
    '/theatre/surgeries',
    {
      onRequest: requirePermission('theatre.book'),
      config: { idempotent: true },
      schema: { body: surgeryInputSchema, response: { 201: surgerySchema } },
    },
    async (request, reply) => reply.status(201).send(await surgeries.book(request.body, actorOf(request))),
  );
  app.get(
    '/theatre/surgeries/:id',
    { onRequest: requirePermission('theatre.read'), schema: { params: idParams, response: { 200: surgerySchema } } },
    async (request) => surgeries.get(request.params.id, actorOf(request)),
  );
  app.put(
    '/theatre/surgeries/:id/slot',
    {
      onRequest: requirePermission('theatre.book'),
      schema: { params: idParams, body: rescheduleInputSchema, response: { 200: surgerySchema } },
    },
    async (request) => surgeries.reschedule(request.params.id, request.body, actorOf(request)),
  );
  app.post(
    '/theatre/surgeries/:id/status',
    {
      onRequest: requirePermission('theatre.book'),
      schema: { params: idParams, body: surgeryStatusInputSchema, response: { 200: surgerySchema } },
    },
    async (request) =>
      surgeries.setStatus(
        request.params.id,
        request.body,
        actorOf(request),
        principalOf(request).permissions.has('theatre.checklist.override'),
      ),
  );
  app.put(
    '/theatre/surgeries/:id/checklist',
    {
      onRequest: requirePermission('theatre.book'),
      schema: { params: idParams, body: surgeryChecklistInputSchema, response: { 200: surgerySchema } },
    },
    async (request) => surgeries.setChecklist(request.params.id, request.body, actorOf(request)),
  );
  app.post(
    '/theatre/surgeries/:id/operation-note',
    {
      onRequest: requirePermission('theatre.operation-note'),
      schema: { params: idParams, body: operationNoteInputSchema, response: { 200: surgerySchema } },
    },
    async (request) => surgeries.complete(request.params.id, request.body, actorOf(request)),
  );
  app.get(
    '/theatre/day',
    {
      onRequest: requirePermission('theatre.read'),
      schema: { querystring: z.object({ date: isoDate }), response: { 200: otDaySchema } },
    },
    async (request) => lists.day(request.query.date, actorOf(request)),
  );
  app.get(
    '/theatre/completed',
    {
      onRequest: requirePermission('theatre.completed'),
      schema: {
        querystring: pageQuerySchema.extend({ search: z.string().trim().max(100).optional() }),
        response: { 200: pagedSchema(surgerySchema) },
      },
    },
    async (request) => lists.completed(request.query, actorOf(request)),
  );
  app.get(
    '/theatre/mine',
    { onRequest: requirePermission('theatre.own-list'), schema: { response: { 200: z.array(surgerySchema) } } },
    async (request) => lists.mine(actorOf(request)),
  );
  app.get(
    '/theatre/patients/:id/surgeries',
    {
      onRequest: requirePermission('theatre.read'),
      schema: { params: idParams, response: { 200: z.array(surgerySchema) } },
    },
    async (request) => lists.forPatient(request.params.id, actorOf(request)),
  );
};
