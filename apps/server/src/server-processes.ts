import cluster from 'node:cluster';
import type { Config } from './config.ts';

/** A worker that dies is started again after this long (a crash loop then costs little). */
const RESTART_AFTER_MS = 1_000;

/**
 * Several server processes on one machine (SERVER_PROCESSES, PostgreSQL only): where one Node
 * process's single thread is the limit, node:cluster runs `count` workers that share the port and
 * each serve requests with their own connections. The primary prepares the database once
 * (migrations, first accounts) before any worker starts, so workers never race to migrate; it then
 * only watches them, restarting one that dies, and on SIGTERM/SIGINT stops them all.
 */
export async function runServerProcesses(config: Config, prepare: () => Promise<void>): Promise<void> {
  await prepare();
  let stopping = false;
  const start = () => cluster.fork({ CLINIC_WORKER: '1' });
  for (let i = 0; i < config.serverProcesses; i++) start();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.warn(`server process ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting another`);
    setTimeout(start, RESTART_AFTER_MS);
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker?.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker?.kill('SIGTERM');
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** True in the primary of several server processes: it prepares and watches, and serves nothing. */
export const isProcessPrimary = (config: Config) => config.serverProcesses > 1 && cluster.isPrimary;
