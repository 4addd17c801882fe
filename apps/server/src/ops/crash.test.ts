import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../db/client.ts';
import { adminQuery } from '../test/postgres-admin.ts';
import { restoreBackup } from './restore.ts';

/**
 * Crash proof, as a hospital's IT person would try it: the server (or its database process alone)
 * is killed with -9 while staff keep registering patients; after the restart every registration
 * that got a 2xx reply must be there. Runs the real server (src/main.ts) on the embedded database.
 */
const SERVER_ROOT = join(import.meta.dirname, '..', '..');
const ADMIN = { name: 'Crash Admin', email: 'crash-admin@test.clinic', password: 'Crash-Test-Horse-42' };
const dirs: string[] = [];
const servers: ChildProcess[] = [];
afterAll(() => {
  for (const server of servers) server.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(dataDir: string, port: number, databaseUrl?: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      BACKUP_DIR: join(dataDir, 'backups'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_NAME: ADMIN.name,
      LOG_LEVEL: 'error',
    },
    stdio: [
      'ignore',
      process.env.CRASH_TEST_LOG ? 'inherit' : 'ignore',
      process.env.CRASH_TEST_LOG ? 'inherit' : 'ignore',
    ],
  });
  servers.push(server);
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (up?.ok) return server;
    await sleep(200);
  }
  throw new Error('the server did not start');
}

