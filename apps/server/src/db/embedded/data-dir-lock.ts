import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
 * PGlite does not lock its folder, and two processes writing one folder corrupt it. This lock
 * file refuses a second server on the same DATA_DIR while the first still runs.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.pid');
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(lockPath, 'utf8').trim());
  } catch {
    holder = undefined;
  }
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`DATA_DIR ${dataDir} is in use by another server (pid ${holder}). Stop it first.`);
  }
  writeFileSync(lockPath, String(process.pid));
  return () => rmSync(lockPath, { force: true });
}
