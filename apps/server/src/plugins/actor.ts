import type { FastifyRequest } from 'fastify';
import type { Actor } from '../kernel/actor.ts';

/** The audit actor of a request: the signed-in user (primary role) and the client address. */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.principal?.user;
  return { userId: user?.id ?? null, name: user?.name ?? null, role: user?.role ?? null, ip: request.ip };
}
