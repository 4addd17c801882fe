/**
 * Child process that owns the embedded database. PGlite runs queries on the thread that calls
 * it, so keeping it out of the server process keeps the API responsive while a heavy query runs
 * (docs/decisions/0002-embedded-database-process.md).
 */
import { startPgliteServer } from './pglite-server.ts';

const dataDir = process.env.PGLITE_DATA_DIR;
const socketDir = process.env.PGLITE_SOCKET_DIR;
if (!dataDir || !socketDir || !process.send) {
  console.error('pglite-process must be forked with PGLITE_DATA_DIR and PGLITE_SOCKET_DIR');
  process.exit(2);
}

const server = await startPgliteServer({ dataDir, socketDir });
let stopping = false;

async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
}

process.on('disconnect', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
process.on('message', (message) => {
  if (message === 'stop') void shutdown();
});
process.send({ ready: true });
