// The upgrade test (issue 28): the previous release (the commit in scripts/previous-release.txt,
// the last one that landed) runs on a fresh demo database and staff add records; then this code
// starts on the same folder. Its migrations must apply, and every record and screen must be there.
// Run by .ci/run on a clean clone (it needs the git history); `npm run test:upgrade` by hand.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const previous = readFileSync(join(import.meta.dirname, 'previous-release.txt'), 'utf8').trim();
const work = mkdtempSync(join(tmpdir(), 'clinic-upgrade-'));
const prevDir = join(work, 'previous');
const dataDir = join(work, 'data');
const started = Date.now();
const step = (message) => console.log(`[upgrade ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);

function fail(message) {
  console.error(`Upgrade test FAILED: ${message}`);
  process.exitCode = 1;
  throw new Error(message);
}

/**
 * The previous release's files, with this checkout's installed packages (or its own, when its lock
 * file differs) and its own workspaces.
 */
function checkOutPrevious() {
  try {
    execFileSync('git', ['cat-file', '-e', `${previous}^{commit}`], { cwd: root, stdio: 'ignore' });
  } catch {
    fail(`commit ${previous} is not in this clone's history (a shallow clone?)`);
  }
  mkdirSync(prevDir, { recursive: true });
  execFileSync('sh', ['-c', `git archive ${previous} | tar -x -C "${prevDir}"`], { cwd: root });
  // Workspaces are listed as folders or as "apps/*".
  const workspaces = (JSON.parse(readFileSync(join(prevDir, 'package.json'), 'utf8')).workspaces ?? []).flatMap(
    (pattern) =>
      pattern.endsWith('/*')
        ? readdirSync(join(prevDir, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`)
        : [pattern],
  );
  const ownNames = new Map(
    workspaces
      .filter((ws) => existsSync(join(prevDir, ws, 'package.json')))
      .map((ws) => [JSON.parse(readFileSync(join(prevDir, ws, 'package.json'), 'utf8')).name, ws]),
  );
  // Packages it names that this checkout no longer installs (a dependency removed since): the
  // previous release gets its own install from its own lock file.
  if (
    readFileSync(join(prevDir, 'package-lock.json'), 'utf8') !== readFileSync(join(root, 'package-lock.json'), 'utf8')
  ) {
    step('its lock file differs from this one: installing its own packages');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: prevDir, stdio: 'inherit' });
    return;
  }
  const modules = join(prevDir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry.startsWith('@')) {
      mkdirSync(join(modules, entry));
      for (const inner of readdirSync(join(root, 'node_modules', entry))) {
        const name = `${entry}/${inner}`;
        const target = ownNames.has(name) ? join(prevDir, ownNames.get(name)) : join(root, 'node_modules', name);
        symlinkSync(relative(join(modules, entry), target), join(modules, name));
      }
    } else {
      symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
    }
  }
  for (const ws of workspaces) {
    const own = join(root, ws, 'node_modules');
    if (existsSync(own) && existsSync(join(prevDir, ws))) symlinkSync(own, join(prevDir, ws, 'node_modules'));
  }
}

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer(dir, port) {
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', '--demo'], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BACKUP_DIR: join(work, 'backups'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (server.exitCode !== null) fail(`the server in ${dir} exited (${server.exitCode}):\n${output}`);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (res?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  fail(`the server in ${dir} did not start:\n${output}`);
}

async function stopServer(server) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

function client(port) {
  let token = '';
  const call = async (method, path, body) => {
    const res = await fetch(`http://127.0.0.1:${port}/api${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        origin: `http://127.0.0.1:${port}`,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  return {
    call,
    signIn: async () => {
      const res = await call('POST', '/auth/login', {
        name: 'Anita Desai',
        email: 'admin@demo.clinic',
        password: 'Admin@Demo2026',
      });
      if (res.status !== 200) fail(`sign-in answered ${res.status}`);
      token = res.body.token;
    },
  };
}

/** What staff would look at after the upgrade: counts of the lists, and the records added. */
async function snapshot(api, patientIds) {
  const counts = {};
  const lists = [
    '/patients?pageSize=1',
    '/staff?pageSize=1',
    '/service/all',
    '/wards',
    '/referrals',
    '/audit?pageSize=1',
  ];
  for (const path of lists) {
    const res = await api.call('GET', path);
    if (res.status !== 200) fail(`GET ${path} answered ${res.status}`);
    counts[path] = Array.isArray(res.body) ? res.body.length : (res.body.total ?? res.body.data?.length);
  }
  const patients = [];
  for (const id of patientIds) {
    const res = await api.call('GET', `/patients/${id}`);
    if (res.status !== 200) fail(`GET /patients/${id} answered ${res.status}`);
    patients.push(`${res.body.mrn} ${res.body.givenName} ${res.body.familyName} ${res.body.phone}`);
  }
  return { counts, patients };
}

try {
  step(`previous release ${previous.slice(0, 7)} into ${prevDir}`);
  checkOutPrevious();
  const port = await freePort();

  step('starting the previous release on a new demo database');
  const old = await startServer(prevDir, port);
  const before = client(port);
  await before.signIn();
  const patientIds = [];
  for (let n = 1; n <= 3; n++) {
    const res = await before.call('POST', '/patients?allowDuplicate=true', {
      givenName: `Upgrade${n}`,
      familyName: 'Deshmukh',
      age: 30 + n,
      gender: n % 2 ? 'Female' : 'Male',
      phone: `97000000${String(n).padStart(2, '0')}`,
      address: 'Shivaji Nagar, Pune',
    });
    if (res.status !== 201) fail(`registering under the previous release answered ${res.status}`);
    patientIds.push(res.body._id);
  }
  const seenBefore = await snapshot(before, patientIds);
  await stopServer(old);

  step('starting this code on the same data');
  const current = await startServer(root, port);
  const after = client(port);
  await after.signIn();
  const seenAfter = await snapshot(after, patientIds);
  // The audit trail grows by the sign-in and the reads; everything else must be exactly as it was.
  const { ['/audit?pageSize=1']: auditBefore, ...restBefore } = seenBefore.counts;
  const { ['/audit?pageSize=1']: auditAfter, ...restAfter } = seenAfter.counts;
  if (JSON.stringify(restBefore) !== JSON.stringify(restAfter))
    fail(`the lists changed: ${JSON.stringify(restBefore)} before, ${JSON.stringify(restAfter)} after`);
  if (auditAfter < auditBefore) fail(`the audit trail shrank from ${auditBefore} to ${auditAfter}`);
  if (JSON.stringify(seenBefore.patients) !== JSON.stringify(seenAfter.patients))
    fail(`the patients changed:\n${seenBefore.patients.join('\n')}\nbecame\n${seenAfter.patients.join('\n')}`);
  const backups = await after.call('GET', '/backups');
  if (backups.status !== 200) fail(`a screen of this version (GET /backups) answered ${backups.status}`);
  const page = await fetch(`http://127.0.0.1:${port}/login`);
  if (existsSync(join(root, 'apps/web/dist')) && page.status !== 200) fail(`the sign-in page answered ${page.status}`);
  await stopServer(current);
  step(
    `passed: ${seenAfter.patients.length} records added under ${previous.slice(0, 7)} and ${JSON.stringify(restAfter)} intact after the upgrade`,
  );
} catch (err) {
  if (!process.exitCode) {
    console.error(err);
    process.exitCode = 1;
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
