import { resolve } from 'node:path';
import { z } from 'zod';
import { readModuleSettings, type ModuleSettings } from './settings.ts';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** A read replica of DATABASE_URL's database: reports and patient searches read from it. */
  DATABASE_READ_URL: z.string().url().optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD must be at least 10 characters').optional(),
  ADMIN_NAME: z.string().min(1).default('Clinic Administrator'),
  CLINIC_TIMEZONE: z.string().min(1).default('Asia/Kolkata'),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(false|true|\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/,
      'TRUST_PROXY: false, a number of proxy hops (1 for one reverse proxy), or proxy addresses (10.0.0.5,10.0.1.0/24)',
    )
    .default('false'),
  /** Server processes on this machine sharing the port (node:cluster); above 1 needs PostgreSQL. */
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO: z.enum(['true', 'false', '1', '0']).optional(),
});

/** Which proxies may set X-Forwarded-For: none, the nearest N hops, or these addresses. */
export type TrustProxy = false | number | string[];

/**
 * Never every hop: with `true` a client could write its own X-Forwarded-For and choose the
 * address the rate limit and the audit trail see. `true` means the one reverse proxy of the
 * README's HTTPS setup.
 */
export function trustProxyOf(value: string): TrustProxy {
  if (value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((a) => a.trim());
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseReadUrl: string | undefined;
  serverProcesses: number;
  sessionIdleMinutes: number;
  admin: { email: string; password: string; name: string } | undefined;
  trustProxy: TrustProxy;
  timeZone: string;
  /** What the modules declare they read (modules/<name>/<name>.module.ts). */
  settings: ModuleSettings;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  demo: boolean;
  webDistDir: string;
};

/** Reads configuration from the environment (and `--demo` on the command line) in one place. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, argv: string[] = process.argv): Config {
  const parsed = envSchema.safeParse(env);
  const modules = readModuleSettings(env);
  const lines = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)),
    ...modules.problems,
    ...(parsed.success && parsed.data.DATABASE_READ_URL && !parsed.data.DATABASE_URL
      ? ['  DATABASE_READ_URL: a replica needs its primary in DATABASE_URL']
      : []),
    ...(parsed.success && parsed.data.SERVER_PROCESSES > 1 && !parsed.data.DATABASE_URL
      ? ['  SERVER_PROCESSES: more than one needs PostgreSQL (DATABASE_URL); the embedded database has one process']
      : []),
  ];
  if (!parsed.success || lines.length > 0) throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    serverProcesses: e.SERVER_PROCESSES,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME }
        : undefined,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    timeZone: e.CLINIC_TIMEZONE,
    settings: modules.settings,
    logLevel: e.LOG_LEVEL,
    demo: argv.includes('--demo') || e.DEMO === 'true' || e.DEMO === '1',
    webDistDir: resolve(import.meta.dirname, '../../web/dist'),
  };
}
