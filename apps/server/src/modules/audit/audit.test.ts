import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Page = {
  data: { action: string; actorName: string | null; summary: string; entityType: string }[];
  total: number;
};

describe('/api/audit', () => {
  it('records sign-in success and failure, newest first, filterable by user, entity and action', async () => {
    const nurse = await t.createUser(['nurse'], { name: 'Audited Nurse' });
    await t.login(nurse.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { name: 'x', email: nurse.email, password: 'wrong-one' },
    });
    const byUser = await t.injectAs(['clinicAdmin'], { method: 'GET', url: `/api/audit?userId=${nurse.id}` });
    expect(byUser.statusCode).toBe(200);
    const body = byUser.json<Page>();
    expect(body.data.map((e) => e.action)).toEqual(['sign_in_failed', 'sign_in']);
    expect(body.data[1]).toMatchObject({ actorName: 'Audited Nurse', entityType: 'session' });
    const failures = await t.injectAs(['clinicAdmin'], { method: 'GET', url: '/api/audit?action=sign_in_failed' });
    expect(failures.json<Page>().data[0]?.summary).toBe(`Failed sign-in for ${nurse.email}`);
  });

  it('filters by date range in the clinic time zone', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const hit = await t.injectAs(['clinicAdmin'], { method: 'GET', url: `/api/audit?from=${today}&to=${today}` });
    expect(hit.json<Page>().total).toBeGreaterThan(0);
    const none = await t.injectAs(['clinicAdmin'], { method: 'GET', url: '/api/audit?from=2001-01-01&to=2001-01-31' });
    expect(none.json<Page>().total).toBe(0);
    expect((await t.injectAs(['clinicAdmin'], { method: 'GET', url: '/api/audit?from=yesterday' })).statusCode).toBe(
      400,
    );
  });

  it('is for clinicAdmin only (403)', async () => {
    expect((await t.injectAs(['reception'], { method: 'GET', url: '/api/audit' })).statusCode).toBe(403);
  });

  it('cannot be changed through any route, nor by SQL through the app’s connection', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const res = await t.injectAs(['clinicAdmin'], { method, url: '/api/audit/1', payload: {} });
      expect(res.statusCode).toBe(404);
    }
    const before = await t.database.db.execute(sql`select count(*)::int as n from audit_log`);
    await expect(t.database.db.execute(sql`update audit_log set summary = 'rewritten'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const after = await t.database.db.execute(sql`select count(*)::int as n from audit_log`);
    expect(after.rows).toEqual(before.rows);
  });

  it('records a sign-out', async () => {
    const user = await t.createUser(['lab']);
    const token = await t.login(user.email, TEST_PASSWORD);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    const res = await t.injectAs(['clinicAdmin'], {
      method: 'GET',
      url: `/api/audit?userId=${user.id}&action=sign_out`,
    });
    expect(res.json<Page>().total).toBe(1);
  });
});
