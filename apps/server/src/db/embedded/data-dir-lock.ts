import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * When the process began, as the kernel counts it (Linux: field 22 of /proc/PID/stat); null where
 * there is no /proc. With the pid it names one process: a pid reused after a reboot or a crash
 * belongs to a process that began at another time.
 */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

type Holder = { pid: number; start: string | null };

function readHolder(lockPath: string): Holder | undefined {
  let text: string;
  try {
    text = readFileSync(lockPath, 'utf8').trim();
  } catch {
    return undefined;
  }
  // Older servers wrote the pid alone.
  const [pid, start] = text.split(/\s+/);
  return Number(pid) > 0 ? { pid: Number(pid), start: start ?? null } : undefined;
}

/** Names this process as the lock's holder: its pid and when it began. */
function writeHolder(lockPath: string): void {
  writeFileSync(lockPath, `${process.pid} ${processStart(process.pid) ?? ''}`.trim());
}

/** Whether the process runs Node (a server is a Node process); true where there is no /proc to ask. */
function runsNode(pid: number): boolean {
  try {
    const program = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /node/i.test(program.slice(program.lastIndexOf('/') + 1));
  } catch {
    return true;
  }
}

/** Whether the server the lock file names still runs: the same pid, a Node process begun at the same time. */
function stillRuns(holder: Holder): boolean {
  if (holder.pid === process.pid || !isAlive(holder.pid) || !runsNode(holder.pid)) return false;
  if (holder.start === null) return true;
  const start = processStart(holder.pid);
  return start === null || start === holder.start;
}

/** The pid of the server that holds DATA_DIR now, if one runs. */
export function serverHolding(dataDir: string): number | undefined {
  const holder = readHolder(join(dataDir, 'server.pid'));
  return holder && stillRuns(holder) ? holder.pid : undefined;
}

/**
 * PGlite does not lock its folder, and two processes writing one folder corrupt it. This lock
 * file refuses a second server on the same DATA_DIR while the first still runs; one left by a
 * server that stopped uncleanly (kill -9, a power cut) is recognised as stale and replaced, even
 * when another program has since been given its pid.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.pid');
  const holder = readHolder(lockPath);
  if (holder && stillRuns(holder)) {
    throw new Error(`DATA_DIR ${dataDir} is in use by another server (pid ${holder.pid}). Stop it first.`);
  }
  writeHolder(lockPath);
  return () => rmSync(lockPath, { force: true });
}

/**
 * Takes a lock file for this process once its holder has stopped, waiting up to `waitMs`: the
 * database process of a server killed with -9 is still closing the folder for a moment, and its
 * successor must not open the folder before it is done.
 */
export async function takeLockWhenFree(lockPath: string, waitMs: number): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  for (let holder = readHolder(lockPath); holder && stillRuns(holder); holder = readHolder(lockPath)) {
    if (Date.now() > deadline)
      throw new Error(`The previous database process (pid ${holder.pid}) still has the data folder open`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  writeHolder(lockPath);
  return () => {
    const holder = readHolder(lockPath);
    if (holder?.pid === process.pid) rmSync(lockPath, { force: true });
  };
}

export const SOCKET_DIR_PREFIX = 'clinic-db-';

/**
 * Removes the socket folders (clinic-db-PID-…) that servers stopped uncleanly left in the temp
 * folder: each names its server's pid, and one whose server no longer runs is only litter.
 */
export function removeStaleSocketDirs(parent = tmpdir()): void {
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const match = new RegExp(`^${SOCKET_DIR_PREFIX}(\\d+)-`).exec(name);
    if (match && Number(match[1]) !== process.pid && !isAlive(Number(match[1])))
      rmSync(join(parent, name), { recursive: true, force: true });
  }
}
