import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';

let built = false;

/**
 * Brings a bench's database to this version and turns the scheduled backup off. Started after
 * 02:00 on a day with no backup yet, the server takes the day's backup at once: on the embedded
 * database that held it for about 25 s (the time to a healthy server), and on PostgreSQL pg_dump
 * ran beside the measured load.
 */
export async function prepareBenchDatabase(db: Db): Promise<void> {
  await migrateDatabase(db);
  await db.execute(sql`
    insert into backup_schedule (id, enabled) values (1, false)
    on conflict (id) do update set enabled = false`);
}

/**
 * Starts the real server on loopback, compiled as production runs it (build.mjs, once per bench
 * run), and waits until /api/health answers.
 */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  if (!built) {
    execFileSync(process.execPath, ['build.mjs'], { cwd: join(import.meta.dirname, '..', '..'), stdio: 'inherit' });
    built = true;
  }
  // BENCH_SERVER_PROFILE=dir writes the server's CPU profile there (--cpu-prof), to see what it spends on.
  const profile = process.env.BENCH_SERVER_PROFILE;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, '--enable-source-maps', 'dist/main.js'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: {
      ...process.env,
      // The server refuses to start with no administrator who can sign in (issue 28): the bench has its own.
      ADMIN_EMAIL: 'bench-admin@bench.local',
      ADMIN_PASSWORD: 'bench-admin-password-1',
      ADMIN_NAME: 'Bench Admin',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error('the server did not start');
}

export async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Signs in through the API and returns the bearer token. */
export async function signIn(base: string, user: { name: string; email: string; password: string }): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

/** Runs `work` against a new database on the PostgreSQL server at `adminUrl`, dropped afterwards. */
export async function withScratchPostgres(
  adminUrl: string,
  work: (url: string, admin: pg.Client) => Promise<void>,
): Promise<void> {
  const name = `clinic_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await work(url.toString(), admin);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
