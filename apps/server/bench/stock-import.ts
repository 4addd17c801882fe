/**
 * Stock import under load (issue 11, defect 2): imports a 50,000-row CSV through the real
 * server while another user looks a patient up by MRN over and over, and prints how long
 * the upload took to answer, how long the import took, and the other user's request times
 * meanwhile. The embedded PGlite (one connection, as a clinic without a server runs it) and
 * PostgreSQL at BENCH_DATABASE_URL (default the local `test` server).
 *
 *   npm run bench:stock-import                  both
 *   npm run bench:stock-import -- --pglite      PGlite only
 *   npm run bench:stock-import -- --postgres    PostgreSQL only
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { signIn, startServer, stopServer, withScratchPostgres } from './lib/server.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const PORT = Number(process.env.BENCH_PORT ?? 3932);
const ADMIN = { name: 'Bench Admin', email: 'bench-admin@bench.local', password: 'Tulsi-Bench-Import-47' };

function stockCsv(rows: number): string {
  const expiry = `${new Date().getFullYear() + 2}-03-31`;
  const lines = [
    'materialName,batch,dosageForm,qoh,stockUnit,purchaseRate,mrp,landedCost,supplier,expiryDate,receivedDate',
  ];
  for (let i = 0; i < rows; i++) {
    lines.push(
      `Bench Drug ${i % 2_000} 500mg Tablet,BT${i},Tablet,${1 + (i % 300)},Strip,18.50,30.00,19.00,Supplier ${i % 40},${expiry},`,
    );
  }
  return lines.join('\n');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function run(title: string, env: Record<string, string>): Promise<void> {
  const server = await startServer(PORT, { ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const token = await signIn(base, ADMIN);
    const auth = { authorization: `Bearer ${token}` };
    const csv = stockCsv(ROWS);
    // The other user looks a patient up by MRN, as reception does: the session (which the server
    // may have checked a moment ago), the query and the audit row all reach the database.
    const registered = await fetch(`${base}/api/patients?allowDuplicate=true`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        givenName: 'Bench',
        familyName: 'Lookup',
        age: 40,
        gender: 'Female',
        phone: '9876500001',
        address: 'Pune',
      }),
    });
    if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
    const { mrn } = (await registered.json()) as { mrn: string };
    const lookup = `${base}/api/patients?admitted=false&mrn=${mrn}`;

    let began = performance.now();
    let state = { status: 'Staging', message: '' };
    // The other user: one request at a time, as a screen does, for as long as the import runs.
    let importing = true;
    const latencies: number[] = [];
    const other = (async () => {
      while (importing) {
        const started = performance.now();
        const res = await fetch(lookup, { headers: auth });
        await res.arrayBuffer();
        latencies.push(performance.now() - started);
        if (process.env.BENCH_TRACE && performance.now() - started > 300)
          console.log(
            `  slow lookup at ${((started - began) / 1000).toFixed(1)} s: ${(performance.now() - started).toFixed(0)} ms (${state.status})`,
          );
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench-stock.csv');
    began = performance.now();
    const upload = await fetch(`${base}/api/inventory/stock-migration/add-stock-migration`, {
      method: 'POST',
      headers: auth,
      body: form,
    });
    const answered = performance.now() - began;
    if (upload.status !== 202) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
    const { import: started } = (await upload.json()) as { import: { _id: string } };
    for (let i = 0; i < 6_000 && (state.status === 'Staging' || state.status === 'Applying'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      const res = await fetch(`${base}/api/inventory/stock-migration/imports/${started._id}`, { headers: auth });
      state = (await res.json()) as typeof state;
    }
    const took = performance.now() - began;
    importing = false;
    await other;

    latencies.sort((a, b) => a - b);
    const ms = (v: number) => `${v.toFixed(0)} ms`;
    console.log(`\n${title}: ${ROWS.toLocaleString('en-IN')} rows, ${(csv.length / 1024 / 1024).toFixed(1)} MB`);
    console.log(`  upload checked and answered (202) in ${ms(answered)}`);
    console.log(`  import ${state.status} after ${(took / 1000).toFixed(1)} s: ${state.message}`);
    console.log(
      `  another user's MRN lookup meanwhile: ${latencies.length} requests, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1) ?? 0)}`,
    );
  } finally {
    await stopServer(server);
  }
}

const benchPostgres = () => withScratchPostgres(ADMIN_URL, (url) => run('PostgreSQL', { DATABASE_URL: url }));

async function benchPglite(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-bench-'));
  try {
    await run('PGlite (embedded)', { DATA_DIR: dir });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.argv.includes('--postgres') ? 'postgres' : process.argv.includes('--pglite') ? 'pglite' : 'both';
if (only !== 'postgres') await benchPglite();
if (only !== 'pglite') await benchPostgres();
