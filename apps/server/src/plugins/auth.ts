import cookie from '@fastify/cookie';
import { isApiRequest } from '../lib/request-path.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { Principal } from '../kernel/principal.ts';

export const SESSION_COOKIE = 'clinic_session';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | undefined;
    authenticatedBy: 'cookie' | 'bearer' | undefined;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * A state-changing request must come from the app's own origin; a cookie-authenticated one that
 * carries neither Origin nor Sec-Fetch-Site is refused too (cross-site request forgery).
 */
function assertSameOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.origin;
  const fetchSite = request.headers['sec-fetch-site'];
  if (origin !== undefined) {
    if (origin !== `${request.protocol}://${request.host}`) throw forbidden('Cross-site request refused.');
    return;
  }
  if (typeof fetchSite === 'string') {
    if (fetchSite !== 'same-origin' && fetchSite !== 'none') throw forbidden('Cross-site request refused.');
    return;
  }
  if (request.authenticatedBy === 'cookie') throw forbidden('Cross-site request refused.');
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

/**
 * Resolves the session from `Authorization: Bearer` (API clients) or the session cookie (the
 * browser) on every /api request. Routes decide what a missing session means (see requireRoles).
 */
export async function registerAuth(app: FastifyInstance, auth: AuthService): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('principal', undefined);
  app.decorateRequest('authenticatedBy', undefined);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const bearer = bearerToken(request);
    const cookieToken = request.cookies[SESSION_COOKIE];
    const token = bearer ?? cookieToken;
    if (token) {
      request.principal = await auth.authenticate(token);
      if (request.principal) request.authenticatedBy = bearer ? 'bearer' : 'cookie';
    }
    assertSameOrigin(request);
  });
}
