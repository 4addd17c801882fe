import type { Db } from './db/client.ts';
import type { EventBus } from './lib/events.ts';
import type { AuditService } from './modules/audit/audit.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createRolesService } from './modules/roles/roles.service.ts';
import { createStaffService, type AccessChanged, type EndSessions } from './modules/staff/staff.service.ts';

/** Who may sign in and what they may do: the clinic's own roles, staff accounts and sessions. */
export function createIdentityServices(deps: {
  db: Db;
  audit: AuditService;
  events: EventBus;
  sessionIdleMinutes: number;
  sessionCacheMs?: number;
}) {
  const { db, audit, events } = deps;
  // Staff ends sessions through auth, and auth finds accounts through staff: the callback binds late.
  const endSessions: EndSessions = (tx, userId, reason) => auth.endSessionsOfUser(tx, userId, reason);
  // A change of roles, of a role's permissions or of an account: auth's checked sessions are read again.
  const accessChanged: AccessChanged = (userId) => auth.forgetUser(userId);
  const roles = createRolesService({ db, audit, accessChanged });
  const staff = createStaffService({ db, audit, endSessions, accessChanged, customRoles: roles });
  const auth = createAuthService({
    db,
    staff,
    audit,
    events,
    sessionIdleMinutes: deps.sessionIdleMinutes,
    sessionCacheMs: deps.sessionCacheMs,
  });
  return { roles, staff, auth };
}
