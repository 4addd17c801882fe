import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
async function login(email, password) {
  await page.goto(base + '/login');
  await page.getByLabel('Name').fill('X');
  await page.getByLabel('Email').fill(email);
  await page.locator('input[type=password]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForTimeout(1500);
}
const [what, ...rest] = process.argv.slice(2);
if (what === 'staff') {
  await login('admin@demo.clinic', 'Admin@Demo2026');
  await page.goto(base + '/settings/staff');
  await page.waitForTimeout(1500);
  await page.getByText('Dr. Priya Sharma').first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/staff-edit.png' });
}
if (what === 'rx') {
  await login('doctor@demo.clinic', 'Doctor@Demo2026');
  await page.goto(base + rest[0]);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/consult.png' });
}
await browser.close();
