import type { Permission, SessionUser } from '@clinic/shared/auth';

/** The signed-in caller of a request: its session, its user and what it may do right now. */
export type Principal = { sessionId: string; user: SessionUser; permissions: ReadonlySet<Permission> };
