import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { databaseFromPool } from '../../db/client.ts';
import { MAX_STREAMS_PER_SESSION } from '../../lib/event-stream.ts';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let base: string;
const opened: AbortController[] = [];

beforeAll(async () => {
  t = await buildTestApp({ streamSessionCheckMs: 200 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const abort of opened.splice(0)) abort.abort();
});
afterAll(() => t.close());

/** Opens the bed board's event stream; `ended` says whether the server closes it within the wait. */
async function openStream(token: string, at = base) {
  const abort = new AbortController();
  opened.push(abort);
  const res = await fetch(`${at}/api/bed-board/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let done = false;
  const finished = (async () => {
    while (!(await reader.read().catch(() => ({ done: true }))).done);
    done = true;
  })();
  const ended = async (waitMs = 3_000) => {
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, waitMs))]);
    return done;
  };
  return { status: res.status, ended };
}

async function nurse() {
  const user = await t.createUser(['nurse']);
  return { user, token: await t.login(user.email) };
}

const as = (token: string) => ({ authorization: `Bearer ${token}` });

describe('event streams end with their session', () => {
  it('signing out closes the session’s open streams at once, and a reconnect is refused', async () => {
    const { token } = await nurse();
    const stream = await openStream(token);
    expect(stream.status).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: as(token) });
    expect(out.statusCode).toBe(204);
    expect(await stream.ended()).toBe(true);
    expect((await openStream(token)).status).toBe(401);
  });

  it('a password reset and a deactivation by the administrator close the user’s streams', async () => {
    const first = await nurse();
    const reset = await openStream(first.token);
    const res = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: `/api/staff/${first.user.id}/reset-password`,
    });
    expect(res.statusCode).toBe(200);
    expect(await reset.ended()).toBe(true);

    const second = await nurse();
    const deactivated = await openStream(second.token);
    const patch = await t.injectAs(['clinicAdmin'], {
      method: 'PATCH',
      url: `/api/staff/${second.user.id}`,
      payload: { isActive: false },
    });
    expect(patch.statusCode).toBe(200);
    expect(await deactivated.ended()).toBe(true);
  });

  it('changing one’s own password closes the streams of the other sessions, not this one’s', async () => {
    const { user, token } = await nurse();
    const other = await openStream(await t.login(user.email));
    const mine = await openStream(token);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: as(token),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Another-Horse-77-Battery' },
    });
    expect(res.statusCode).toBe(200);
    expect(await other.ended()).toBe(true);
    expect(await mine.ended(500)).toBe(false);
  });

  it('a session that expires (idle or past its limit) loses its streams', async () => {
    const { user, token } = await nurse();
    const stream = await openStream(token);
    expect(await stream.ended(400)).toBe(false);
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 hours' where user_id = ${user.id}`,
    );
    expect(await stream.ended()).toBe(true);
  });

  it(`keeps at most ${MAX_STREAMS_PER_SESSION} streams per session: a new one closes the oldest`, async () => {
    const { token } = await nurse();
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) streams.push(await openStream(token));
    expect(await streams[0]?.ended(300)).toBe(false);
    const sixth = await openStream(token);
    expect(sixth.status).toBe(200);
    expect(await streams[0]?.ended()).toBe(true);
    for (const stream of [...streams.slice(1), sixth]) expect(await stream.ended(100)).toBe(false);
  });

  it('another user’s sign-out leaves this user’s streams open', async () => {
    const a = await nurse();
    const b = await nurse();
    const stream = await openStream(a.token);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: as(b.token) });
    expect(await stream.ended(500)).toBe(false);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a sign-out through one instance closes the streams another instance serves (PostgreSQL)',
    async () => {
      const pool = new pg.Pool({ ...(t.database.pool.options as pg.PoolConfig), max: 4 });
      const second = databaseFromPool(pool, 'postgres', () => pool.end());
      const other = await buildApp({ database: second, sessionIdleMinutes: 30, demo: false, logLevel: 'silent' });
      await other.listen({ port: 0, host: '127.0.0.1' });
      try {
        const { token } = await nurse();
        const stream = await openStream(token, `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`);
        expect(stream.status).toBe(200);
        await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: as(token) });
        expect(await stream.ended()).toBe(true);
      } finally {
        for (const abort of opened.splice(0)) abort.abort();
        await other.close();
        await second.close();
      }
    },
  );
});
