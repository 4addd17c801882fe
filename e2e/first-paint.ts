/**
 * The first page's paint (issue 34, item 4): starts the compiled server with demo data, then in
 * Debian's Chromium at 1366×768 prints the largest contentful paint of the sign-in page (a fresh
 * browser, nothing cached) and of the reception desk on a full page load after signing in, with
 * the JavaScript each loaded. Median of five of each. Run after `npm run build`:
 *
 *   npm run bench:paint
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 3961);
const base = `http://127.0.0.1:${PORT}`;
const RUNS = 5;

const dataDir = mkdtempSync(join(tmpdir(), 'clinic-paint-'));
const server = spawn(process.execPath, ['--enable-source-maps', '../apps/server/dist/main.js', '--demo'], {
  cwd: import.meta.dirname,
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BACKUP_DIR: join(dataDir, 'backups'),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** Healthy, and the demo data written (the server answers before its seed is done). */
async function ready(): Promise<void> {
  const reception = { name: 'Rahul Verma', email: 'reception@demo.clinic', password: 'Reception@Demo2026' };
  for (let i = 0; i < 480; i++) {
    const ok = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reception),
    }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start');
}

/** The page's largest contentful paint in ms, once the page has settled. */
async function largestPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(last), 500);
      }),
  );
}

/** Kilobytes of JavaScript the page fetched (as sent, so gzip where the server compressed it). */
async function scriptKb(page: Page): Promise<number> {
  const bytes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
      .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );
  return bytes / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

try {
  await ready();
  // Let the demo seed's last writes and the first requests' compilation settle.
  await new Promise((r) => setTimeout(r, 3000));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const signIn: number[] = [];
  const desk: number[] = [];
  let signInKb = 0;
  let deskKb = 0;
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${base}/login`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    signIn.push(await largestPaint(page));
    signInKb = await scriptKb(page);
    await page.getByLabel('Name').fill('Rahul Verma');
    await page.getByLabel('Email').fill('reception@demo.clinic');
    await page.locator('input[type=password]').fill('Reception@Demo2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/reception');
    // A full page load of the desk, as when a receptionist opens the app in the morning.
    await page.goto(`${base}/reception`, { waitUntil: 'load' });
    await page.getByRole('table').first().waitFor();
    desk.push(await largestPaint(page));
    deskKb = await scriptKb(page);
    await context.close();
  }
  await browser.close();
  console.log(`\nLargest contentful paint, Chromium at 1366×768 on loopback, median of ${RUNS} (target < 1,000 ms):`);
  console.log(
    `  sign-in page         ${median(signIn).toFixed(0).padStart(5)} ms   (${signInKb.toFixed(0)} kB of JS as sent)`,
  );
  console.log(
    `  reception desk       ${median(desk).toFixed(0).padStart(5)} ms   (${deskKb.toFixed(0)} kB of JS as sent)`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
