import type { ModuleSettings } from '../settings.ts';
import { randomUUID } from 'node:crypto';
import type { Role } from '@clinic/shared/auth';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { createStaffService, type StaffAccount } from '../modules/staff/staff.service.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_PASSWORD = 'Correct-Horse-42';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Creates an active account with the given roles and the test password. */
  createUser: (roles: Role[], overrides?: { email?: string; name?: string }) => Promise<StaffAccount>;
  /** Signs in through the API and returns the bearer token. */
  login: (email: string, password?: string) => Promise<string>;
  /** Sends a request as a (cached) user holding exactly these roles. */
  injectAs: (roles: Role[], options: InjectOptions) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/**
 * The whole app on a fresh migrated database, driven through `inject`. `configure` may add
 * routes before the app is sealed (used to exercise shared plugins).
 */
export async function buildTestApp(
  options: {
    demo?: boolean;
    sessionIdleMinutes?: number;
    configure?: (app: FastifyInstance) => void;
    /**
     * Module settings for this app. Bill before service is off unless a test turns it on: the
     * lab and radiology tests act on orders without paying for them first; its own tests pay.
     */
    settings?: Partial<ModuleSettings>;
    /** The clinic's time zone (Asia/Kolkata unless a test of the clinic's day sets another). */
    timeZone?: string;
    /** A database the test opened itself (an embedded one on disk, say); a fresh copy otherwise. */
    database?: Database;
    /** Capture the log at this level (tests of what the log holds). */
    log?: { level: string; stream: NodeJS.WritableStream };
    streamSessionCheckMs?: number;
    sessionCacheMs?: number;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({
    database,
    sessionIdleMinutes: options.sessionIdleMinutes ?? 30,
    demo: options.demo ?? false,
    timeZone: options.timeZone,
    logLevel: options.log?.level ?? process.env.TEST_LOG_LEVEL ?? 'silent',
    logStream: options.log?.stream,
    streamSessionCheckMs: options.streamSessionCheckMs,
    sessionCacheMs: options.sessionCacheMs,
    checkReplies: true,
    settings: { billBeforeService: false, ...options.settings },
  });
  options.configure?.(app);
  await app.ready();
  const staff = createStaffService({ db: database.db });
  const tokens = new Map<string, string>();

  const createUser: TestApp['createUser'] = (roles, overrides = {}) =>
    staff.createAccount({
      name: overrides.name ?? `Test ${roles.join(' ')}`,
      email: overrides.email ?? `${roles.join('-') || 'none'}-${randomUUID().slice(0, 8)}@test.clinic`,
      password: TEST_PASSWORD,
      roles,
    });

  const login: TestApp['login'] = async (email, password = TEST_PASSWORD) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { name: 'Test', email, password },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return res.json<{ token: string }>().token;
  };

  const injectAs: TestApp['injectAs'] = async (roles, injectOptions) => {
    const key = [...roles].sort().join(',');
    let token = tokens.get(key);
    if (!token) {
      const user = await createUser(roles);
      token = await login(user.email);
      tokens.set(key, token);
    }
    return app.inject({
      ...injectOptions,
      headers: { ...injectOptions.headers, authorization: `Bearer ${token}` },
    });
  };

  return {
    app,
    database,
    createUser,
    login,
    injectAs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
