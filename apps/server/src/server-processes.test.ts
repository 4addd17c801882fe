import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { adminQuery } from './test/postgres-admin.ts';

describe('SERVER_PROCESSES and DATABASE_READ_URL settings', () => {
  it('refuse more than one process, or a replica, without PostgreSQL', () => {
    expect(() => loadConfig({ SERVER_PROCESSES: '2' }, [])).toThrow(/SERVER_PROCESSES: more than one needs PostgreSQL/);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/clinic' }, [])).toThrow(
      /DATABASE_READ_URL: a replica needs its primary in DATABASE_URL/,
    );
    expect(() => loadConfig({ SERVER_PROCESSES: '0', DATABASE_URL: 'postgres://db/clinic' }, [])).toThrow(
      /SERVER_PROCESSES/,
    );
    expect(loadConfig({ SERVER_PROCESSES: '3', DATABASE_URL: 'postgres://db/clinic' }, []).serverProcesses).toBe(3);
  });
});

const url = process.env.TEST_DATABASE_URL;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The pids of a process's children, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function until<T>(what: () => Promise<T | undefined> | T | undefined, ms = 60_000): Promise<T> {
  for (const started = Date.now(); Date.now() - started < ms; await new Promise((r) => setTimeout(r, 200))) {
    const value = await what();
    if (value !== undefined) return value;
  }
  throw new Error('timed out');
}

describe.runIf(url)('several server processes on one PostgreSQL (SERVER_PROCESSES=2)', () => {
  const name = `clinic_cluster_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let server: ChildProcess | undefined;
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await adminQuery(url!, `drop database if exists ${name} with (force)`);
  });

  it('serves from two workers, restarts one that dies, and stops them all on SIGTERM', async () => {
    await adminQuery(url!, `create database ${name}`);
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const port = await freePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: target.toString(),
        SERVER_PROCESSES: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        ADMIN_EMAIL: 'owner@cluster.test',
        ADMIN_PASSWORD: 'Kesari-Cluster-Test-81',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const primary = server.pid!;
    const health = () =>
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => (r.ok ? true : undefined),
        () => undefined,
      );
    await until(health);
    const workers = await until(() => (childrenOf(primary).length === 2 ? childrenOf(primary) : undefined));

    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Owner', email: 'owner@cluster.test', password: 'Kesari-Cluster-Test-81' }),
    });
    expect(signIn.status).toBe(200);
    const { token } = (await signIn.json()) as { token: string };
    // The session is a row in the database: whichever worker answers knows it.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));

    process.kill(workers[0]!, 'SIGKILL');
    const replaced = await until(() => {
      const now = childrenOf(primary);
      return now.length === 2 && !now.includes(workers[0]!) ? now : undefined;
    });
    expect(replaced).toContain(workers[1]);
    await until(health);

    const exited = new Promise<number | null>((r) => server?.once('exit', (code) => r(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of replaced) expect(() => process.kill(pid, 0)).toThrow();
  }, 120_000);
});
