import {
  availableBedSchema,
  bedInputSchema,
  bedStatusInputSchema,
  roomInputSchema,
  ROOM_TYPES,
  wardInputSchema,
  wardSchema,
} from '@clinic/shared/admissions';
import { messageSchema } from '@clinic/shared/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StreamRegistry } from '../../lib/event-stream.ts';
import type { LiveChannel } from '../../lib/live-channel.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { WardsService } from './wards.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Ward, room and bed setup (clinicAdmin), the board (clinical areas) and its live updates. */
export const wardsRoutes: FastifyPluginAsyncZod<{
  wards: WardsService;
  bedBoard: LiveChannel;
  streams: StreamRegistry;
}> = async (app, { wards, bedBoard, streams }) => {
  app.get(
    '/wards',
    {
      onRequest: requirePermission('wards.read'),
      schema: { querystring: z.object({ wardId: z.uuid().optional() }), response: { 200: z.array(wardSchema) } },
    },
    async (request) => wards.list(actorOf(request), request.query.wardId),
  );
  app.post(
    '/wards',
    { onRequest: requirePermission('wards.manage'), schema: { body: wardInputSchema, response: { 201: wardSchema } } },
    async (request, reply) => reply.status(201).send(await wards.addWard(request.body, actorOf(request))),
  );
  app.put(
    '/wards/:id',
    {
      onRequest: requirePermission('wards.manage'),
      schema: { params: idParams, body: wardInputSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await wards.editWard(request.params.id, request.body, actorOf(request));
      return { message: 'Ward updated successfully' };
    },
  );
  app.post(
    '/wards/:id/rooms',
    {
      onRequest: requirePermission('wards.manage'),
      schema: { params: idParams, body: roomInputSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await wards.addRoom(request.params.id, request.body, actorOf(request));
      return reply.status(201).send({ message: 'Room added successfully' });
    },
  );
  app.put(
    '/rooms/:id',
    {
      onRequest: requirePermission('wards.manage'),
      schema: { params: idParams, body: roomInputSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await wards.editRoom(request.params.id, request.body, actorOf(request));
      return { message: 'Room updated successfully' };
    },
  );
  app.post(
    '/rooms/:id/beds',
    {
      onRequest: requirePermission('wards.manage'),
      schema: { params: idParams, body: bedInputSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await wards.addBed(request.params.id, request.body, actorOf(request));
      return reply.status(201).send({ message: 'Bed added successfully' });
    },
  );
  app.post(
    '/beds/:id/status',
    {
      onRequest: requirePermission('beds.tend'),
      schema: { params: idParams, body: bedStatusInputSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await wards.setBedStatus(request.params.id, request.body.status, actorOf(request));
      return { message: `Bed marked ${request.body.status}` };
    },
  );
  app.get(
    '/beds/available',
    {
      onRequest: requirePermission('beds.available'),
      schema: {
        // Without a ward, every ward's free beds: the admission desk picks from one list.
        querystring: z.object({
          wardId: z.uuid({ error: 'Choose a ward' }).optional(),
          roomType: z.enum(ROOM_TYPES).optional(),
        }),
        response: { 200: z.array(availableBedSchema) },
      },
    },
    async (request) => wards.availableBeds(request.query.wardId, request.query.roomType),
  );
  // Ids only travel on the stream; the board re-reads the ward through the audited list above.
  app.get(
    '/bed-board/events',
    { onRequest: requirePermission('wards.read'), config: { stream: true } },
    (request, reply) => streams.serve(request, reply, (send) => bedBoard.subscribe(send)),
  );
};
