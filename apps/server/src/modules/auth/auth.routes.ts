import { demoAccountSchema, loginReplySchema, loginSchema, meReplySchema } from '@clinic/shared/auth';
import { changePasswordSchema } from '@clinic/shared/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth.ts';
import { principalOf, publicRoute, requireSession } from '../../plugins/authorization.ts';
import type { DemoAccountSource } from '../../seed/demo-accounts.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; demoAccounts: DemoAccountSource }> = async (
  app,
  { auth, demoAccounts },
) => {
  app.post(
    '/auth/login',
    { onRequest: publicRoute, schema: { body: loginSchema, response: { 200: loginReplySchema } } },
    async (request, reply) => {
      const result = await auth.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(request, reply, result.token);
      return result;
    },
  );

  app.post('/auth/logout', { onRequest: requireSession }, async (request, reply) => {
    await auth.logout(principalOf(request), actorOf(request));
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  app.get('/auth/me', { onRequest: requireSession, schema: { response: { 200: meReplySchema } } }, async (request) => ({
    user: principalOf(request).user,
  }));

  app.post(
    '/auth/change-password',
    { onRequest: requireSession, schema: { body: changePasswordSchema, response: { 200: meReplySchema } } },
    async (request) => ({ user: await auth.changePassword(principalOf(request), request.body, actorOf(request)) }),
  );

  app.get(
    '/auth/demo-accounts',
    { onRequest: publicRoute, schema: { response: { 200: z.array(demoAccountSchema) } } },
    async () => {
      if (!demoAccounts.enabled) throw notFound('Not found');
      return [...demoAccounts.list()];
    },
  );
};
