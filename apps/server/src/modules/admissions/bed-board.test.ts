import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { databaseFromPool, type Database } from '../../db/client.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admitBody, newPatient, setupHospital, type Hospital } from './admission-fixtures.ts';

let t: TestApp;
let h: Hospital;
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
});
afterAll(() => t.close());

/** Opens the board's event stream on a listening app and collects what arrives. */
async function openBoard(app: FastifyInstance, token: string) {
  const address = app.server.address() as AddressInfo;
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${address.port}/api/bed-board/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: abort.signal,
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let text = '';
  const received = (needle: string, waitMs = 5_000) =>
    new Promise<boolean>((resolve) => {
      const deadline = setTimeout(() => resolve(false), waitMs);
      const pump = async () => {
        while (!text.includes(needle)) {
          const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
          if (chunk.done) break;
          text += new TextDecoder().decode(chunk.value);
        }
        clearTimeout(deadline);
        resolve(text.includes(needle));
      };
      void pump();
    });
  return { res, received, close: () => abort.abort() };
}

async function nurseToken(): Promise<string> {
  const nurse = await t.createUser(['nurse']);
  return t.login(nurse.email);
}

describe('live bed board', () => {
  it('streams a bed change to an open board (text/event-stream), ids only', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const board = await openBoard(t.app, await nurseToken());
    expect(board.res.status).toBe(200);
    expect(board.res.headers.get('content-type')).toContain('text/event-stream');
    const patientId = await newPatient(t, 'Streamed');
    const admitted = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/admissions',
      payload: admitBody(h, patientId, h.beds.g2),
    });
    expect(admitted.statusCode).toBe(201);
    expect(await board.received(h.beds.g2)).toBe(true);
    board.close();
  });

  it('refuses the stream without a session (401) and to lab staff (403)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/bed-board/events' })).statusCode).toBe(401);
    expect((await t.injectAs(['lab'], { method: 'GET', url: '/api/bed-board/events' })).statusCode).toBe(403);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'carries a change made through one instance to a board served by another (PostgreSQL LISTEN/NOTIFY)',
    async () => {
      // A second app with its own pool, event bus and listening connection, on the same database.
      const pool = new pg.Pool({ ...(t.database.pool.options as pg.PoolConfig), max: 4 });
      const second: Database = databaseFromPool(pool, 'postgres', () => pool.end());
      const other = await buildApp({ database: second, sessionIdleMinutes: 30, demo: false, logLevel: 'silent' });
      await other.listen({ port: 0, host: '127.0.0.1' });
      try {
        const board = await openBoard(other, await nurseToken());
        expect(board.res.status).toBe(200);
        const patientId = await newPatient(t, 'Elsewhere');
        const admitted = await t.injectAs(['reception'], {
          method: 'POST',
          url: '/api/admissions',
          payload: admitBody(h, patientId, h.beds.g3),
        });
        expect(admitted.statusCode).toBe(201);
        expect(await board.received(h.beds.g3)).toBe(true);
        board.close();
      } finally {
        await other.close();
        await second.close();
      }
    },
  );
});
