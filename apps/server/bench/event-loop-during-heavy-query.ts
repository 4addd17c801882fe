/**
 * Measures how long the server's event loop stalls while the embedded database runs a heavy
 * query: PGlite in the server process versus PGlite in its own process behind a socket (the
 * design of docs/decisions/0002). Prints the longest gap between 1 ms timer ticks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { openEmbedded } from '../src/db/client.ts';

const HEAVY = 'select count(*) from generate_series(1, 10000000) g where g % 7 = 3';

async function measure(label: string, run: () => Promise<unknown>): Promise<void> {
  let last = performance.now();
  let worst = 0;
  let ticks = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
    ticks += 1;
  }, 1);
  const started = performance.now();
  await run();
  const took = performance.now() - started;
  clearInterval(timer);
  worst = Math.max(worst, performance.now() - last);
  console.log(
    `${label}: query ${took.toFixed(0)} ms, 1 ms timer fired ${ticks} times, longest stall ${worst.toFixed(0)} ms`,
  );
}

const inProcess = await PGlite.create();
await measure('PGlite in the server process ', () => inProcess.query(HEAVY));
await inProcess.close();

const dir = mkdtempSync(join(tmpdir(), 'clinic-bench-'));
const embedded = await openEmbedded(dir);
await measure('PGlite in a child process    ', () => embedded.pool.query(HEAVY));
await embedded.close();
rmSync(dir, { recursive: true, force: true });
