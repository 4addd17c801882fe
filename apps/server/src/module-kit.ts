import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Database } from './db/client.ts';
import type { Actor } from './kernel/actor.ts';
import type { DomainEvents, EventName } from './lib/events.ts';
import type { StreamRegistry } from './lib/event-stream.ts';
import type { LiveChannel, LiveMessage } from './lib/live-channel.ts';
import type { Services } from './services.ts';
import type { ModuleSettings } from './settings.ts';

/** What a module's routes are given when the app is assembled. */
export type ModuleContext = {
  services: Services;
  database: Database;
  demo: boolean;
  timeZone: string;
  /** The modules' settings, each at its declared default unless configured. */
  settings: ModuleSettings;
  /** Whether this app runs the scheduled work (the server does; apps built for tests do not). */
  scheduledWork: boolean;
  /** The open event streams, each ending with its session. */
  streams: StreamRegistry;
  /** A live channel the module declared (SSE to screens, across instances on PostgreSQL). */
  live: (name: string) => LiveChannel;
};

type RouteSet = { register: (api: FastifyInstance, context: ModuleContext) => Promise<unknown> };

/** A route plugin of the module, what it is given, and an optional prefix under /api. */
export function routeSet<O extends object>(
  plugin: FastifyPluginAsyncZod<O>,
  options: (context: ModuleContext) => O,
  prefix?: string,
): RouteSet {
  return { register: async (api, context) => api.register(plugin, { ...options(context), prefix }) };
}

/** The domain events whose payload can travel on a live channel (ids only, as text). */
type LiveEvent = { [E in EventName]: DomainEvents[E] extends LiveMessage ? E : never }[EventName];

/** A screen pushed live: a domain event of the bus, published on a LISTEN/NOTIFY channel. */
export type LiveDeclaration = { name: string; channel: string; event: LiveEvent };

/** A setting read from the environment: its variable, its rule with the default, and what it means (for the README). */
export type SettingDeclaration<T = unknown> = { env: string; schema: z.ZodType<T>; help: string };

export function setting<T>(env: string, schema: z.ZodType<T>, help: string): SettingDeclaration<T> {
  return { env, schema, help };
}

/** What a module's demo seed is given: the services, who the records are by, and what earlier seeds made. */
export type SeedContext = {
  services: Services;
  actor: Actor;
  timeZone: string;
  /** Records later modules build on (the patients appointments are booked for, the catalogue lab groups order). */
  made: { patients: { _id: string }[]; catalogue: { _id: string; name: string }[] };
};

/**
 * One module, declared once in its own folder: its routes, the live channels it pushes, the
 * settings it reads and its demo records. The app assembles the modules from the one list in
 * modules.ts, in whose order the demo seeds run.
 */
export type ModuleDescriptor = {
  name: string;
  routes: RouteSet[];
  live?: LiveDeclaration[];
  settings?: Record<string, SettingDeclaration>;
  seed?: (context: SeedContext) => Promise<void>;
};

export function defineModule<const D extends ModuleDescriptor>(descriptor: D): D {
  return descriptor;
}
