import {
  equipmentInputSchema,
  equipmentSchema,
  teamMemberSchema,
  theatreInputSchema,
  theatreSchema,
} from '@clinic/shared/theatre';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { StaffService } from '../staff/staff.service.ts';
import type { TheatreMastersService } from './theatre-masters.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** The spec's OT setup: theatres and equipment, and the doctors a booking can name. */
export const theatreRoutes: FastifyPluginAsyncZod<{ masters: TheatreMastersService; staff: StaffService }> = async (
  app,
  { masters, staff },
) => {
  app.get(
    '/theatre/theatres',
    { onRequest: requirePermission('theatre.read'), schema: { response: { 200: z.array(theatreSchema) } } },
    async () => masters.list(),
  );
  app.get(
    '/theatre/theatres/:id',
    { onRequest: requirePermission('theatre.setup'), schema: { params: idParams, response: { 200: theatreSchema } } },
    async (request) => masters.get(request.params.id),
  );
  app.post(
    '/theatre/theatres',
    {
      onRequest: requirePermission('theatre.setup'),
      config: { idempotent: true },
      schema: { body: theatreInputSchema, response: { 201: theatreSchema } },
    },
    async (request, reply) => reply.status(201).send(await masters.create(request.body, actorOf(request))),
  );
  app.put(
    '/theatre/theatres/:id',
    {
      onRequest: requirePermission('theatre.setup'),
      schema: { params: idParams, body: theatreInputSchema, response: { 200: theatreSchema } },
    },
    async (request) => masters.update(request.params.id, request.body, actorOf(request)),
  );
  app.get(
    '/theatre/equipment',
    { onRequest: requirePermission('theatre.setup'), schema: { response: { 200: z.array(equipmentSchema) } } },
    async () => masters.equipment(),
  );
  app.post(
    '/theatre/equipment',
    {
      onRequest: requirePermission('theatre.setup'),
      config: { idempotent: true },
      schema: { body: equipmentInputSchema, response: { 201: equipmentSchema } },
    },
    async (request, reply) => reply.status(201).send(await masters.addEquipment(request.body, actorOf(request))),
  );
  app.put(
    '/theatre/equipment/:id',
    {
      onRequest: requirePermission('theatre.setup'),
      schema: { params: idParams, body: equipmentInputSchema, response: { 200: equipmentSchema } },
    },
    async (request) => masters.updateEquipment(request.params.id, request.body, actorOf(request)),
  );
  app.get(
    '/theatre/team',
    { onRequest: requirePermission('theatre.setup'), schema: { response: { 200: z.array(teamMemberSchema) } } },
    async () => staff.listDoctors(),
  );
};
