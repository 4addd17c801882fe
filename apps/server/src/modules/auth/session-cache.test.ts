import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { databaseFromPool } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { Principal } from '../../kernel/principal.ts';
import { createSessionCache } from './session-cache.ts';

/** The sessions a process keeps checked for a moment (decision 0035), with the app's own 2 s. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login((await t.createUser(['clinicAdmin'])).email);
});
afterAll(() => t.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(token) });
const patients = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/patients?search=zzzz', headers: as(token) });

async function receptionist() {
  const user = await t.createUser(['reception']);
  return { user, token: await t.login(user.email) };
}

describe('a checked session', () => {
  it('is taken as checked for a moment: ended behind the app’s back, it still answers at once, then not', async () => {
    const { user, token } = await receptionist();
    expect((await me(token)).statusCode).toBe(200);
    await t.database.db.execute(sql`update sessions set ended_at = now() where user_id = ${user.id}`);
    expect((await me(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('is refused at once after its sign-out', async () => {
    const { token } = await receptionist();
    expect((await patients(token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: as(token) });
    expect((await patients(token)).statusCode).toBe(401);
  });

  it('is refused at once when the administrator deactivates the account or resets its password', async () => {
    const a = await receptionist();
    const b = await receptionist();
    expect((await patients(a.token)).statusCode).toBe(200);
    expect((await patients(b.token)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${a.user.id}`,
      headers: as(admin),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await patients(a.token)).statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/staff/${b.user.id}/reset-password`,
      headers: as(admin),
    });
    expect(reset.statusCode).toBeLessThan(300);
    expect((await patients(b.token)).statusCode).toBe(401);
  });

  it('carries a change of roles on the very next request', async () => {
    const { user, token } = await receptionist();
    expect((await patients(token)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${user.id}`,
      headers: as(admin),
      payload: { roles: ['inventory'] },
    });
    expect(changed.statusCode).toBe(200);
    expect((await patients(token)).statusCode).toBe(403);
  });

  it('carries a change of a custom role’s permissions on its holder’s very next request', async () => {
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/roles',
      headers: as(admin),
      payload: { name: `Front office ${Date.now()}`, permissions: ['patients.read'] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const { _id: roleId } = role.json<{ _id: string }>();
    const holder = await t.createUser(['inventory']);
    const given = await t.app.inject({
      method: 'PATCH',
      url: `/api/staff/${holder.id}`,
      headers: as(admin),
      payload: { customRoleIds: [roleId] },
    });
    expect(given.statusCode, given.body).toBe(200);
    const token = await t.login(holder.email);
    expect((await patients(token)).statusCode).toBe(200);
    const narrowed = await t.app.inject({
      method: 'PUT',
      url: `/api/roles/${roleId}`,
      headers: as(admin),
      payload: { name: role.json<{ name: string }>().name, permissions: ['roles.manage'] },
    });
    expect(narrowed.statusCode).toBe(200);
    expect((await patients(token)).statusCode).toBe(403);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'is refused by another instance soon after a sign-out through this one (PostgreSQL)',
    async () => {
      const pool = new pg.Pool({ ...(t.database.pool.options as pg.PoolConfig), max: 4 });
      const second = databaseFromPool(pool, 'postgres', () => pool.end());
      // A long keep, so only the sign-out's message can explain a refusal within the test.
      const other = await buildApp({
        database: second,
        sessionIdleMinutes: 30,
        demo: false,
        logLevel: 'silent',
        sessionCacheMs: 60_000,
      });
      await other.listen({ port: 0, host: '127.0.0.1' });
      try {
        const base = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
        const { token } = await receptionist();
        const there = () => fetch(`${base}/api/auth/me`, { headers: as(token) }).then((r) => r.status);
        expect(await there()).toBe(200);
        await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: as(token) });
        let status = 200;
        for (let i = 0; i < 40 && status === 200; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          status = await there();
        }
        expect(status).toBe(401);
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});

describe('the session cache', () => {
  const principal = (sessionId: string, userId: string): Principal => ({
    sessionId,
    user: { id: userId } as Principal['user'],
    permissions: new Set(),
  });

  it('keeps nothing read before a forget that came while the read was under way', () => {
    const cache = createSessionCache(1_000, () => 0);
    const readAt = cache.generation;
    cache.forgetSession('s1');
    cache.keep('h1', principal('s1', 'u1'), readAt);
    expect(cache.get('h1')).toBeUndefined();
    cache.keep('h1', principal('s1', 'u1'), cache.generation);
    expect(cache.get('h1')?.sessionId).toBe('s1');
  });

  it('lets an entry go when its time is up, and forgets by session, by user and all at once', () => {
    let now = 0;
    const cache = createSessionCache(1_000, () => now);
    cache.keep('h1', principal('s1', 'u1'), cache.generation);
    cache.keep('h2', principal('s2', 'u1'), cache.generation);
    cache.keep('h3', principal('s3', 'u2'), cache.generation);
    cache.forgetSession('s1');
    expect(cache.get('h1')).toBeUndefined();
    cache.forgetUser('u1');
    expect(cache.get('h2')).toBeUndefined();
    expect(cache.get('h3')?.sessionId).toBe('s3');
    now = 1_000;
    expect(cache.get('h3')).toBeUndefined();
    cache.keep('h4', principal('s4', 'u3'), cache.generation);
    cache.forgetUser(null);
    expect(cache.size).toBe(0);
  });

  it('holds at most 10,000 sessions', () => {
    const cache = createSessionCache(1_000, () => 0);
    for (let i = 0; i < 12_000; i++) cache.keep(`h${i}`, principal(`s${i}`, `u${i}`), cache.generation);
    expect(cache.size).toBeLessThanOrEqual(10_000);
  });

  it('keeps nothing when switched off', () => {
    const cache = createSessionCache(0, () => 0);
    cache.keep('h1', principal('s1', 'u1'), cache.generation);
    expect(cache.get('h1')).toBeUndefined();
  });
});
