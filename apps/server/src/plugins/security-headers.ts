import fastifyHelmet from '@fastify/helmet';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isApiRequest } from '../lib/request-path.ts';
import type { FastifyInstance } from 'fastify';

/**
 * The headers every reply carries, for routed replies and router errors alike: strict CSP (no
 * inline script; inline styles are allowed because Mantine sets style attributes), no framing,
 * nosniff, no referrer.
 */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false as const,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'no-referrer' as const },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' as const },
};

/** The headers above on every reply, and no caching of API replies. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request)) void reply.header('cache-control', 'no-store');
  });
}

const applyHelmet = helmet(HELMET_OPTIONS);

/**
 * Sets the security headers on a reply the router answers itself (a malformed or over-long
 * address), where the request hooks that normally set them never run.
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) =>
    applyHelmet(req, res, (err?: unknown) =>
      err ? reject(err instanceof Error ? err : new Error('helmet failed')) : resolve(),
    ),
  );
}
