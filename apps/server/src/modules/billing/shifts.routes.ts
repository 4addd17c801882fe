import {
  closeShiftSchema,
  currentShiftSchema,
  openShiftSchema,
  shiftSchema,
  shiftsDayQuerySchema,
  shiftsDaySchema,
  workQueueSchema,
} from '@clinic/shared/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { principalOf, requirePermission } from '../../plugins/authorization.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { ShiftsService } from './shifts.service.ts';
import type { WorkQueueService } from './work-queue.service.ts';

export const SHIFT_KEY_REQUIRED = 'An Idempotency-Key header is required to open a shift';
const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** The billing desk's work queue, the cashier's shift (each money desk) and the day's shifts by counter. */
export const shiftsRoutes: FastifyPluginAsyncZod<{ shifts: ShiftsService; workQueue: WorkQueueService }> = async (
  app,
  { shifts, workQueue },
) => {
  app.get(
    '/billing/work-queue',
    { onRequest: requirePermission('ip-bills.read'), schema: { response: { 200: workQueueSchema } } },
    async (request) => workQueue.queue(actorOf(request)),
  );
  app.get(
    '/billing/shifts/current',
    { onRequest: requirePermission('shifts.own'), schema: { response: { 200: currentShiftSchema } } },
    async (request) => ({ shift: await shifts.current(actorOf(request)) }),
  );
  app.post(
    '/billing/shifts',
    {
      onRequest: requirePermission('shifts.own'),
      config: { idempotent: true },
      schema: { body: openShiftSchema, response: { 201: shiftSchema } },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      if (!key) throw badRequest(SHIFT_KEY_REQUIRED);
      return reply.status(201).send(await shifts.open(request.body, key, actorOf(request)));
    },
  );
  app.get(
    '/billing/shifts',
    {
      onRequest: requirePermission('shifts.read'),
      schema: { querystring: shiftsDayQuerySchema, response: { 200: shiftsDaySchema } },
    },
    async (request) => shifts.day(request.query.date),
  );
  app.get(
    '/billing/shifts/:id',
    {
      onRequest: requirePermission('shifts.own'),
      schema: { params: idParams, response: { 200: shiftSchema } },
    },
    async (request) =>
      shifts.get(request.params.id, actorOf(request), principalOf(request).permissions.has('shifts.read')),
  );
  app.post(
    '/billing/shifts/:id/close',
    {
      onRequest: requirePermission('shifts.own'),
      config: { idempotent: true },
      schema: { params: idParams, body: closeShiftSchema, response: { 200: shiftSchema } },
    },
    async (request) =>
      shifts.close(
        request.params.id,
        request.body,
        actorOf(request),
        principalOf(request).permissions.has('shifts.close-any'),
      ),
  );
};
