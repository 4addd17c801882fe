import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const seen = [];
page.on('console', (m) => { if (/HydrateFallback/.test(m.text())) seen.push(m.text().slice(0, 120)); });
for (const path of ['/login', '/reception', '/inventory/stock-entry']) { await page.goto('http://127.0.0.1:3300' + path); await page.waitForTimeout(1000); }
console.log(seen.length ? seen : 'no HydrateFallback warnings');
await browser.close();
