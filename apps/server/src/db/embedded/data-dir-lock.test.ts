import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, processStart, removeStaleSocketDirs } from './data-dir-lock.ts';

const children: ChildProcess[] = [];
/** A child running the command, once it runs it (a spawned child is briefly a copy of this one). */
const running = async (command: string, args: string[]) => {
  const child = spawn(command, args, { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
};
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

const dataDir = () => mkdtempSync(join(tmpdir(), 'lock-test-'));

describe('the data directory lock', () => {
  it('refuses a second server while the first runs', async () => {
    const dir = dataDir();
    const server = await running(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    writeFileSync(join(dir, 'server.pid'), `${server} ${processStart(server) ?? ''}`);
    expect(() => acquireDataDirLock(dir)).toThrow(`DATA_DIR ${dir} is in use by another server (pid ${server})`);
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'replaces a pid file left by a server that stopped uncleanly, though another program now has its pid',
    async () => {
      const dir = dataDir();
      // Another program with the pid (written the old way, the pid alone).
      writeFileSync(join(dir, 'server.pid'), String(await running('sleep', ['60'])));
      const release = acquireDataDirLock(dir);
      expect(readFileSync(join(dir, 'server.pid'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
      release();
      // A Node process with the pid that began after the server that wrote the file.
      const node = await running(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      writeFileSync(join(dir, 'server.pid'), `${node} 1`);
      acquireDataDirLock(dir)();
      expect(existsSync(join(dir, 'server.pid'))).toBe(false);
    },
  );

  it('clears socket folders whose server no longer runs, and keeps live ones', () => {
    const parent = dataDir();
    const gone = join(parent, 'clinic-db-999999999-abc');
    const live = join(parent, `clinic-db-${process.pid}-abc`);
    mkdirSync(gone);
    mkdirSync(live);
    removeStaleSocketDirs(parent);
    expect(existsSync(gone)).toBe(false);
    expect(existsSync(live)).toBe(true);
    rmSync(parent, { recursive: true, force: true });
  });
});
