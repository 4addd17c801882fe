import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
// Set once in the main process; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'clinic-e2e-'));
// The walk-in test needs free slots left "today". Near midnight in India the clinic runs on UTC
// instead (5½ hours away), so the suite passes at any hour without a fake clock.
const istHour = Number(
  new Date().toLocaleString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hour12: false }),
);
process.env.E2E_CLINIC_TIMEZONE ??= istHour >= 22 || istHour < 1 ? 'UTC' : 'Asia/Kolkata';

/** Browser tests against the real built app on a throw-away data directory, in Debian's Chromium. */
export default defineConfig({
  testDir: './tests',
  // CI runs on the submitting session's machine, and those differ about threefold in speed: a test
  // that takes 6 s on a fast one took 30.5 s on a slow one, and the menu walk took 51 s of a 60 s
  // limit on another, so the default leaves room for that.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 768 },
    trace: 'off',
    // No dialog animations: on a loaded 2-core runner a dialog closed mid-animation could leave
    // its overlay over the page (seen once in CI on the leave-without-saving dialog).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The compiled server, as production runs it (`npm run build` compiles it with the web app).
    command: 'node --enable-source-maps ../apps/server/dist/main.js --demo',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      BACKUP_DIR: join(process.env.E2E_DATA_DIR, 'backups'),
      CLINIC_TIMEZONE: process.env.E2E_CLINIC_TIMEZONE,
      LOG_LEVEL: 'warn',
    },
  },
});
