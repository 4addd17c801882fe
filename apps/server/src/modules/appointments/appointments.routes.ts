import {
  arriveInputSchema,
  appointmentSchema,
  bookAppointmentSchema,
  consultingHoursSchema,
  rescheduleSchema,
  slotSchema,
} from '@clinic/shared/appointments';
import { SPECIALITIES } from '@clinic/shared/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calendarDate } from '@clinic/shared/dates';
import { z } from 'zod';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import type { StaffService } from '../staff/staff.service.ts';
import type { AppointmentsService } from './appointments.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });
const doctorSchema = z.object({ _id: z.string(), name: z.string(), speciality: z.enum(SPECIALITIES).nullable() });

/** Doctors' consulting hours, free slots, bookings and their status changes. */
export const appointmentsRoutes: FastifyPluginAsyncZod<{
  appointments: AppointmentsService;
  staff: StaffService;
}> = async (app, { appointments, staff }) => {
  app.get(
    '/doctors',
    {
      onRequest: requirePermission('doctors.read'),
      schema: {
        querystring: z.object({ speciality: z.enum(SPECIALITIES).optional() }),
        response: { 200: z.array(doctorSchema) },
      },
    },
    async (request) => staff.listDoctors(request.query.speciality),
  );
  app.get(
    '/doctors/:id/consulting-hours',
    {
      onRequest: requirePermission('doctors.read'),
      schema: { params: idParams, response: { 200: consultingHoursSchema } },
    },
    async (request) => ({ blocks: await appointments.consultingHours(request.params.id) }),
  );
  app.put(
    '/doctors/:id/consulting-hours',
    {
      onRequest: requirePermission('doctors.hours.manage'),
      schema: { params: idParams, body: consultingHoursSchema, response: { 200: consultingHoursSchema } },
    },
    async (request) => ({
      blocks: await appointments.setConsultingHours(request.params.id, request.body.blocks, actorOf(request)),
    }),
  );

  app.get(
    '/appointments/slots',
    {
      onRequest: requirePermission('appointments.book'),
      schema: {
        querystring: z.object({
          doctorId: z.uuid({ error: 'Choose a doctor' }),
          date: z.iso.date({ error: 'Choose a date' }),
        }),
        response: { 200: z.array(slotSchema) },
      },
    },
    async (request) => appointments.slots(request.query.doctorId, request.query.date),
  );
  app.get(
    '/appointments',
    {
      onRequest: requirePermission('appointments.read'),
      schema: {
        querystring: z.object({
          scope: z.enum(['today', 'future']).optional(),
          date: calendarDate('Use a date like 2026-11-23').optional(),
          doctorId: z.uuid().optional(),
          patientId: z.uuid().optional(),
        }),
        response: { 200: z.array(appointmentSchema) },
      },
    },
    async (request) => appointments.list(request.query, actorOf(request)),
  );
  app.post(
    '/appointments',
    {
      onRequest: requirePermission('appointments.book'),
      config: { idempotent: true },
      schema: { body: bookAppointmentSchema, response: { 201: appointmentSchema } },
    },
    async (request, reply) => reply.status(201).send(await appointments.book(request.body, actorOf(request))),
  );
  app.post(
    '/appointments/:id/arrive',
    {
      onRequest: requirePermission('appointments.arrive'),
      schema: { params: idParams, body: arriveInputSchema.nullish(), response: { 200: appointmentSchema } },
    },
    async (request) => appointments.arrive(request.params.id, request.body ?? {}, actorOf(request)),
  );
  app.post(
    '/appointments/:id/cancel',
    {
      onRequest: requirePermission('appointments.book'),
      schema: { params: idParams, response: { 200: appointmentSchema } },
    },
    async (request) => appointments.cancel(request.params.id, actorOf(request)),
  );
  app.post(
    '/appointments/:id/reschedule',
    {
      onRequest: requirePermission('appointments.book'),
      schema: { params: idParams, body: rescheduleSchema, response: { 201: appointmentSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await appointments.reschedule(request.params.id, request.body, actorOf(request))),
  );
  app.post(
    '/appointments/:id/no-show',
    {
      onRequest: requirePermission('appointments.book'),
      schema: { params: idParams, response: { 200: appointmentSchema } },
    },
    async (request) => appointments.noShow(request.params.id, actorOf(request)),
  );
};
