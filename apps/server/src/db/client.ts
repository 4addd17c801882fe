import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { releaseClientsWhoseBeginFails } from './pool-client-guards.ts';
import { acquireDataDirLock, removeStaleSocketDirs, SOCKET_DIR_PREFIX } from './embedded/data-dir-lock.ts';

// Drizzle's query builder only: the relational query API (and so a schema here) is not used, which
// keeps db/ free of the modules' tables (src/schema.ts lists them for drizzle-kit).
export type Db = NodePgDatabase;
/** A transaction handle; repositories take `Db | Tx` so they run inside or outside one. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  /**
   * A read replica (DATABASE_READ_URL) for reports and patient searches, which can bear a moment's
   * lag; everything else, writes and the audit of those reads included, goes to `db`.
   */
  readDb?: Db;
  /**
   * Connections whose commits do not wait for the disk, for the audit rows of reads (decision
   * 0033): on PostgreSQL a small pool with `synchronous_commit = off`; on the embedded database
   * every commit is already so (decision 0022). Absent: the writer turns it off per transaction.
   */
  asyncCommitDb?: Db;
  pool: pg.Pool;
  kind: 'postgres' | 'pglite';
  close: () => Promise<void>;
  /** Writes a consistent backup of the whole database to the file (not offered by test databases). */
  backup?: (file: string) => Promise<void>;
  /** The embedded database's process id (what the crash tests kill). */
  processId?: () => number | undefined;
};

/** Wraps a pool in Drizzle. The pool's owner decides how it is closed. */
export function databaseFromPool(
  pool: pg.Pool,
  kind: Database['kind'],
  close: () => Promise<void>,
  onConnectionError: (err: Error) => void = (err) => console.warn(`database connection lost: ${err.message}`),
): Database {
  // An idle connection the server ends (restart, terminate) is dropped from the pool and the next
  // query reconnects; without a listener the error would crash the process.
  pool.on('error', onConnectionError);
  // pg-pool listens on idle connections only: one checked out (in a transaction, between two
  // statements) that the server ends emits its error on the client, which would crash the
  // process. Its own query fails and pg-pool discards it when released.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  releaseClientsWhoseBeginFails(pool);
  const db = drizzle({ client: pool, casing: 'snake_case' });
  return { db, pool, kind, close, asyncCommitDb: kind === 'pglite' ? db : undefined };
}

/** Real PostgreSQL through a pool of connections. */
export function openPostgres(connectionString: string, max = 10, readUrl?: string): Database {
  // No JIT: the app's statements are short, and where one is long enough to be compiled (a
  // report over a year) compiling cost about 0.3 s more than it saved (bench/reports.ts).
  const pool = new pg.Pool({ connectionString, max, options: '-c jit=off' });
  // The replica's connections are read-only too, so a write sent there by mistake fails loudly.
  const readPool = readUrl
    ? new pg.Pool({ connectionString: readUrl, max, options: '-c jit=off -c default_transaction_read_only=on' })
    : undefined;
  // Two connections are plenty: read audits are written one batch at a time (read-audit-writer.ts).
  const auditPool = new pg.Pool({ connectionString, max: 2, options: '-c jit=off -c synchronous_commit=off' });
  const primary = databaseFromPool(pool, 'postgres', async () => {
    await pool.end();
    await auditPool.end();
    await readPool?.end();
  });
  const replica = readPool ? databaseFromPool(readPool, 'postgres', () => readPool.end()).db : undefined;
  const asyncCommits = databaseFromPool(auditPool, 'postgres', () => auditPool.end()).db;
  return {
    ...primary,
    readDb: replica,
    asyncCommitDb: asyncCommits,
    backup: (file) => pgDump(connectionString, file),
  };
}

/** pg_dump's custom format (compressed, one consistent snapshot, restored by pg_restore). */
function pgDump(connectionString: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const dump = spawn('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, connectionString], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    dump.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    dump.on('error', (err) => reject(new Error(`pg_dump could not run (${err.message}); install PostgreSQL's client`)));
    dump.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_dump failed: ${stderr.trim()}`))));
  });
}

/**
 * A pool onto an embedded PGlite served on a Unix socket. PGlite has one connection, so the
 * pool holds one: transactions are serialized and must stay short.
 */
