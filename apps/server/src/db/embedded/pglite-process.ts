/**
 * Child process that owns the embedded database. PGlite runs queries on the thread that calls
 * it, so keeping it out of the server process keeps the API responsive while a heavy query runs
 * (docs/decisions/0002-embedded-database-process.md).
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { takeLockWhenFree } from './data-dir-lock.ts';
import { startPgliteServer } from './pglite-server.ts';

const dataDir = process.env.PGLITE_DATA_DIR;
const socketDir = process.env.PGLITE_SOCKET_DIR;
if (!dataDir || !socketDir || !process.send) {
  console.error('pglite-process must be forked with PGLITE_DATA_DIR and PGLITE_SOCKET_DIR');
  process.exit(2);
}

// One process opens the folder at a time: wait for a predecessor still closing it.
const releaseLock = await takeLockWhenFree(join(dirname(dataDir), 'database.pid'), 15_000);
const server = await startPgliteServer({ dataDir, socketDir });
let stopping = false;

/**
 * PGlite's file system layer makes fsync a no-op (Emscripten's fdatasync returns at once), so a
 * commit is only in the operating system's cache, which Linux writes out within about 30 s.
 * A process crash loses nothing (the cache survives it); to narrow what a power cut can lose,
 * this process asks the OS to flush the data directory's file system every 2 s
 * (docs/decisions/0022-embedded-durability.md).
 */
const FLUSH_EVERY_MS = 2_000;
let flushing = false;
const flush = setInterval(() => {
  if (flushing) return;
  flushing = true;
  execFile('sync', ['--file-system', dataDir], (err) => {
    flushing = false;
    if (!err) return;
    clearInterval(flush);
    console.warn(`embedded database: cannot flush to disk with sync (${err.message}); writes reach disk within ~30 s`);
  });
}, FLUSH_EVERY_MS);
flush.unref();

async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  clearInterval(flush);
  await server.stop();
  releaseLock();
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
