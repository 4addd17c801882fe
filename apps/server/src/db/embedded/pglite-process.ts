/**
 * Child process that owns the embedded database. PGlite runs queries on the thread that calls
 * it, so keeping it out of the server process keeps the API responsive while a heavy query runs
 * (docs/decisions/0002-embedded-database-process.md).
 */
import { writeFile } from 'node:fs/promises';
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
/**
 * A backup: the data directory as a gzip tar, taken between two queries (PGlite runs one at a
 * time). Like a copy after a power cut, it restores through the write-ahead log to the last commit.
 */
async function backup(file: string): Promise<void> {
  try {
    const archive = await server.dump('gzip');
    await writeFile(file, Buffer.from(await archive.arrayBuffer()));
    process.send?.({ backedUp: file });
  } catch (err) {
    process.send?.({ backupFailed: file, message: err instanceof Error ? err.message : String(err) });
  }
}

process.on('message', (message: unknown) => {
  if (message === 'stop') void shutdown();
  else if (typeof message === 'object' && message && 'backup' in message) void backup(String(message.backup));
});
process.send({ ready: true });
