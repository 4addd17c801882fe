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
  await page.waitForTimeout(1200);
}
await login('admin@demo.clinic', 'Admin@Demo2026');
for (const [name, path] of [['drugs', '/inventory/material-drug'], ['entries', '/inventory/stock-entry'], ['staff', '/settings/staff'], ['audit', '/settings/audit'], ['services', '/reception/services'], ['queue', '/doctor/op-queue'], ['lab', '/lab/lab-orders'], ['rx', '/pharmacy/op-prescription']]) {
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  console.log(name, 'page overflows horizontally:', overflow);
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
}
await browser.close();
