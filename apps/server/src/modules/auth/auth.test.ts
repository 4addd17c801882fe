import { ROLE_PERMISSIONS } from '@clinic/shared/auth';
import { INVALID_CREDENTIALS } from '@clinic/shared/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // These tests move sessions' times in the database behind the app's back, so each request reads
  // its session afresh; session-cache.test.ts tests the sessions a process keeps checked.
  t = await buildTestApp({ sessionCacheMs: 0 });
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });
const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /api/auth/login', () => {
  it('signs in with email and password and returns the user, a token and a strict cookie', async () => {
    const nurse = await t.createUser(['nurse'], { name: 'Sunita Pillai' });
    const res = await login({ name: 'Sunita', email: nurse.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ user: Record<string, unknown>; token: string }>();
    expect(body.user).toEqual({
      id: nurse.id,
      name: 'Sunita Pillai',
      email: nurse.email,
      role: 'nurse',
      roles: ['nurse'],
      customRoles: [],
      permissions: [...ROLE_PERMISSIONS.nurse],
      mustChangePassword: false,
    });
    expect(body.user.permissions).toContain('mar.chart');
    expect(body.user.permissions).not.toContain('charges.cancel');
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`clinic_session=${body.token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('issues a new token at every sign-in', async () => {
    const user = await t.createUser(['lab']);
    const first = await t.login(user.email);
    const second = await t.login(user.email);
    expect(first).not.toBe(second);
  });

  it('gives the same reply for a wrong password and an unknown email', async () => {
    const user = await t.createUser(['billing']);
    const wrong = await login({ name: 'x', email: user.email, password: 'not-the-password' });
    const unknown = await login({ name: 'x', email: 'nobody@test.clinic', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: INVALID_CREDENTIALS } });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('asks for every field', async () => {
    const res = await login({ name: '', email: 'a@b.c', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message: 'Please fill in all fields' } });
  });

  it('refuses a deactivated account even with the right password, and ends its sessions', async () => {
    const user = await t.createUser(['pharmacy']);
    const token = await t.login(user.email);
    await t.database.db.execute(sql`update users set is_active = false where id = ${user.id}`);
    expect((await me(bearer(token))).statusCode).toBe(401);
    const res = await login({ name: 'x', email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { message: INVALID_CREDENTIALS } });
  });

  it('slows repeated failures: the 11th failed attempt in a minute gets 429, even with the right password', async () => {
    const user = await t.createUser(['radiology']);
    const address = '10.0.0.1';
    for (let i = 0; i < 10; i++) {
      expect((await login({ name: 'x', email: user.email, password: `wrong-${i}` }, address)).statusCode).toBe(401);
    }
    const blocked = await login({ name: 'x', email: user.email, password: TEST_PASSWORD }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    expect(blocked.json()).toMatchObject({ error: { code: 'TOO_MANY_REQUESTS' } });
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from login_attempts where email = ${user.email} and not succeeded`,
    );
    expect(rows.rows[0]).toEqual({ n: 10 });
  });
});

it('holds under a burst: 100 parallel wrong passwords for one account get 10 checks and 90 × 429', async () => {
  const user = await t.createUser(['billing']);
  const replies = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      login({ name: 'x', email: user.email, password: `guess-${i}` }, `10.1.${Math.floor(i / 10)}.${i % 10}`),
    ),
  );
  const codes = replies.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 401)).toHaveLength(10);
  expect(codes.filter((c) => c === 429)).toHaveLength(90);
});

it('holds under a burst from one address across accounts', async () => {
  const replies = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      login({ name: 'x', email: `burst-${i}@test.clinic`, password: 'nope' }, '10.2.0.1'),
    ),
  );
  expect(replies.filter((r) => r.statusCode === 401)).toHaveLength(10);
  expect(replies.filter((r) => r.statusCode === 429)).toHaveLength(30);
});

it('does not count successful sign-ins against a shared address', async () => {
  const user = await t.createUser(['nurse']);
  for (let i = 0; i < 15; i++) {
    expect((await login({ name: 'x', email: user.email, password: TEST_PASSWORD }, '10.3.0.1')).statusCode).toBe(200);
  }
});

it('limits failures per client address across accounts', async () => {
  const address = '10.0.0.2';
  for (let i = 0; i < 10; i++) {
    await login({ name: 'x', email: `guess-${i}@test.clinic`, password: 'nope' }, address);
  }
  const user = await t.createUser(['lab']);
  expect((await login({ name: 'x', email: user.email, password: TEST_PASSWORD }, address)).statusCode).toBe(429);
  expect((await login({ name: 'x', email: user.email, password: TEST_PASSWORD }, '10.0.0.3')).statusCode).toBe(200);
});

describe('GET /api/auth/me', () => {
  it('answers 401 with the error shape without a session', async () => {
    const res = await me({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('accepts the bearer token and the cookie', async () => {
    const user = await t.createUser(['doctor', 'nurse']);
    const token = await t.login(user.email);
    const viaBearer = await me(bearer(token));
    expect(viaBearer.statusCode).toBe(200);
    expect(viaBearer.json()).toMatchObject({ user: { email: user.email, role: 'doctor', roles: ['doctor', 'nurse'] } });
    const viaCookie = await me({ cookie: `clinic_session=${token}` });
    expect(viaCookie.statusCode).toBe(200);
  });

  it.each(['dev-placeholder-token', 'fake-jwt-token', 'null', 'undefined', ''])(
    'refuses the placeholder token %j',
    async (placeholder) => {
      const res = await me({ authorization: `Bearer ${placeholder}` });
      expect(res.statusCode).toBe(401);
    },
  );

  it('ends a session idle longer than SESSION_IDLE_MINUTES', async () => {
    const user = await t.createUser(['inventory']);
    const token = await t.login(user.email);
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 minutes' where user_id = ${user.id}`,
    );
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('keeps an active session alive but ends it after 12 hours in all', async () => {
    const user = await t.createUser(['otscheduler']);
    const token = await t.login(user.email);
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '29 minutes' where user_id = ${user.id}`,
    );
    expect((await me(bearer(token))).statusCode).toBe(200);
    const touched = await t.database.db.execute(
      sql`select (last_seen_at > now() - interval '1 minute') as fresh from sessions where user_id = ${user.id}`,
    );
    expect(touched.rows[0]).toEqual({ fresh: true });
    await t.database.db.execute(
      sql`update sessions set created_at = now() - interval '13 hours', expires_at = now() - interval '1 hour' where user_id = ${user.id}`,
    );
    expect((await me(bearer(token))).statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const user = await t.createUser(['reception']);
    const token = await t.login(user.email);
    const rows = await t.database.db.execute(sql`select token_hash from sessions where user_id = ${user.id}`);
    expect(rows.rows[0]?.token_hash).not.toBe(token);
    expect(rows.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server and clears the cookie', async () => {
    const user = await t.createUser(['reception']);
    const token = await t.login(user.email);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['set-cookie'])).toMatch(/clinic_session=;/);
    expect((await me(bearer(token))).statusCode).toBe(401);
    expect((await me({ cookie: `clinic_session=${token}` })).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated request from another site', async () => {
    const user = await t.createUser(['reception']);
    const token = await t.login(user.email);
    const cookie = `clinic_session=${token}`;
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(cross.statusCode).toBe(403);
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(noOrigin.statusCode).toBe(403);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await me({ cookie })).statusCode).toBe(200);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie, origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(sameOrigin.statusCode).toBe(204);
  });
});

describe('GET /api/auth/demo-accounts', () => {
  it('is not found outside demo mode', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/demo-accounts' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
