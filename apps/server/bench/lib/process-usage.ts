import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Resident memory of a process in MB. */
export function residentMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** Every process whose command is `name` (the PostgreSQL server's backends, say). */
export function pidsNamed(name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
      } catch {
        return false;
      }
    });
}

/** CPU used by a set of processes between two readings, as cores busy over the interval. */
export function cpuMeter(pids: () => number[]) {
  const total = () => pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  let startCpu = 0;
  let startAt = 0;
  return {
    start() {
      startCpu = total();
      startAt = performance.now();
    },
    /** Cores in use on average since start (1.0 = one core fully busy). */
    cores: () => (total() - startCpu) / ((performance.now() - startAt) / 1000),
  };
}
