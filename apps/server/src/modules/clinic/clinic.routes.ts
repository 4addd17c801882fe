import {
  clinicClockSchema,
  clinicProfileInputSchema,
  clinicProfileSchema,
  LOGO_MAX_BYTES,
  logoInputSchema,
} from '@clinic/shared/clinic';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clinicNow } from '../../lib/clinic-time.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { requirePermission, requireSignedIn } from '../../plugins/authorization.ts';
import { actorOf } from '../../plugins/actor.ts';
import type { ClinicService } from './clinic.service.ts';

/** The clinic profile: any signed-in user reads it (prints need it); clinicAdmin changes it. */
export const clinicRoutes: FastifyPluginAsyncZod<{ clinic: ClinicService; timeZone: string }> = async (
  app,
  { clinic, timeZone },
) => {
  /** The clinic's date and time, so screens agree with the server on what "today" is. */
  app.get(
    '/clinic/clock',
    { onRequest: requireSignedIn, schema: { response: { 200: clinicClockSchema } } },
    async () => {
      const now = clinicNow(timeZone);
      return { date: now.date, time: now.time, timeZone };
    },
  );

  app.get('/clinic', { onRequest: requireSignedIn, schema: { response: { 200: clinicProfileSchema } } }, async () =>
    clinic.get(),
  );

  app.put(
    '/clinic',
    {
      onRequest: requirePermission('clinic.manage'),
      schema: { body: clinicProfileInputSchema, response: { 200: clinicProfileSchema } },
    },
    async (request) => clinic.update(request.body, actorOf(request)),
  );

  app.get('/clinic/logo', { onRequest: requireSignedIn }, async (_request, reply) => {
    const logo = await clinic.logo();
    if (!logo) throw notFound('The clinic has no logo');
    return reply.header('cache-control', 'private, no-cache').type(logo.type).send(logo.bytes);
  });

  app.put(
    '/clinic/logo',
    { onRequest: requirePermission('clinic.manage'), schema: { body: logoInputSchema } },
    async (request, reply) => {
      const [header, base64 = ''] = request.body.dataUrl.split(',');
      const type = header?.slice('data:'.length, header.indexOf(';')) ?? '';
      const bytes = Buffer.from(base64, 'base64');
      if (bytes.length > LOGO_MAX_BYTES) throw badRequest('The logo must be at most 256 KB', { dataUrl: 'Too large' });
      await clinic.setLogo({ bytes, type }, actorOf(request));
      return reply.status(204).send();
    },
  );

  app.delete('/clinic/logo', { onRequest: requirePermission('clinic.manage') }, async (request, reply) => {
    await clinic.setLogo(null, actorOf(request));
    return reply.status(204).send();
  });
};
