import type { MixClient, Sample } from './mix-client.ts';

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

const ms = (v: number) => v.toFixed(1).padStart(7);

function line(name: string, samples: Sample[], total: number, seconds: number): string {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const share = ((100 * samples.length) / Math.max(1, total)).toFixed(1).padStart(5);
  return `${name.padEnd(26)} ${String(samples.length).padStart(7)} ${share}% ${(samples.length / seconds).toFixed(0).padStart(6)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(percentile(sorted, 99))} ${ms(sorted.at(-1) ?? 0)}`;
}

/** The run's table: overall, reads, writes, then each kind; errors; CPU and memory. */
export function printMixReport(
  title: string,
  client: MixClient,
  run: {
    seconds: number;
    staff: number;
    cores: number;
    serverCores: number;
    databaseCores: number;
    serverPeakMb: number;
    healthyMs: number;
  },
): void {
  const { samples, errors } = client;
  const byKind = new Map<string, Sample[]>();
  for (const s of samples) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s]);
  console.log(`\n${title}: ${run.staff} staff for ${run.seconds.toFixed(0)} s on ${run.cores} cores`);
  console.log('kind                       requests share  req/s     p50     p95     p99     max');
  console.log(line('all', samples, samples.length, run.seconds));
  console.log(
    line(
      'reads (GET)',
      samples.filter((s) => !s.write),
      samples.length,
      run.seconds,
    ),
  );
  console.log(
    line(
      'writes',
      samples.filter((s) => s.write),
      samples.length,
      run.seconds,
    ),
  );
  console.log('-'.repeat(84));
  for (const [kind, list] of [...byKind].sort((a, b) => b[1].length - a[1].length))
    console.log(line(kind, list, samples.length, run.seconds));
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  console.log(`errors: ${errorCount}${errorCount ? ` (${[...errors].map(([k, n]) => `${k}: ${n}`).join(', ')})` : ''}`);
  console.log(
    `server CPU ${run.serverCores.toFixed(2)} cores, peak memory ${run.serverPeakMb} MB; database CPU ${run.databaseCores.toFixed(2)} cores; ` +
      `server healthy ${(run.healthyMs / 1000).toFixed(1)} s after start`,
  );
  console.log(
    '(ms, over HTTP on loopback; targets: PostgreSQL ≥ 600 req/s, embedded ≥ 300, p99 reads < 100, writes < 250)',
  );
}
