import { hasAnyRole, type Role } from '@clinic/shared';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { Principal } from '../modules/auth/auth.service.ts';

/**
 * The one way a route declares who may call it: `preHandler: requireRoles('reception')`.
 * No session → 401; a session without a listed role → 403; clinicAdmin passes every check;
 * `requireRoles()` with no roles admits any signed-in user.
 */
export function requireRoles(...roles: Role[]) {
  return async (request: FastifyRequest): Promise<void> => {
    const principal = request.principal;
    if (!principal) throw unauthorized();
    if (!hasAnyRole(principal.user.roles, roles)) throw forbidden();
  };
}

/** The signed-in caller of a route guarded by requireRoles. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
