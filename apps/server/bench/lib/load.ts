import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type Result = {
  name: string;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  rps: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Runs `total` requests through `concurrency` clients on loopback, each request's path drawn by
 * `nextPath`, and reports client-side latency percentiles. Bounded in count, so it always stops.
 */
export async function measure(
  name: string,
  baseUrl: string,
  token: string,
  nextPath: () => string,
  options: { total: number; concurrency: number; warmup: number },
): Promise<Result> {
  const headers = { authorization: `Bearer ${token}` };
  const { hostname, port } = new URL(baseUrl);
  // node:http with keep-alive costs the shared CPU far less per request than fetch does.
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  let errors = 0;
  const call = (): Promise<number> =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      http
        .get({ hostname, port, path: nextPath(), headers, agent }, (res) => {
          if ((res.statusCode ?? 500) >= 400) errors += 1;
          res.resume();
          res.on('end', () => resolve(performance.now() - started));
        })
        .on('error', reject);
    });
  for (let i = 0; i < options.warmup; i++) await call();
  errors = 0;
  const latencies: number[] = [];
  let issued = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (issued < options.total) {
        issued += 1;
        latencies.push(await call());
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name,
    requests: latencies.length,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    rps: latencies.length / seconds,
  };
}

export function printResults(title: string, results: Result[]): void {
  console.log(`\n${title}`);
  console.log('scenario                              requests  errors     p50     p95     p99     max   req/s');
  for (const r of results) {
    const ms = (v: number) => `${v.toFixed(1)}`.padStart(7);
    console.log(
      `${r.name.padEnd(36)} ${String(r.requests).padStart(9)} ${String(r.errors).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${r.rps.toFixed(0).padStart(7)}`,
    );
  }
  console.log('(latencies in ms, measured by the client over HTTP on loopback)');
}
