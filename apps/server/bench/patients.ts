/**
 * Patient master speed (issues 4 and 30): loads synthetic patients and measures, through the HTTP
 * API on loopback with 10 concurrent clients, MRN lookup, name search (a 4+ character fragment,
 * two words, another spelling), six digits of a phone, and deep keyset paging. PostgreSQL at BENCH_DATABASE_URL (default the local `test`
 * server) with 1,000,000 patients, then the embedded PGlite with 100,000.
 *
 *   npm run bench:patients                  both
 *   npm run bench:patients -- --postgres    PostgreSQL only
 *   npm run bench:patients -- --pglite      PGlite only
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openEmbedded, openPostgres, type Database } from '../src/db/client.ts';
import { createStaffService } from '../src/modules/staff/staff.service.ts';
import { measure, printResults, type Result } from './lib/load.ts';
import { prepareBenchDatabase, signIn, startServer, stopServer, withScratchPostgres } from './lib/server.ts';
import { FIRST_NAMES, LAST_NAMES, loadPatients } from './lib/synthetic-patients.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_COUNT = Number(process.env.BENCH_PG_COUNT ?? 1_000_000);
const PGLITE_COUNT = Number(process.env.BENCH_PGLITE_COUNT ?? 100_000);
const PORT = Number(process.env.BENCH_PORT ?? 3931);
const USER = { name: 'Bench Reception', email: 'bench@bench.local', password: 'bench-password-1' };
const log = (msg: string) => console.log(msg);

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

function scenarios(count: number): [string, () => string][] {
  return [
    ['MRN lookup', () => `/api/patients?admitted=false&mrn=MRN-${String(between(1, count)).padStart(6, '0')}`],
    [
      'Name search, 4+ character fragment',
      () => {
        const name = pick([...FIRST_NAMES, ...LAST_NAMES]).toLowerCase();
        const length = between(4, Math.min(6, name.length));
        const start = between(0, name.length - length);
        return `/api/patients?admitted=false&search=${name.slice(start, start + length)}`;
      },
    ],
    ['Name search, two words', () => `/api/patients?admitted=false&search=${pick(FIRST_NAMES)}%20${pick(LAST_NAMES)}`],
    // Another spelling of a name the patients have (Lakshmi, Srinivasan, Deepa, Asha): the phonetic key.
    [
      'Name search, spelling variant',
      () => `/api/patients?admitted=false&search=${pick(['Laxmi', 'Shrinivasan', 'Dipa', 'Aasha'])}`,
    ],
    [
      'Phone search, 6 of its digits',
      () => {
        // The synthetic phones are '9' and nine digits of (g × 48271) mod 10⁹ (synthetic-patients.ts).
        const g = between(1, count);
        const phone = `9${String((g * 48271) % 1_000_000_000).padStart(9, '0')}`;
        const start = between(1, 4);
        return `/api/patients?admitted=false&search=${phone.slice(start, start + 6)}`;
      },
    ],
    ['Patient master, deep page (keyset)', () => `/api/patients?admitted=false&limit=20&cursor=${between(2, count)}`],
  ];
}

async function prepare(database: Database, count: number): Promise<void> {
  const started = performance.now();
  await prepareBenchDatabase(database.db);
  await loadPatients(database.pool, count, 100_000, log);
  await createStaffService({ db: database.db }).createAccount({ ...USER, roles: ['reception'] });
  log(`  loaded ${count.toLocaleString('en-IN')} patients in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function run(title: string, count: number, env: Record<string, string>): Promise<Result[]> {
  const server = await startServer(PORT, env);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const token = await signIn(base, USER);
    const results: Result[] = [];
    for (const [name, nextPath] of scenarios(count)) {
      results.push(
        await measure(name, base, token, nextPath, {
          total: 3000,
          concurrency: Number(process.env.BENCH_CONCURRENCY ?? 10),
          warmup: 500,
        }),
      );
    }
    printResults(title, results);
    return results;
  } finally {
    await stopServer(server);
  }
}

async function benchPostgres(): Promise<void> {
  await withScratchPostgres(ADMIN_URL, async (url, admin) => {
    const settings = await admin.query<{ shared_buffers: string }>('show shared_buffers');
    log(
      `PostgreSQL server: shared_buffers ${settings.rows[0]?.shared_buffers ?? '?'} (random MRN lookups beyond it read the OS cache)`,
    );
    log(`PostgreSQL: loading ${PG_COUNT.toLocaleString('en-IN')} patients`);
    const database = openPostgres(url);
    await prepare(database, PG_COUNT);
    await database.close();
    await run(`PostgreSQL, ${PG_COUNT.toLocaleString('en-IN')} patients`, PG_COUNT, { DATABASE_URL: url });
  });
}

async function benchPglite(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-bench-'));
  try {
    log(`PGlite: loading ${PGLITE_COUNT.toLocaleString('en-IN')} patients into ${dir}`);
    const database = await openEmbedded(dir);
    await prepare(database, PGLITE_COUNT);
    await database.close();
    await run(`PGlite (embedded), ${PGLITE_COUNT.toLocaleString('en-IN')} patients`, PGLITE_COUNT, { DATA_DIR: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv.includes('--postgres') ? 'postgres' : process.argv.includes('--pglite') ? 'pglite' : 'both';
if (only !== 'pglite') await benchPostgres();
if (only !== 'postgres') await benchPglite();
console.log('\nTargets: MRN lookup p99 ≤ 15 ms, name search p95 ≤ 50 ms, deep paging p99 ≤ 15 ms.');
