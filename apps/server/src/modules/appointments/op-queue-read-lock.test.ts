import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/**
 * Issue 34's mixed load: reading a doctor's OP queue locked the doctor's row (SELECT … FOR
 * UPDATE), so every queue screen's refresh waited behind each booking and call for that doctor.
 * On PostgreSQL only: the embedded database runs one transaction at a time anyway.
 */
const url = process.env.TEST_DATABASE_URL;
let t: TestApp;
beforeAll(async () => {
  if (url) t = await buildTestApp();
});
afterAll(() => t?.close());

describe.runIf(url)('reading the OP queue', () => {
  it('does not wait while a booking or a call holds the doctor’s row', async () => {
    const doctor = await t.createUser(['doctor'], { name: 'Dr. Unlocked Queue' });
    const holder = await t.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from users where id = $1 for update', [doctor.id]);
      const read = t.injectAs(['doctor'], { method: 'GET', url: `/api/op-queue/${doctor.id}` });
      const waited = await Promise.race([
        read.then((r) => r.statusCode),
        new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 3 s'), 3_000)),
      ]);
      expect(waited).toBe(200);
    } finally {
      await holder.query('rollback');
      holder.release();
    }
  });
});
