import { hasAnyRole, PASSWORD_CHANGE_REQUIRED, type Role } from '@clinic/shared/auth';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import type { Principal } from '../modules/auth/auth.service.ts';

function guard(roles: Role[], allowPendingPasswordChange: boolean) {
  return async (request: FastifyRequest): Promise<void> => {
    const principal = request.principal;
    if (!principal) throw unauthorized();
    if (principal.user.mustChangePassword && !allowPendingPasswordChange) {
      throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_REQUIRED);
    }
    if (!hasAnyRole(principal.user.roles, roles)) throw forbidden();
  };
}

/**
 * The one way a route declares who may call it: `onRequest: requireRoles('reception')`.
 * No session → 401; a temporary password not yet changed → 403 PASSWORD_CHANGE_REQUIRED; a
 * session without a listed role → 403; clinicAdmin passes every check; `requireRoles()` with no
 * roles admits any signed-in user.
 */
export function requireRoles(...roles: Role[]) {
  return guard(roles, false);
}

/** Any signed-in user, including one who must still change a temporary password (me, logout, change it). */
export const requireSession = guard([], true);

/** The signed-in caller of a route guarded by requireRoles. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