export function poolOnSocket(socketDir: string): pg.Pool {
  const pool = new pg.Pool({
    host: socketDir,
    database: 'postgres',
    user: 'postgres',
    max: 1,
    idleTimeoutMillis: 0,
    // PGlite is one backend session that outlives socket connections, and pglite-socket drops
    // the socket when PGlite throws. A new connection therefore first clears what the lost one
    // left behind: an open transaction and named prepared statements pg no longer knows about.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- pg-pool awaits onConnect; its type says void
    onConnect: async (client) => {
      await client.query('rollback; deallocate all');
    },
  });
  // A query sent on a socket the server had already dropped never reached the database, so it is
  // safe to send once more on a fresh connection.
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: typeof query }).query = async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (err) {
      if (!isLostConnection(err)) throw err;
      return query(...args);
    }
  };
  return pool;
}

function isLostConnection(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e.code === 'EPIPE' || e.code === 'ECONNRESET' || /Connection terminated|write EPIPE/.test(e.message ?? '');
}

/** Waits between restarts of a database process that keeps dying: none, then 1 s doubling to 30 s. */
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** A process that ran this long was healthy: the next death starts the backoff afresh. */
const RESTART_HEALTHY_MS = 60_000;

/**
 * The database process's script: beside this file when running from the sources (through tsx),
 * or the compiled bundle's second entry (dist/embedded/pglite-process.js, build.mjs).
 */
const compiled = import.meta.url.endsWith('.js');
const DATABASE_PROCESS = join(
  import.meta.dirname,
  compiled ? 'embedded/pglite-process.js' : 'embedded/pglite-process.ts',
);

function forkDatabaseProcess(dataDir: string, socketDir: string): Promise<ChildProcess> {
  const child = fork(DATABASE_PROCESS, {
    execArgv: compiled ? ['--enable-source-maps'] : ['--import', 'tsx'],
    env: { ...process.env, PGLITE_DATA_DIR: join(dataDir, 'pglite'), PGLITE_SOCKET_DIR: socketDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise<ChildProcess>((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`Embedded database exited during start-up (code ${code})`)));
  });
}

/**
 * Starts the embedded database in a child process (so heavy queries never block the API's event
 * loop) and connects to it over a private Unix socket. If that process dies (killed, out of
 * memory), the server starts it again on the same folder; PostgreSQL's recovery replays the
 * write-ahead log, so what was committed is there. Requests meanwhile get 503 "try again".
 */
export async function openEmbedded(
  dataDir: string,
  log: (message: string) => void = (message) => console.warn(message),
): Promise<Database> {
  const releaseLock = acquireDataDirLock(dataDir);
  removeStaleSocketDirs();
  const socketDir = mkdtempSync(join(tmpdir(), `${SOCKET_DIR_PREFIX}${process.pid}-`));
  let child = await forkDatabaseProcess(dataDir, socketDir);
  let stopping = false;
  let backoff = 0;
  let startedAt = Date.now();
  let restarting: Promise<void> | undefined;

  const restart = async () => {
    while (!stopping) {
      if (Date.now() - startedAt > RESTART_HEALTHY_MS) backoff = 0;
      await new Promise((r) => setTimeout(r, backoff));
      backoff = backoff === 0 ? RESTART_FIRST_MS : Math.min(backoff * 2, RESTART_MAX_MS);
      if (stopping) return;
      try {
        child = await forkDatabaseProcess(dataDir, socketDir);
        startedAt = Date.now();
        watch(child);
        log('embedded database restarted');
        return;
      } catch (err) {
        log(`embedded database could not restart: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
  };
  const watch = (proc: ChildProcess) =>
    proc.once('exit', (code, signal) => {
      if (stopping) return;
      log(`embedded database process ended (${signal ?? `code ${code}`}); restarting it`);
      restarting = restart().finally(() => (restarting = undefined));
    });
  watch(child);

  const pool = poolOnSocket(socketDir);
  const backup = (file: string) =>
    new Promise<void>((resolve, reject) => {
      const current = child;
      const onMessage = (message: { backedUp?: string; backupFailed?: string; message?: string }) => {
        if (message.backedUp !== file && message.backupFailed !== file) return;
        done();
        if (message.backedUp) resolve();
        else reject(new Error(`The embedded database could not write the backup: ${message.message}`));
      };
      const onExit = () => {
        done();
        reject(new Error('The embedded database stopped during the backup'));
      };
      const done = () => {
        current.off('message', onMessage);
        current.off('exit', onExit);
      };
      current.on('message', onMessage);
      current.once('exit', onExit);
      current.send({ backup: file });
    });
  const database = databaseFromPool(pool, 'pglite', async () => {
    stopping = true;
    await restarting;
    await pool.end();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    }
    rmSync(socketDir, { recursive: true, force: true });
    releaseLock();
  });
  return { ...database, backup, processId: () => child.pid };
}

export async function openDatabase(config: {
  databaseUrl: string | undefined;
  databaseReadUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, 10, config.databaseReadUrl)
    : openEmbedded(config.dataDir);
}
