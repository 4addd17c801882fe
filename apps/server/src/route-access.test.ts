import { randomUUID } from 'node:crypto';
import { PERMISSIONS } from '@clinic/shared/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from './app.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

let t: TestApp;
let routes: RouteEntry[];
beforeAll(async () => {
  t = await buildTestApp();
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD');
});
afterAll(() => t.close());

const pathOf = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());

/** A signed-in user who holds only the clinic's own role with exactly these permissions. */
async function holderOf(permissions: string[]): Promise<string> {
  const admin = await t.login((await t.createUser(['clinicAdmin'])).email);
  const auth = { authorization: `Bearer ${admin}` };
  const role = await t.app.inject({
    method: 'POST',
    url: '/api/roles',
    headers: auth,
    payload: { name: `Only ${permissions.join(' ')} ${randomUUID().slice(0, 6)}`, permissions },
  });
  expect(role.statusCode).toBe(201);
  const user = await t.createUser([]);
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `/api/staff/${user.id}`,
    headers: auth,
    payload: { customRoleIds: [role.json<{ _id: string }>()._id] },
  });
  expect(patched.statusCode).toBe(200);
  return t.login(user.email);
}

describe('the route table', () => {
  it('declares who may call every API route, with a permission of the shared table or an explicit mark', () => {
    expect(routes.length).toBeGreaterThan(150);
    const undeclared = routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const named = routes.flatMap((r) => (r.access?.kind === 'permission' ? [r.access.permission] : []));
    expect(named.filter((p) => !PERMISSIONS.includes(p))).toEqual([]);
    const open = routes.filter((r) => r.access?.kind === 'public').map((r) => `${r.method} ${r.url}`);
    // The waiting-hall display's key is its credential (a revoked or unknown key answers 404); the
    // ABDM gateway's callbacks carry its signed token, checked against its published keys (401).
    expect(open.sort()).toEqual([
      'GET /api/auth/demo-accounts',
      'GET /api/display/:key/board',
      'GET /api/display/:key/events',
      'GET /api/health',
      'POST /api/abdm/api/v3/consent/request/hip/notify',
      'POST /api/abdm/api/v3/hip/health-information/request',
      'POST /api/abdm/api/v3/hip/token/on-generate-token',
      'POST /api/abdm/api/v3/link/on_carecontext',
      'POST /api/auth/login',
    ]);
  });

  it('refuses every guarded route to a user without its permission, and admits one who holds it', async () => {
    const token = await holderOf(['referrals.manage']);
    const seen: string[] = [];
    for (const route of routes) {
      if (route.access?.kind !== 'permission' || route.stream) continue;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: pathOf(route.url),
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      const held = route.access.permission === 'referrals.manage';
      if (held) seen.push(`${route.method} ${route.url}`);
      expect([route.method, route.url, res.statusCode === 403]).toEqual([route.method, route.url, !held]);
    }
    expect(seen).toContain('POST /api/referrals');
  });

  it('answers 401 on every guarded route without a session', async () => {
    for (const route of routes.filter((r) => r.access && r.access.kind !== 'public')) {
      const res = await t.app.inject({ method: route.method as 'GET', url: pathOf(route.url) });
      expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, 401]);
    }
  });
});
