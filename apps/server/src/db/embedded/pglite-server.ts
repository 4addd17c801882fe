import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** pg connects to a Unix socket by directory; this is the file name it looks for there. */
export const SOCKET_FILE = '.s.PGSQL.5432';

/**
 * Keeps the write-ahead log and buffers small: the defaults let pg_wal grow to about 1 GB
 * (STACK.md §3).
 */
const SMALL_FOOTPRINT = ['shared_buffers = 32MB', 'max_wal_size = 64MB', 'min_wal_size = 32MB'];

export type PgliteServer = {
  socketDir: string;
  /** The whole data directory as a tar archive, for starting another instance from it. */
  dump: (compression?: 'none' | 'gzip') => Promise<Blob>;
  stop: () => Promise<void>;
};

/**
 * Opens PGlite (on disk at `dataDir`, or in memory when it is undefined) and serves it over the
 * PostgreSQL protocol on a Unix socket in `socketDir`, so the app talks to it through `pg`
 * exactly as it talks to a real server.
 */
export async function startPgliteServer(options: {
  dataDir: string | undefined;
  socketDir: string;
  /** A dumped data directory to start from (tests start from a migrated template this way). */
  loadDataDir?: Blob;
}): Promise<PgliteServer> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    postgresqlconf: SMALL_FOOTPRINT,
    extensions: { pg_trgm },
  });
  // The app's pool holds one connection; the spare slots let it reconnect while a dropped socket
  // is still being torn down (pglite-socket refuses connections beyond the limit).
  // A database process that was killed leaves its socket file behind; its successor needs the name.
  const socketPath = join(options.socketDir, SOCKET_FILE);
  rmSync(socketPath, { force: true });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 4 });
  await server.start();
  return {
    socketDir: options.socketDir,
    dump: (compression = 'none') => db.dumpDataDir(compression),
    stop: async () => {
      await server.stop();
      await db.close();
    },
  };
}
