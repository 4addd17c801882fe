import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import { MODULES } from './modules.ts';
import { registerAuth } from './plugins/auth.ts';
import { accessOf, type RouteAccess } from './plugins/authorization.ts';
import { registerErrorHandler, replyToRouterError } from './plugins/error-handler.ts';
import { registerIdempotency } from './plugins/idempotency.ts';
import { replySerializerCompiler } from './plugins/reply-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { createServices } from './services.ts';
import { createStreamRegistry } from './lib/event-stream.ts';
import { DISPLAY_STREAM } from './modules/appointments/displays.routes.ts';
import { createLiveChannels, type LiveChannel } from './lib/live-channel.ts';
import type { ModuleDescriptor } from './module-kit.ts';
import { definedOnly, moduleSettingDefaults, type ModuleSettings } from './settings.ts';
import { safeError, safeRequest } from './lib/log-serializers.ts';

export { createServices, type Services } from './services.ts';

export type AppOptions = {
  database: Database;
  sessionIdleMinutes: number;
  demo: boolean;
  /** The clinic's time zone, for whole-day filters. */
  timeZone?: string;
  /** The modules' settings (each module declares its own); unset ones take their declared default. */
  settings?: Partial<ModuleSettings>;
  webDistDir?: string;
  /** Where the database keeps its data (the data directory), named in the log when the disk fills. */
  storage?: string;
  logLevel?: string;
  /** Where the log goes (standard output by default); tests read it to check what it holds. */
  logStream?: NodeJS.WritableStream;
  trustProxy?: TrustProxy;
  /** Runs the scheduled work (backups at the set hour): the server does, apps built for tests do not. */
  scheduledWork?: boolean;
  /** How often an open event stream's session is checked for expiry (10 s unless a test says). */
  streamSessionCheckMs?: number;
  /** How long a checked session is taken as checked (2 s unless a test says; 0 checks every request). */
  sessionCacheMs?: number;
  /** Encode every reply by its zod schema too, failing one the schema refuses: tests do, the server does not. */
  checkReplies?: boolean;
};

export const BODY_LIMIT_BYTES = 1024 * 1024;

export type RouteEntry = {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
  /** An open-ended stream (Server-Sent Events): it answers, then stays open. */
  stream?: boolean;
  /** Who may call it; every /api route declares it (the app refuses to start otherwise). */
  access?: RouteAccess;
};

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** Builds the whole app without listening, so tests drive it through `inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // No patient data in logs: paths without query strings, errors without query values.
      serializers: { req: safeRequest, err: safeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count trusts that many proxies nearest the server (proxy-addr counts hops from 0).
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (options.trustProxy as number)
        : (options.trustProxy ?? false),
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: replyToRouterError,
  });
  // The route table as registered (method, path, schema): the hostile-input suite walks all of it.
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    const stream = route.config?.stream === true;
    const access = accessOf(route.onRequest);
    if (!access && route.url.startsWith('/api/')) {
      throw new Error(`${String(route.method)} ${route.url} declares no permission (requirePermission or publicRoute)`);
    }
    for (const method of [route.method].flat())
      routeTable.push({ method, url: route.url, schema: route.schema, stream, access });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler({ check: options.checkReplies ?? false }));
  registerErrorHandler(app, {
    storage: options.storage ?? (options.database.kind === 'pglite' ? 'the data directory' : 'the PostgreSQL server'),
  });
  await registerSecurityHeaders(app);

  const services = createServices(options.database.db, {
    ...options.settings,
    readDb: options.database.readDb,
    asyncCommitDb: options.database.asyncCommitDb,
    timeZone: options.timeZone,
    sessionIdleMinutes: options.sessionIdleMinutes,
    sessionCacheMs: options.sessionCacheMs,
    onEventError: (name, error) => app.log.error({ event: name, err: error }, 'event handler failed'),
    onBackgroundError: (what, error) => app.log.error({ work: what, err: error }, 'background work failed'),
  });
  // Imports still running write to the database: let them finish before it is closed.
  app.addHook('onClose', () => services.stockImport.drain());
  const declaredLive = (MODULES as readonly ModuleDescriptor[]).flatMap((m) => m.live ?? []);
  const live = createLiveChannels(
    options.database,
    declaredLive.map((d) => d.channel),
    (err) => app.log.warn({ err }, 'live channel trouble'),
  );
  app.addHook('onClose', () => live.close());
  const channels = new Map<string, LiveChannel>();
  for (const declared of declaredLive) {
    const channel = live.channel(declared.channel);
    services.events.on(declared.event, (payload) => channel.publish(payload));
    channels.set(declared.name, channel);
  }
  // Open event streams end with their session; the sign-outs travel on auth's live channels, so
  // a sign-out through one instance closes the streams every instance serves.
  const streams = createStreamRegistry({
    // Waiting-hall displays hold streams as `display:<id>`: live while their key is not revoked.
    liveSessionIds: async (ids) => {
      const displays = ids.filter((id) => id.startsWith(DISPLAY_STREAM)).map((id) => id.slice(DISPLAY_STREAM.length));
      const sessions = await services.auth.liveSessionIds(ids.filter((id) => !id.startsWith(DISPLAY_STREAM)));
      for (const id of await services.displays.liveIds(displays)) sessions.add(`${DISPLAY_STREAM}${id}`);
      return sessions;
    },
    onError: (err) => app.log.warn({ err }, 'stream session check failed'),
    checkEveryMs: options.streamSessionCheckMs,
  });
  channels.get('sessionEnded')?.subscribe((m) => {
    services.auth.forgetSession(m.sessionId ?? '');
    streams.endSession(m.sessionId ?? '');
  });
  channels.get('userSessionsEnded')?.subscribe((m) => {
    services.auth.forgetUser(m.userId ?? '');
    streams.endSessionsOfUser(m.userId ?? '', m.keepSessionId ?? '');
  });
  app.addHook('preClose', async () => streams.closeAll());
  await registerAuth(app, services.auth);
  registerIdempotency(app, options.database.db);

  const context = {
    services,
    database: options.database,
    demo: options.demo,
    timeZone: options.timeZone ?? 'Asia/Kolkata',
    settings: { ...moduleSettingDefaults(), ...definedOnly(options.settings ?? {}) },
    scheduledWork: options.scheduledWork ?? false,
    streams,
    live: (name: string) => {
      const channel = channels.get(name);
      if (!channel) throw new Error(`No module declares the live channel ${name}`);
      return channel;
    },
  };
  await app.register(
    async (api) => {
      for (const m of MODULES as readonly ModuleDescriptor[])
        for (const set of m.routes) await set.register(api, context);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, options.webDistDir);
  return app;
}
