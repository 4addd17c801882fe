import { ROLES } from '@clinic/shared/auth';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let someone: string;
beforeAll(async () => {
  t = await buildTestApp();
  someone = (await t.createUser(['reception'])).id;
});
afterAll(() => t.close());

/** Every route of the settings area, which only clinicAdmin may call. */
const adminRoutes = (): (InjectOptions & { url: string })[] => [
  { method: 'GET', url: '/api/staff' },
  { method: 'GET', url: `/api/staff/${someone}` },
  { method: 'POST', url: '/api/staff', payload: { name: 'X', email: 'x@clinic.in', roles: ['nurse'] } },
  { method: 'PATCH', url: `/api/staff/${someone}`, payload: { name: 'Renamed' } },
  { method: 'POST', url: `/api/staff/${someone}/reset-password` },
  { method: 'PUT', url: '/api/clinic', payload: { name: 'Clinic' } },
  { method: 'PUT', url: '/api/clinic/logo', payload: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=' } },
  { method: 'DELETE', url: '/api/clinic/logo' },
  { method: 'GET', url: '/api/audit' },
];

describe('settings routes', () => {
  it.each(ROLES.filter((role) => role !== 'clinicAdmin'))('refuse %s with 403 and change nothing', async (role) => {
    for (const route of adminRoutes()) {
      const res = await t.injectAs([role], route);
      expect(res.statusCode, `${String(route.method)} ${route.url}`).toBe(403);
    }
    const staff = await t.injectAs(['clinicAdmin'], { method: 'GET', url: `/api/staff/${someone}` });
    expect(staff.json()).toMatchObject({ name: 'Test reception', mustChangePassword: false });
  });

  it('refuse a caller without a session with 401', async () => {
    for (const route of adminRoutes()) {
      expect((await t.app.inject(route)).statusCode).toBe(401);
    }
  });
});
