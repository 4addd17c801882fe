import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { publicRoute, requirePermission, requireSignedIn } from './authorization.ts';

/** Routes that exist only in this test, to exercise the shared plugins on their own. */
function probeRoutes(app: FastifyInstance): void {
  app.get('/api/probe/pharmacy', { onRequest: requirePermission('pharmacy.dispense') }, async () => ({ ok: true }));
  app.get('/api/probe/lab-or-radiology', { onRequest: requirePermission('radiology.reports.read') }, async () => ({
    ok: true,
  }));
  app.post(
    '/api/probe/echo',
    { onRequest: requireSignedIn, schema: { body: z.object({ note: z.string().min(1, 'Note is required') }) } },
    async (request) => request.body,
  );
  app.get('/api/probe/crash', { onRequest: publicRoute }, async () => {
    throw new Error('select * from secrets failed at line 3');
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ configure: probeRoutes });
});
afterAll(() => t.close());

describe('requirePermission', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/pharmacy' });
    expect(res.statusCode).toBe(401);
  });
  it('answers 403 to a role without the permission, with the error shape', async () => {
    const res = await t.injectAs(['reception'], { method: 'GET', url: '/api/probe/pharmacy' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: "You don't have permission to access this page." },
    });
  });
  it('admits a holder of the permission through any of its roles, and clinicAdmin', async () => {
    expect((await t.injectAs(['pharmacy'], { method: 'GET', url: '/api/probe/pharmacy' })).statusCode).toBe(200);
    expect(
      (await t.injectAs(['nurse', 'radiology'], { method: 'GET', url: '/api/probe/lab-or-radiology' })).statusCode,
    ).toBe(200);
    expect((await t.injectAs(['clinicAdmin'], { method: 'GET', url: '/api/probe/pharmacy' })).statusCode).toBe(200);
  });
});

describe('request errors', () => {
  it('replies 400 with field messages to an invalid body and drops unknown fields', async () => {
    const bad = await t.injectAs(['nurse'], { method: 'POST', url: '/api/probe/echo', payload: { note: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Note is required', fields: { note: 'Note is required' } },
    });
    const extra = await t.injectAs(['nurse'], {
      method: 'POST',
      url: '/api/probe/echo',
      payload: { note: 'hi', isAdmin: true },
    });
    expect(extra.json()).toEqual({ note: 'hi' });
  });

  it('replies 400 to malformed JSON and 413 to a body over 1 MB, without internals', async () => {
    const malformed = await t.injectAs(['nurse'], {
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"note": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON.' },
    });
    const huge = await t.injectAs(['nurse'], {
      method: 'POST',
      url: '/api/probe/echo',
      payload: { note: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('replies 415 to an unsupported content type', async () => {
    const res = await t.injectAs(['nurse'], {
      method: 'POST',
      url: '/api/probe/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<note/>',
    });
    expect(res.statusCode).toBe(415);
  });

  it('hides the cause of a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } });
    expect(res.body).not.toMatch(/secrets|line 3|at /);
  });

  it('answers an unknown API path with 404 in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});

describe('security headers', () => {
  it('sets CSP without inline script, nosniff, no framing, a referrer policy and no-store on the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    // Helmet's whole set, worked out once at start; an unknown path's reply carries it too.
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    for (const reply of [res, unknown]) {
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(reply.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(reply.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(reply.headers['x-dns-prefetch-control']).toBe('off');
      expect(reply.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('GET /api/health', () => {
  it('checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
