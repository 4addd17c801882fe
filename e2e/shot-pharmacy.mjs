import { chromium } from 'playwright-core';
const base = 'http://localhost:3399';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function as(user) {
  const ctx = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    baseURL: base,
    timezoneId: 'Asia/Kolkata',
  });
  const page = await ctx.newPage();
  await page.goto('/login');
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.locator('input[type=password]').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('logged-in-as').waitFor();
  return page;
}
const doctor = await as({ name: 'Dr. Priya Sharma', email: 'doctor@demo.clinic', password: 'Doctor@Demo2026' });
const made = await doctor.evaluate(async () => {
  const patients = await (await fetch('/api/patients?limit=5')).json();
  const drugs = await (await fetch('/api/inventory/drug/all-drugs')).json();
  const d = (n) => drugs.find((x) => x.name.startsWith(n))._id;
  const res = await fetch('/api/encounters', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      patientId: patients.data[0]._id,
      medicalHistory: {},
      diagnoses: [{ code: 'J06.9', description: 'Acute upper respiratory infection' }],
      prescriptions: [
        { drugId: d('Paracetamol'), dose: '1 tablet', frequency: 'TDS', durationDays: 5, route: 'Oral' },
        { drugId: d('Amoxicillin'), dose: '1 capsule', frequency: '1-0-1', durationDays: 5, route: 'Oral' },
      ],
    }),
  });
  return res.status;
});
console.log('encounter', made);
const pharm = await as({ name: 'Kavita Joshi', email: 'pharmacy@demo.clinic', password: 'Pharmacy@Demo2026' });
await pharm.goto('/pharmacy/op-prescription');
await pharm.getByRole('link', { name: 'Dispense' }).first().click();
await pharm.getByTestId('dispense-total').waitFor();
await pharm.screenshot({ path: '/tmp/shot-dispense.png', fullPage: true });
await pharm.getByRole('button', { name: 'Dispense & take payment' }).click();
await pharm.waitForTimeout(1500);
await pharm.screenshot({ path: '/tmp/shot-dispensed.png', fullPage: true });
await browser.close();
