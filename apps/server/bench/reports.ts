/**
 * Report speed (issue 33): a 200-bed hospital's year (about 60,000 OP visits, 12,000 stays and
 * 400,000 charges) is loaded, then each report over the whole year is asked for through the HTTP
 * API, five times, while another user looks patients up by MRN. Prints each report's time and
 * how long the other user's lookups took meanwhile. PostgreSQL at BENCH_DATABASE_URL (default the
 * local `test` server), then the embedded PGlite.
 *
 *   npm run bench:reports                  both
 *   npm run bench:reports -- --postgres    PostgreSQL only
 *   npm run bench:reports -- --pglite      PGlite only
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openEmbedded, openPostgres, type Database } from '../src/db/client.ts';
import { prepareBenchDatabase, signIn, startServer, stopServer, withScratchPostgres } from './lib/server.ts';
import { loadPatients } from './lib/synthetic-patients.ts';
import { HOSPITAL_YEAR, loadHospitalYear } from './lib/synthetic-year.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PORT = Number(process.env.BENCH_PORT ?? 3941);
const TIME_ZONE = 'Asia/Kolkata';
const ADMIN = { name: 'Bench Admin', email: 'bench-admin@bench.local', password: 'bench-admin-password-1' };
const RUNS = 5;
const log = (msg: string) => console.log(msg);

async function prepare(database: Database): Promise<void> {
  const started = performance.now();
  await prepareBenchDatabase(database.db);
  await loadPatients(database.pool, HOSPITAL_YEAR.patients, 100_000, () => undefined);
  await loadHospitalYear(database.pool, HOSPITAL_YEAR, TIME_ZONE, log);
  log(`  loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

function get(base: string, token: string, path: string, agent: http.Agent): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get({ hostname, port, path, headers: { authorization: `Bearer ${token}` }, agent }, (res) => {
        if ((res.statusCode ?? 500) >= 400) reject(new Error(`${path}: ${res.statusCode}`));
        res.resume();
        res.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function run(title: string, env: Record<string, string>): Promise<void> {
  const server = await startServer(PORT, env);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const token = await signIn(base, ADMIN);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const today = new Date().toLocaleDateString('en-CA', { timeZone: TIME_ZONE });
    const from = new Date(Date.now() - 364 * 86_400_000).toLocaleDateString('en-CA', { timeZone: TIME_ZONE });
    const range = `from=${from}&to=${today}`;
    const reports: [string, string][] = [
      ['Dashboard (today)', '/api/reports/dashboard'],
      ['Daily census, 365 days', `/api/reports/census?${range}`],
      ['Bed occupancy, 12 months', `/api/reports/occupancy?${range}`],
      ['OPD visits, 365 days', `/api/reports/opd?${range}`],
      ['Revenue, 365 days', `/api/reports/revenue?${range}`],
      ['Census as XLSX, 365 days', `/api/reports/census?${range}&format=xlsx`],
      ['Pharmacy, 365 days', `/api/reports/pharmacy?${range}`],
      ['Lab and radiology, 365 days', `/api/reports/diagnostics?${range}`],
      ['Quality indicators, 365 days', `/api/reports/quality?${range}`],
      ['Billing desk: dues to collect', '/api/billing/work-queue'],
    ];
    console.log(`\n${title}`);
    console.log('report                          median     max   | other user meanwhile: lookups   p99     max');
    for (const [name, path] of reports) {
      await get(base, token, path, agent);
      const times: number[] = [];
      const others: number[] = [];
      let running = true;
      const other = (async () => {
        while (running) {
          const mrn = `MRN-${String(1 + Math.floor(Math.random() * HOSPITAL_YEAR.patients)).padStart(6, '0')}`;
          others.push(await get(base, token, `/api/patients?admitted=false&mrn=${mrn}`, agent));
          await new Promise((r) => setTimeout(r, 10));
        }
      })();
      for (let i = 0; i < RUNS; i++) times.push(await get(base, token, path, agent));
      running = false;
      await other;
      others.sort((a, b) => a - b);
      const p99 = others[Math.min(others.length - 1, Math.ceil(others.length * 0.99) - 1)] ?? 0;
      const ms = (v: number) => v.toFixed(0).padStart(7);
      console.log(
        `${name.padEnd(30)} ${ms(median(times))} ${ms(Math.max(...times))}   | ${String(others.length).padStart(27)} ${ms(p99)} ${ms(others.at(-1) ?? 0)}`,
      );
    }
    agent.destroy();
    console.log(
      '(ms, over HTTP on loopback; target: each report under 2,000 ms, and on PGlite no other request kept waiting over 100 ms)',
    );
  } finally {
    await stopServer(server);
  }
}

async function benchPostgres(): Promise<void> {
  await withScratchPostgres(ADMIN_URL, async (url) => {
    log('PostgreSQL: loading a 200-bed hospital’s year');
    const database = openPostgres(url);
    await prepare(database);
    await database.close();
    await run('PostgreSQL, one year of a 200-bed hospital', { DATABASE_URL: url, CLINIC_TIMEZONE: TIME_ZONE });
  });
}

async function benchPglite(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-bench-'));
  try {
    log(`PGlite: loading a 200-bed hospital’s year into ${dir}`);
    const database = await openEmbedded(dir);
    await prepare(database);
    await database.close();
    await run('PGlite (embedded), one year of a 200-bed hospital', { DATA_DIR: dir, CLINIC_TIMEZONE: TIME_ZONE });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv.includes('--postgres') ? 'postgres' : process.argv.includes('--pglite') ? 'pglite' : 'both';
if (only !== 'pglite') await benchPostgres();
if (only !== 'postgres') await benchPglite();
