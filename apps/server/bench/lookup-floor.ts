/**
 * The MRN lookup against its floor (issue 34, item 3), side by side in one run on one database of
 * BENCH_PG_COUNT patients (default 1,000,000) on PostgreSQL (BENCH_DATABASE_URL, default the local
 * `test` server): node:http + pg running the bare query; the same work as the app written by hand
 * (session, query, audit row committed); and the app itself, compiled, as production runs it. Each
 * gets 10 clients, 500 requests of warm-up and 5,000 measured. Targets: the app at ≥ 60% of the
 * bare query's requests/s, at least the hand-written server's, and p99 ≤ 2× the bare query's.
 *
 *   npm run bench:lookup -w @clinic/server
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { openPostgres } from '../src/db/client.ts';
import { createStaffService } from '../src/modules/staff/staff.service.ts';
import { measure, type Result } from './lib/load.ts';
import { prepareBenchDatabase, signIn, startServer, stopServer, withScratchPostgres } from './lib/server.ts';
import { loadPatients } from './lib/synthetic-patients.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const COUNT = Number(process.env.BENCH_PG_COUNT ?? 1_000_000);
const PORT = Number(process.env.BENCH_PORT ?? 3971);
const USER = { name: 'Bench Reception', email: 'bench@bench.local', password: 'bench-password-1' };
const OPTIONS = { total: 5000, concurrency: 10, warmup: 500 };

const randomMrn = () => `MRN-${String(1 + Math.floor(Math.random() * COUNT)).padStart(6, '0')}`;

async function floor(mode: 'bare' | 'hand', url: string, token: string): Promise<Result> {
  const child = fork(join(import.meta.dirname, 'lib/floor-server.ts'), [mode], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: url, PORT: String(PORT + 1) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise((resolve) => child.once('message', resolve));
  try {
    const name = mode === 'bare' ? 'node:http + pg, bare query' : 'by hand: session, query, audit';
    return await measure(name, `http://127.0.0.1:${PORT + 1}`, token, () => `/?mrn=${randomMrn()}`, OPTIONS);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }
}

await withScratchPostgres(ADMIN_URL, async (url) => {
  console.log(`PostgreSQL: loading ${COUNT.toLocaleString('en-IN')} patients`);
  const database = openPostgres(url);
  await prepareBenchDatabase(database.db);
  await loadPatients(database.pool, COUNT, 100_000, () => undefined);
  await createStaffService({ db: database.db }).createAccount({ ...USER, roles: ['reception'] });
  await database.close();

  // Fresh from the load, the patients' pages are not all in memory yet: a first unmeasured pass
  // of the bare query reads them in, so whichever server is measured first is not the one paying.
  await floor('bare', url, '');
  const server = await startServer(PORT, { DATABASE_URL: url });
  let app: Result;
  let token: string;
  try {
    const base = `http://127.0.0.1:${PORT}`;
    token = await signIn(base, USER);
    app = await measure(
      'the app (compiled), audited',
      base,
      token,
      () => `/api/patients?admitted=false&mrn=${randomMrn()}`,
      OPTIONS,
    );
  } finally {
    await stopServer(server);
  }
  const bare = await floor('bare', url, token);
  const hand = await floor('hand', url, token);

  console.log(`\nMRN lookup, ${COUNT.toLocaleString('en-IN')} patients, 10 clients, ${OPTIONS.total} requests each`);
  console.log('server                              req/s     p50     p95     p99  errors   vs bare');
  for (const r of [bare, hand, app]) {
    console.log(
      `${r.name.padEnd(33)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.errors).padStart(7)} ${`${((100 * r.rps) / bare.rps).toFixed(0)}%`.padStart(9)}`,
    );
  }
  console.log(
    `app: ${((100 * app.rps) / bare.rps).toFixed(0)}% of the bare query (target ≥ 60%), ${(app.rps / hand.rps).toFixed(2)}× the hand-written (target ≥ 1), p99 ${(app.p99 / bare.p99).toFixed(1)}× the bare query's (target ≤ 2)`,
  );
});
