import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';

/**
 * DATABASE_READ_URL (issue 34, item 7): reports and patient searches read the replica; writes,
 * and the audit rows of those reads, stay on the primary. The "replica" here is the same database
 * through a pool that records every statement and refuses any write, as a read-only standby would.
 */
let t: TestApp;
const onReplica: string[] = [];

function readOnlyRecorder(pool: pg.Pool): pg.Pool {
  return new Proxy(pool, {
    get(target, prop) {
      if (prop !== 'query') {
        const value = Reflect.get(target, prop, target) as unknown;
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      }
      return (...args: unknown[]) => {
        const first = args[0] as string | { text: string };
        const text = typeof first === 'string' ? first : first.text;
        onReplica.push(text);
        if (/^\s*(insert|update|delete|begin|set)\b/i.test(text)) {
          return Promise.reject(new Error('cannot execute a write in a read-only transaction'));
        }
        return (target.query as (...a: unknown[]) => unknown)(...args);
      };
    },
  });
}

beforeAll(async () => {
  const database = await createTestDatabase();
  const readDb = drizzle({ client: readOnlyRecorder(database.pool), casing: 'snake_case' });
  t = await buildTestApp({ database: { ...database, readDb } });
});
afterAll(() => t.close());

const writesOnReplica = () => onReplica.filter((s) => /^\s*(insert|update|delete|begin|set)\b/i.test(s));

describe('a read replica (DATABASE_READ_URL)', () => {
  it('serves patient searches and reports, while writes and the audit of those reads go to the primary', async () => {
    const registered = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/patients',
      payload: {
        patientCategory: 'Regular',
        title: 'Mrs.',
        givenName: 'Replicata',
        familyName: 'Standby',
        age: 41,
        gender: 'Female',
        phone: '9811122233',
        address: '3 Station Road',
        city: 'Nashik',
      },
    });
    expect(registered.statusCode).toBe(201);
    const { mrn } = registered.json<{ mrn: string }>();
    expect(onReplica).toEqual([]);

    // An exact MRN lookup reads the primary: the patient just registered is found at once.
    const byMrn = await t.injectAs(['reception'], { method: 'GET', url: `/api/patients?mrn=${mrn}` });
    expect(byMrn.json<{ data: unknown[] }>().data).toHaveLength(1);
    expect(onReplica).toEqual([]);

    const found = await t.injectAs(['reception'], { method: 'GET', url: '/api/patients?search=Replicata' });
    expect(found.statusCode).toBe(200);
    expect(found.json<{ data: { mrn: string }[] }>().data.map((p) => p.mrn)).toEqual([mrn]);
    expect(onReplica.some((s) => /from "patients"/.test(s))).toBe(true);

    const before = onReplica.length;
    const report = await t.injectAs(['clinicAdmin'], {
      method: 'GET',
      url: '/api/reports/census?from=2026-03-01&to=2026-03-05',
    });
    expect(report.statusCode).toBe(200);
    expect(onReplica.length).toBeGreaterThan(before);
    expect(writesOnReplica()).toEqual([]);

    const audit = await t.injectAs(['clinicAdmin'], { method: 'GET', url: '/api/audit?action=view&pageSize=50' });
    const summaries = audit.json<{ data: { summary: string; entityType: string }[] }>().data.map((e) => e.summary);
    expect(summaries).toContain('Found in patient search');
    expect(summaries.some((s) => s.startsWith('Daily census 2026-03-01 to 2026-03-05'))).toBe(true);
  });
});
