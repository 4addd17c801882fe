import { can, PASSWORD_CHANGE_REQUIRED, type Permission } from '@clinic/shared/auth';
import type { FastifyRequest } from 'fastify';
import { AppError, forbidden, unauthorized } from '../lib/errors.ts';
import type { Principal } from '../kernel/principal.ts';

/** Who may call a route: anyone, any signed-in user, or a holder of one permission. */
export type RouteAccess = { kind: 'public' } | { kind: 'session' } | { kind: 'permission'; permission: Permission };

type Guard = ((request: FastifyRequest) => Promise<void>) & { access: RouteAccess };

function guard(access: RouteAccess, check: (request: FastifyRequest) => void): Guard {
  const hook = async (request: FastifyRequest) => check(request);
  return Object.assign(hook, { access });
}

function signedIn(request: FastifyRequest, allowPendingPasswordChange: boolean): Principal {
  const principal = request.principal;
  if (!principal) throw unauthorized();
  if (principal.user.mustChangePassword && !allowPendingPasswordChange) {
    throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', PASSWORD_CHANGE_REQUIRED);
  }
  return principal;
}

/**
 * The one way a route declares who may call it: `onRequest: requirePermission('charges.cancel')`.
 * No session → 401; a temporary password not yet changed → 403 PASSWORD_CHANGE_REQUIRED; a
 * session without the permission → 403. The permissions are the user's as read for this very
 * request, so a permission taken from a role stops working on the next request.
 */
export function requirePermission(permission: Permission): Guard {
  return guard({ kind: 'permission', permission }, (request) => {
    if (!can(signedIn(request, false).permissions, permission)) throw forbidden();
  });
}

/** Any signed-in user, including one who must still change a temporary password (me, logout, change it). */
export const requireSession: Guard = guard({ kind: 'session' }, (request) => void signedIn(request, true));

/** Any signed-in user who has set their own password: facts every screen needs (clinic name, clock). */
export const requireSignedIn: Guard = guard({ kind: 'session' }, (request) => void signedIn(request, false));

/** Open to anyone, on purpose (sign-in, health check, the demo accounts of the sign-in page). */
export const publicRoute: Guard = guard({ kind: 'public' }, () => undefined);

/** The access a route's onRequest hooks declare, or undefined when none of them is a guard. */
export function accessOf(onRequest: unknown): RouteAccess | undefined {
  for (const hook of [onRequest].flat()) {
    if (typeof hook === 'function' && 'access' in hook) return (hook as unknown as Guard).access;
  }
  return undefined;
}

/** The signed-in caller of a guarded route. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
