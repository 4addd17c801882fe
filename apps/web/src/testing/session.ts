import { permissionsOf, type Role, type SessionUser } from '@clinic/shared/auth';
import { http, HttpResponse } from 'msw';
import { server } from './server.ts';

/**
 * The signed-in user as `GET /api/auth/me` answers it: the first role is the primary one, and the
 * permissions are those the built-in roles grant (as the server computes them).
 */
export function sessionUser(roles: Role[], overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u-0001',
    name: 'Asha Menon',
    email: 'asha@clinic.test',
    role: roles[0] ?? null,
    roles,
    customRoles: [],
    permissions: permissionsOf(roles),
    mustChangePassword: false,
    ...overrides,
  };
}

/** Installs the `GET /api/auth/me` reply for a user holding these roles; returns that user. */
export function mockMe(roles: Role[], overrides: Partial<SessionUser> = {}): SessionUser {
  const user = sessionUser(roles, overrides);
  server.use(http.get('/api/auth/me', () => HttpResponse.json({ user })));
  return user;
}
