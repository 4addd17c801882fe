import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { publicRoute } from './authorization.ts';

const PATIENT_NAME = 'Ramakrishnan';
const PHONE = '9812345670';
let t: TestApp;
let log = '';

/** A route whose query fails with patient data among its parameters, as a real bug would. */
function failingQuery(app: FastifyInstance, getT: () => TestApp): void {
  app.get('/api/probe/bad-query', { onRequest: publicRoute }, async () => {
    await getT().database.db.execute(sql`select ${`${PATIENT_NAME} ${PHONE}`}::int`);
    return { ok: true };
  });
}

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  t = await buildTestApp({ log: { level: 'info', stream }, configure: (app) => failingQuery(app, () => t) });
});
afterAll(() => t.close());

describe('no patient data in the log', () => {
  it('keeps search words and failed-query values out of the access and error logs', async () => {
    const registered = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/patients',
      payload: {
        givenName: PATIENT_NAME,
        familyName: 'Iyer',
        age: 61,
        gender: 'Male',
        phone: PHONE,
        address: 'Chennai',
      },
    });
    expect(registered.statusCode).toBe(201);
    const search = await t.injectAs(['reception'], { method: 'GET', url: `/api/patients?search=${PATIENT_NAME}` });
    expect(search.statusCode).toBe(200);
    const crash = await t.injectAs(['reception'], { method: 'GET', url: '/api/probe/bad-query' });
    expect(crash.statusCode).toBe(400);
    expect(crash.body).not.toContain(PATIENT_NAME);

    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toContain('/api/patients');
    expect(log).toContain('"code":"22P02"');
    expect(log).not.toContain(PATIENT_NAME);
    expect(log).not.toContain(PHONE);
    expect(log).not.toContain('search=');
  });

  it("keeps a waiting-hall display's key out of the access log", async () => {
    const key = 'k'.repeat(32);
    const res = await t.app.inject({ method: 'GET', url: `/api/display/${key}/board` });
    expect(res.statusCode).toBe(404);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toContain('/api/display/…/board');
    expect(log).not.toContain(key);
  });
});

describe('the API is known by its decoded path', () => {
  it('applies the origin check and no-store to an encoded spelling of /api', async () => {
    const foreign = { origin: 'https://evil.example', 'content-type': 'application/json' };
    const plain = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: foreign, payload: '{}' });
    const encoded = await t.app.inject({ method: 'POST', url: '/%61pi/auth/login', headers: foreign, payload: '{}' });
    expect(plain.statusCode).toBe(403);
    expect(encoded.statusCode).toBe(403);
    const health = await t.app.inject({ method: 'GET', url: '/%61pi/health' });
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('answers router errors in the error shape with the security headers, never echoing the URL', async () => {
    for (const url of ['/api/patients/%E0%A4%A', `/api/patients/${'x'.repeat(500)}<script>`]) {
      const res = await t.injectAs(['reception'], { method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      const reply = res.json<{ error: { code: string; message: string } }>();
      expect(typeof reply.error.code, url).toBe('string');
      expect(typeof reply.error.message, url).toBe('string');
      expect(res.body).not.toContain('%E0');
      expect(res.body).not.toContain('<script>');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('TRUST_PROXY', () => {
  it('reads false, a hop count (true is one hop) or proxy addresses, never every hop', async () => {
    const { trustProxyOf } = await import('../config.ts');
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('true')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.5, 10.0.1.0/24')).toEqual(['10.0.0.5', '10.0.1.0/24']);
  });

  it('behind one proxy, takes the address the proxy saw, not one the client wrote', async () => {
    const { buildApp } = await import('../app.ts');
    const app = await buildApp({
      database: t.database,
      sessionIdleMinutes: 30,
      demo: false,
      trustProxy: 1,
      logLevel: 'silent',
    });
    app.get('/api/probe/ip', { onRequest: publicRoute }, async (request) => ({ ip: request.ip }));
    await app.ready();
    const res = await app.inject({
      method: 'GET',
      url: '/api/probe/ip',
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
    });
    expect(res.json()).toEqual({ ip: '203.0.113.7' });
    await app.close();
  });
});

describe('hostile input gets 400, never 500', () => {
  it('refuses NUL bytes, far dates, huge and hex numbers and over-long cursors with the error shape', async () => {
    const cases: [string, string, object | undefined][] = [
      [
        'POST',
        '/api/patients',
        {
          givenName: `A${String.fromCharCode(0)}B`,
          familyName: 'X',
          age: 3,
          gender: 'Male',
          phone: '9812345671',
          address: 'x',
        },
      ],
      ['GET', `/api/patients?search=ab${encodeURIComponent(String.fromCharCode(0))}cd`, undefined],
      [
        'POST',
        '/api/patients',
        {
          givenName: 'A',
          familyName: 'B',
          age: 3,
          gender: 'Male',
          phone: '9812345672',
          address: 'x',
          dateOfBirth: '0000-01-01',
        },
      ],
      ['GET', '/api/patients?limit=0x10', undefined],
      ['GET', `/api/patients?cursor=${'9'.repeat(400)}`, undefined],
      ['GET', '/api/lab/orders?page=1e9', undefined],
      [
        'POST',
        '/api/inventory/drug/add-drug',
        { name: 'Big', manufacturer: 'M', category: 'Tablet', reorderLevel: '99999999999999' },
      ],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.injectAs(['clinicAdmin'], { method: method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code, url).toEqual(expect.any(String));
    }
  });
});

describe('reads of patient data are audited', () => {
  it('writes a view row per patient for searches, worklists, history, consultations, vitals and charges', async () => {
    const patient = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/patients',
      payload: {
        givenName: 'Audited',
        familyName: 'Reader',
        age: 40,
        gender: 'Female',
        phone: '9812345679',
        address: 'Pune',
      },
    });
    const id = patient.json<{ _id: string }>()._id;
    const reads: [string[], string][] = [
      [['reception'], '/api/patients?search=Audited'],
      [['doctor'], `/api/patients/${id}/medical-history`],
      [['doctor'], `/api/patients/${id}/encounters`],
      [['billing'], `/api/patients/${id}/charges`],
    ];
    for (const [roles, url] of reads)
      expect((await t.injectAs(roles as ['doctor'], { method: 'GET', url })).statusCode, url).toBe(200);
    const rows = await t.database.db.execute<{ summary: string; actor_role: string }>(
      sql`select summary, actor_role from audit_log where action = 'view' and entity_id = ${id} order by id`,
    );
    expect(rows.rows.map((r) => r.summary)).toEqual([
      'Found in patient search',
      'Viewed medical history',
      'Viewed consultation list',
      'Viewed charges',
    ]);
  });
});
