/**
 * A day's mixed load (issue 34): a 200-bed hospital's data (BENCH_MIX_PATIENTS patients, default
 * 1,000,000, and a year of stays, OP visits, bills, pharmacy and lab), then BENCH_MIX_STAFF
 * simulated staff (default 50) for BENCH_MIX_SECONDS (default 60) doing a day's work through the
 * HTTP API, each signed in as their desk (bench/lib/day-mix.ts). Prints requests/s, the share and
 * p50/p95/p99 of each kind, errors, the server's and the database's CPU and the server's memory,
 * and the time the server took to answer /api/health on that database.
 *
 *   npm run bench:mixed                  PostgreSQL (BENCH_DATABASE_URL, default the local `test` server), then the embedded database
 *   npm run bench:mixed -- --postgres    PostgreSQL only
 *   npm run bench:mixed -- --pglite      the embedded database only
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { createServices } from '../src/app.ts';
import { openEmbedded, openPostgres, type Database } from '../src/db/client.ts';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { dayMix, prepareMix } from './lib/day-mix.ts';
import { createMixClient, type DeskName, type Desks } from './lib/mix-client.ts';
import { printMixReport } from './lib/mix-report.ts';
import { cpuMeter, pidsNamed, residentMb } from './lib/process-usage.ts';
import { prepareBenchDatabase, signIn, startServer, stopServer, withScratchPostgres } from './lib/server.ts';
import { loadPatients } from './lib/synthetic-patients.ts';
import { HOSPITAL_YEAR, loadHospitalYear } from './lib/synthetic-year.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PATIENTS = Number(process.env.BENCH_MIX_PATIENTS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 60);
const STAFF = Number(process.env.BENCH_MIX_STAFF ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3951);
const TIME_ZONE = 'Asia/Kolkata';
const log = (msg: string) => console.log(msg);

async function prepare(database: Database): Promise<void> {
  const started = performance.now();
  await prepareBenchDatabase(database.db);
  await loadPatients(database.pool, PATIENTS, 100_000, () => undefined);
  log(`  ${PATIENTS.toLocaleString('en-IN')} patients`);
  await loadHospitalYear(database.pool, { ...HOSPITAL_YEAR, patients: PATIENTS }, TIME_ZONE, log);
  // The demo hospital on top: its desks sign in, and its doctors, wards, drugs and tests are
  // today's. The past year's services and drugs share names with the demo's, which refuses twins.
  for (const table of ['services', 'drugs'])
    await database.pool.query(`update ${table} set name = name || ' (past year)'`);
  await seedDemo(createServices(database.db, { timeZone: TIME_ZONE }), TIME_ZONE);
  await topUpStock(database.pool);
  await database.pool.query('vacuum analyze');
  log(`  loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/**
 * A day's dispensing at bench speed would run the demo's few strips out within seconds. The bench
 * only: it adds stock without a ledger line, which a real receipt always writes.
 */
async function topUpStock(pool: pg.Pool): Promise<void> {
  await pool.query('update batches set quantity_on_hand = quantity_on_hand + 100000');
}

const deskAccount = (desk: DeskName) => {
  const email = desk === 'clinicAdmin' ? 'admin@demo.clinic' : `${desk}@demo.clinic`;
  const account = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!account) throw new Error(`no demo account ${email}`);
  return account;
};

async function run(title: string, env: Record<string, string>, databasePids: () => number[]): Promise<void> {
  const startedAt = performance.now();
  // DEMO: the demo desks sign in (without it the server disables their public passwords).
  const server = await startServer(PORT, { ...env, DEMO: 'true' });
  const healthyMs = performance.now() - startedAt;
  const base = `http://127.0.0.1:${PORT}`;
  const client = createMixClient(base, STAFF);
  try {
    const names: DeskName[] = ['reception', 'doctor', 'nurse', 'billing', 'pharmacy', 'lab', 'lab2', 'clinicAdmin'];
    const desks = Object.fromEntries(
      await Promise.all(names.map(async (d) => [d, await signIn(base, deskAccount(d))] as const)),
    ) as Desks;
    const state = await prepareMix(client, desks, { patients: PATIENTS });
    const actions = dayMix(state, { patients: PATIENTS });
    const weight = actions.reduce((sum, a) => sum + a.share, 0);
    const pick = () => {
      let r = Math.random() * weight;
      for (const action of actions) if ((r -= action.share) < 0) return action;
      return actions[actions.length - 1]!;
    };
    // Warm-up: every action a few times, unrecorded, so the first measured second is not a cold start.
    for (const action of actions) for (let i = 0; i < 3; i++) await action.run(client, desks);

    const serverCpu = cpuMeter(() => [server.pid!]);
    const databaseCpu = cpuMeter(databasePids);
    serverCpu.start();
    databaseCpu.start();
    client.startRecording();
    const began = performance.now();
    const until = began + SECONDS * 1000;
    let peakMb = residentMb(server.pid!);
    const memory = setInterval(() => (peakMb = Math.max(peakMb, residentMb(server.pid!))), 1000);
    await Promise.all(
      Array.from({ length: STAFF }, async () => {
        while (performance.now() < until) await pick().run(client, desks);
      }),
    );
    clearInterval(memory);
    client.stopRecording();
    const seconds = (performance.now() - began) / 1000;
    printMixReport(title, client, {
      seconds,
      staff: STAFF,
      cores: cpus().length,
      serverCores: serverCpu.cores(),
      databaseCores: databaseCpu.cores(),
      serverPeakMb: peakMb,
      healthyMs,
    });
  } finally {
    client.close();
    await stopServer(server);
  }
}

async function benchPostgres(): Promise<void> {
  await withScratchPostgres(ADMIN_URL, async (url) => {
    log(`PostgreSQL: loading a 200-bed hospital's year over ${PATIENTS.toLocaleString('en-IN')} patients`);
    const database = openPostgres(url);
    await prepare(database);
    await database.close();
    await run(`PostgreSQL, ${PATIENTS.toLocaleString('en-IN')} patients`, { DATABASE_URL: url }, () =>
      pidsNamed('postgres'),
    );
  });
}

async function benchPglite(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-mixed-'));
  try {
    log(`Embedded database: loading a 200-bed hospital's year over ${PATIENTS.toLocaleString('en-IN')} patients`);
    const database = await openEmbedded(dir);
    await prepare(database);
    await database.close();
    const databasePid = () => [Number(readFileSync(join(dir, 'database.pid'), 'utf8').split(' ')[0])];
    await run(`Embedded database (PGlite), ${PATIENTS.toLocaleString('en-IN')} patients`, { DATA_DIR: dir }, () => {
      try {
        return databasePid();
      } catch {
        return [];
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv.includes('--postgres') ? 'postgres' : process.argv.includes('--pglite') ? 'pglite' : 'both';
if (only !== 'pglite') await benchPostgres();
if (only !== 'postgres') await benchPglite();