async function signIn(port: number): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Registers patients one after another until stopped; returns the ids the server acknowledged. */
function registering(port: number, token: string) {
  const acknowledged: string[] = [];
  const refusals = new Set<number>();
  let refused = 0;
  let timedOut = 0;
  let stopped = false;
  let n = 0;
  const done = (async () => {
    while (!stopped) {
      n += 1;
      const res = await fetch(`http://127.0.0.1:${port}/api/patients?allowDuplicate=true`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': randomUUID(),
        },
        signal: AbortSignal.timeout(15_000),
        body: JSON.stringify({
          givenName: `Crash${n}`,
          familyName: 'Kulkarni',
          age: 40,
          gender: 'Female',
          phone: `9${String(100_000_000 + n).slice(-9)}`,
          address: 'Kothrud, Pune',
        }),
      }).catch((err: unknown) => {
        if (err instanceof Error && err.name === 'TimeoutError') timedOut += 1;
        return undefined;
      });
      if (res && res.status >= 200 && res.status < 300) acknowledged.push(((await res.json()) as { _id: string })._id);
      else {
        if (res) refusals.add(res.status);
        refused += 1;
        await sleep(50);
      }
    }
  })();
  return {
    acknowledged,
    refused: () => refused,
    /** Requests that got no answer within 15 s: a server that hangs instead of failing. */
    timedOut: () => timedOut,
    /** The statuses of the refusals that got a reply (a dropped connection has none). */
    refusals,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

async function missing(port: number, token: string, ids: string[]): Promise<string[]> {
  const lost: string[] = [];
  for (const id of ids) {
    const res = await fetch(`http://127.0.0.1:${port}/api/patients/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) lost.push(id);
  }
  return lost;
}

/** The pid of the server's embedded database process, from its lock file. */
const databasePid = (dataDir: string) => Number(readFileSync(join(dataDir, 'database.pid'), 'utf8').split(' ')[0]);

// The PostgreSQL pass of the suite runs the PostgreSQL case below; this one ran in the embedded pass.
describe.skipIf(process.env.TEST_DATABASE_URL)('crash proof (embedded database)', () => {
  it('keeps every acknowledged registration through kill -9 of the server, twice, and of its database process; npm run backup then takes them all from the running server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'clinic-crash-'));
    dirs.push(dataDir);
    const port = await freePort();
    const all: string[] = [];

    for (let run = 1; run <= 2; run++) {
      const server = await startServer(dataDir, port);
      const writes = registering(port, await signIn(port));
      await sleep(2_500);
      server.kill('SIGKILL');
      await writes.stop();
      console.log(`run ${run}: stopped writing`);
      expect(writes.acknowledged.length, `run ${run} wrote`).toBeGreaterThan(5);
      all.push(...writes.acknowledged);
    }

    const server = await startServer(dataDir, port);
    const token = await signIn(port);
    expect(await missing(port, token, all)).toEqual([]);

    // The database process alone: the server restarts it and serves on, without a restart of its own.
    const writes = registering(port, token);
    await sleep(1_500);
    process.kill(databasePid(dataDir), 'SIGKILL');
    const atKill = writes.acknowledged.length;
    // How long the database process takes to come back depends on the machine (3-4 s on a busy
    // 2-core one): wait for writes to be acknowledged again, up to 20 s, rather than a fixed time.
    for (let waited = 0; waited < 20_000 && writes.acknowledged.length <= atKill + 5; waited += 250) await sleep(250);
    await writes.stop();
    expect(server.exitCode).toBeNull();
    const afterKill = writes.acknowledged.length;
    expect(atKill).toBeGreaterThan(5);
    expect(afterKill, 'registrations after the database process came back').toBeGreaterThan(atKill + 5);
    // Meanwhile: 'database unavailable, try again', never a bare 500.
    expect([...writes.refusals].filter((status) => status !== 503)).toEqual([]);
    expect(writes.timedOut(), 'requests left unanswered').toBe(0);
    expect(await missing(port, token, [...all, ...writes.acknowledged])).toEqual([]);
    console.log(
      `crash runs: 3; acknowledged writes ${all.length + afterKill}, lost 0; refused while restarting ${writes.refused()}`,
    );

    // npm run backup while this server holds the folder: it asks the server (SIGUSR2) and the
    // backup restores with every acknowledged registration.
    const backups = join(dataDir, 'cli-backups');
    const printed = execFileSync(process.execPath, ['--import', 'tsx', 'src/ops/backup-cli.ts', '--to', backups], {
      cwd: SERVER_ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(printed).toMatch(/^Backup written: .*clinic-backup-\d{8}-\d{6}-s\d+\.tar\.gz \(\d+\.\d MB/);
    const [file] = readdirSync(backups).filter((name) => name.endsWith('.tar.gz'));
    const restoredDir = mkdtempSync(join(tmpdir(), 'clinic-crash-restored-'));
    dirs.push(restoredDir);
    await restoreBackup(join(backups, file ?? ''), { dataDir: restoredDir, databaseUrl: undefined });
    const restored = await openEmbedded(restoredDir);
    try {
      const ids = [...all, ...writes.acknowledged];
      const found = await restored.pool.query<{ n: number }>(
        'select count(*)::int as n from patients where id = any($1::uuid[])',
        [ids],
      );
      expect(found.rows[0]?.n).toBe(ids.length);
    } finally {
      await restored.close();
    }
    server.kill('SIGTERM');
  }, 180_000);
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('crash proof (PostgreSQL)', () => {
  it('keeps every acknowledged registration through kill -9 of the server, twice', async () => {
    const name = `clinic_crash_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await adminQuery(url ?? '', `create database ${name}`);
    const databaseUrl = Object.assign(new URL(url ?? ''), { pathname: `/${name}` }).toString();
    const dataDir = mkdtempSync(join(tmpdir(), 'clinic-crash-pg-'));
    dirs.push(dataDir);
    const port = await freePort();
    const all: string[] = [];
    try {
      for (let run = 1; run <= 2; run++) {
        const server = await startServer(dataDir, port, databaseUrl);
        const writes = registering(port, await signIn(port));
        await sleep(2_000);
        server.kill('SIGKILL');
        await writes.stop();
        expect(writes.acknowledged.length, `run ${run} wrote`).toBeGreaterThan(5);
        all.push(...writes.acknowledged);
      }
      const server = await startServer(dataDir, port, databaseUrl);
      expect(await missing(port, await signIn(port), all)).toEqual([]);
      console.log(`crash runs on PostgreSQL: 2; acknowledged writes ${all.length}, lost 0`);
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    } finally {
      await adminQuery(url ?? '', `drop database if exists ${name} with (force)`);
    }
  }, 180_000);
});
