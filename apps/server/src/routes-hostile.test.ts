import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteEntry } from './app.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

const NUL = String.fromCharCode(0);

/** Values a careless or hostile client sends: NUL, huge and negative numbers, far dates, long text, wrong types, unicode. */
const hostile = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      NUL,
      `abc${NUL}def`,
      -1,
      0,
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER * 1000,
      99999999999999,
      '0x1A',
      '1e400',
      'NaN',
      '0000-01-01',
      '9999-12-31',
      '2026-02-30',
      'x'.repeat(5000),
      "'; drop table patients; --",
      '<script>alert(1)</script>',
      '%00',
      '../../etc/passwd',
      '🩺 रोगी 患者',
      true,
      null,
      [],
      {},
    ),
  },
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.uuid(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

const keysOf = (schema: unknown): string[] => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

type Def = {
  type: string;
  format?: string;
  innerType?: unknown;
  in?: unknown;
  options?: unknown[];
  element?: unknown;
  shape?: Record<string, unknown>;
  entries?: Record<string, unknown>;
  values?: unknown[];
};
const defOf = (schema: unknown): Def | undefined =>
  schema !== null && typeof schema === 'object' && '_zod' in schema
    ? (schema as { _zod: { def: Def } })._zod.def
    : undefined;

/** A value the schema would accept, so one hostile field reaches the service instead of failing validation first. */
function plausible(schema: unknown, depth = 0): unknown {
  const def = defOf(schema);
  if (!def || depth > 6) return 'x';
  switch (def.type) {
    case 'string':
      if (def.format === 'uuid' || def.format === 'guid') return '0d6f7c1e-4a57-4c1b-9a55-3c1f0a7e2b11';
      if (def.format === 'email') return 'someone@clinic.in';
      if (def.format === 'date') return '2026-11-23';
      return 'Test value';
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [plausible(def.element, depth + 1)];
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, plausible(v, depth + 1)]));
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return plausible(def.options?.[0], depth + 1);
    case 'pipe':
      return plausible(def.in, depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return plausible(def.innerType, depth + 1);
    default:
      return 'x';
  }
}

/** A request for the route with hostile values in its params, its query keys and its body fields. */
function hostileRequest(route: RouteEntry) {
  const params = (route.url.match(/:(\w+)/g) ?? []).map((p) => p.slice(1));
  const queryKeys = keysOf(route.schema?.querystring);
  const bodyKeys = keysOf(route.schema?.body);
  return fc.record({
    params: fc.record(Object.fromEntries(params.map((p) => [p, fc.oneof(fc.uuid(), hostile.map(String))]))),
    query: fc.record(Object.fromEntries(queryKeys.map((k) => [k, hostile.map(String)])), { requiredKeys: [] }),
    body: fc.oneof(
      // A plausible body with one field made hostile: the likeliest to get past validation to a query.
      {
        weight: 4,
        arbitrary: fc.tuple(fc.constantFrom('', ...bodyKeys), hostile).map(([key, value]) => {
          const base = plausible(route.schema?.body);
          return key && base !== null && typeof base === 'object' ? { ...base, [key]: value } : base;
        }),
      },
      fc.record(Object.fromEntries(bodyKeys.map((k) => [k, hostile])), { requiredKeys: [] }),
      hostile,
    ),
  });
}

/** Auth routes last: signing out or changing the password would end the session the rest use. */
const ORDER = (r: RouteEntry) => (r.url.startsWith('/api/auth') ? 1 : 0);

let t: TestApp;
let streamToken = '';
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  streamToken = await t.login((await t.createUser(['clinicAdmin'])).email);
});

/**
 * A stream route answers and then stays open, which `inject` would wait on for ever: it is asked
 * over a real socket, its status and an error body read, and the connection dropped.
 */
async function openStream(path: string): Promise<{ statusCode: number; body: string; json: <T>() => T }> {
  const { port } = t.app.server.address() as AddressInfo;
  const abort = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { authorization: `Bearer ${streamToken}` },
    signal: abort.signal,
  });
  const body = res.status >= 400 ? await res.text() : '';
  abort.abort();
  return { statusCode: res.status, body, json: <T>() => JSON.parse(body) as T };
}
afterAll(() => t.close());

describe('every route against hostile input', () => {
  it('answers 2xx or 4xx with the error shape, never 5xx, on every /api route of the route table', async () => {
    const routes = t.app.routeTable
      .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD')
      .sort((a, b) => ORDER(a) - ORDER(b));
    const covered: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileRequest(route), async ({ params, query, body }) => {
          const url = route.url.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(String(params[p])));
          const search = new URLSearchParams(query as Record<string, string>).toString();
          const path = search ? `${url}?${search}` : url;
          const res = route.stream
            ? await openStream(path)
            : await t.injectAs(['clinicAdmin'], {
                method: route.method,
                url: path,
                ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: JSON.stringify(body) }),
                headers: { 'content-type': 'application/json' },
              });
          const where = `${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const reply = res.json<{ error?: { code?: unknown; message?: unknown } }>();
            expect(typeof reply.error?.code, where).toBe('string');
            expect(typeof reply.error?.message, where).toBe('string');
          }
        }),
        { numRuns: 12, seed: 20261123 },
      );
      covered.push(`${route.method} ${route.url}`);
    }
    console.log(`hostile input covered ${covered.length} routes:\n  ${covered.join('\n  ')}`);
    expect(covered).toHaveLength(routes.length);
    expect(covered.length).toBeGreaterThan(50);
  }, 300_000);
});
