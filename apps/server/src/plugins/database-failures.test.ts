import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { requireSignedIn } from './authorization.ts';
import { DATABASE_UNAVAILABLE, STORAGE_FULL } from './error-handler.ts';

/** Errors as the pg driver raises them, thrown by routes that exist only in this test. */
const pgError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'ERROR' });

const waiting: (() => void)[] = [];
const releaseAll = () => waiting.splice(0).forEach((release) => release());
let handled = 0;

function probeRoutes(app: FastifyInstance): void {
  app.post('/api/probe/slow-create', { onRequest: requireSignedIn, config: { idempotent: true } }, async () => {
    handled += 1;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return { created: handled };
  });
  app.post('/api/probe/disk-full', { onRequest: requireSignedIn }, async () => {
    throw new Error('Failed query: insert into bills values ($1)', {
      cause: pgError('53100', 'could not extend file "base/5/16384": No space left on device'),
    });
  });
  app.get('/api/probe/db-restarting', { onRequest: requireSignedIn }, async () => {
    throw pgError('57P01', 'terminating connection due to administrator command');
  });
  app.get('/api/probe/db-gone', { onRequest: requireSignedIn }, async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/api/probe/connection-ended', { onRequest: requireSignedIn }, async () => {
    throw new Error('Connection terminated unexpectedly');
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ configure: probeRoutes });
});
afterAll(() => t.close());

const create = (key: string) =>
  t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/probe/slow-create',
    headers: { 'idempotency-key': key },
    payload: { note: 'a registration' },
  });

describe('a request whose server stopped while handling it', () => {
  it('can be retried at once with its Idempotency-Key once that server is gone', async () => {
    const first = create('retry-after-crash-1');
    await expect.poll(() => handled, { timeout: 10_000 }).toBe(1);
    const whileRunning = await create('retry-after-crash-1');
    expect(whileRunning.statusCode).toBe(409);

    // The server handling it stops (kill -9, a power cut): its claim is left behind unfinished.
    await t.database.db.execute(sql`update idempotent_requests set claimed_by = 'a-stopped-server'`);
    const retry = create('retry-after-crash-1');
    await expect.poll(() => handled, { timeout: 10_000 }).toBe(2);
    releaseAll();
    expect((await retry).json()).toEqual({ created: 2 });
    const replayed = await create('retry-after-crash-1');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual({ created: 2 });
    await first;
  });
});

describe('database failures staff can act on', () => {
  it('answers a full disk with 507 and a message to tell the administrator, without SQL', async () => {
    const res = await t.injectAs(['reception'], { method: 'POST', url: '/api/probe/disk-full', payload: {} });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ error: { code: 'STORAGE_FULL', message: STORAGE_FULL } });
    expect(res.body).not.toMatch(/insert|base\/5/);
  });

  it('answers a database that is restarting, unreachable or dropped with 503 and Retry-After', async () => {
    for (const url of ['/api/probe/db-restarting', '/api/probe/db-gone', '/api/probe/connection-ended']) {
      const res = await t.injectAs(['reception'], { method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: DATABASE_UNAVAILABLE } });
    }
  });
});
