/**
 * Soak (issue 28): the real server on the embedded database with demo data, under a steady mix of
 * staff work for BENCH_SOAK_SECONDS (default 480: eight minutes) from 8 clients: registrations,
 * searches, patient views, the OP queue, the bed board, sign-ins and sign-outs, and event streams
 * opened and dropped. Every 30 s it samples the resident memory and open file descriptors of the
 * server and of its database process; at the end it prints the growth from the first sample after
 * warm-up to the last. What must hold: no steady growth of descriptors, memory flat after warm-up.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './lib/server.ts';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 480);
const PORT = Number(process.env.BENCH_PORT ?? 3933);
const base = `http://127.0.0.1:${PORT}`;
const RECEPTION = { name: 'Rahul Verma', email: 'reception@demo.clinic', password: 'Reception@Demo2026' };
const NURSE = { name: 'Sunita Pillai', email: 'nurse@demo.clinic', password: 'Nurse@Demo2026' };

function sample(pid: number): { rssMb: number; fds: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(rssKb / 1024), fds: readdirSync(`/proc/${pid}/fd`).length };
}

const dataDir = mkdtempSync(join(tmpdir(), 'clinic-soak-'));
// With --demo: the work below signs in as the demo desks.
const demo = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', '--demo'], {
  cwd: join(import.meta.dirname, '..'),
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BACKUP_DIR: join(dataDir, 'backups'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (
  let i = 0;
  i < 240 &&
  !(await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  ));
  i++
)
  await new Promise((r) => setTimeout(r, 250));
const databasePid = () => Number(readFileSync(join(dataDir, 'database.pid'), 'utf8').split(' ')[0]);

let stop = false;
let requests = 0;
let errors = 0;
const call = async (token: string, path: string, init: RequestInit = {}) => {
  requests += 1;
  const res = await fetch(`${base}/api${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  }).catch(() => undefined);
  if (!res || res.status >= 500) errors += 1;
  await res?.arrayBuffer();
  return res;
};

async function receptionist(n: number): Promise<void> {
  let token = await signIn(base, RECEPTION);
  for (let i = 0; !stop; i++) {
    const res = await call(token, '/patients?allowDuplicate=true', {
      method: 'POST',
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        givenName: `Soak${n}x${i}`,
        familyName: 'Patil',
        age: 20 + (i % 60),
        gender: i % 2 ? 'Male' : 'Female',
        phone: `9${String(100_000_000 + n * 1_000_000 + i).slice(-9)}`,
        address: 'Camp, Pune',
      }),
    });
    if (res?.ok) await call(token, `/patients?admitted=false&search=soak${n}`);
    await call(token, '/appointments?date=today');
    if (i % 50 === 49) {
      await call(token, '/auth/logout', { method: 'POST', body: '{}' });
      token = await signIn(base, RECEPTION);
    }
  }
}

async function nurse(): Promise<void> {
  const token = await signIn(base, NURSE);
  while (!stop) {
    // A bed board opened and closed again, as a tab is.
    const abort = new AbortController();
    await fetch(`${base}/api/bed-board/events`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal })
      .then(async (res) => {
        await new Promise((r) => setTimeout(r, 200));
        abort.abort();
        await res.body?.cancel().catch(() => undefined);
      })
      .catch(() => undefined);
    await call(token, '/wards');
    await call(token, '/admissions?status=admitted');
  }
}

const samples: { at: number; server: ReturnType<typeof sample>; database: ReturnType<typeof sample> }[] = [];
const started = Date.now();
const take = () => {
  const at = Math.round((Date.now() - started) / 1000);
  const entry = { at, server: sample(demo.pid ?? 0), database: sample(databasePid()) };
  samples.push(entry);
  console.log(
    `${String(at).padStart(4)} s  server ${entry.server.rssMb} MB, ${entry.server.fds} fds; database ${entry.database.rssMb} MB, ${entry.database.fds} fds; ${requests} requests, ${errors} errors`,
  );
};
const workers = [...[1, 2, 3, 4, 5, 6].map(receptionist), nurse(), nurse()];
take();
const timer = setInterval(take, 30_000);
await new Promise((r) => setTimeout(r, SECONDS * 1000));
stop = true;
clearInterval(timer);
await Promise.all(workers);
take();
demo.kill('SIGTERM');
await new Promise((r) => demo.once('exit', r));
rmSync(dataDir, { recursive: true, force: true });

const warm = samples[Math.min(2, samples.length - 1)];
const last = samples.at(-1);
if (warm && last)
  console.log(
    `\nSoak ${SECONDS} s: ${requests} requests, ${errors} errors (5xx or no answer). From ${warm.at} s to the end: ` +
      `server memory ${warm.server.rssMb} → ${last.server.rssMb} MB, descriptors ${warm.server.fds} → ${last.server.fds}; ` +
      `database memory ${warm.database.rssMb} → ${last.database.rssMb} MB, descriptors ${warm.database.fds} → ${last.database.fds}`,
  );
