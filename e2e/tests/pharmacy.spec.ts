import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO, signIn, type DemoUser } from './support.ts';

async function bearer(request: APIRequestContext, user: DemoUser): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/login', {
    data: { name: user.name, email: user.email, password: user.password },
  });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/**
 * A new patient whose consultation prescribes Paracetamol 1 tablet TDS for 5 days (15 tablets).
 * Each user signs in from a context of their own: one cookie jar holds one session.
 */
async function prescription(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, givenName: string) {
  const request = await playwright.request.newContext({ baseURL });
  const reception = await bearer(request, DEMO.reception!);
  const patient = await request.post('/api/patients?allowDuplicate=true', {
    headers: reception,
    data: {
      givenName,
      familyName: 'Kulkarni',
      age: 35,
      gender: 'Male',
      phone: `96${Date.now().toString().slice(-8)}`,
      address: 'Kothrud, Pune',
    },
  });
  expect(patient.status()).toBe(201);
  const asDoctor = await playwright.request.newContext({ baseURL });
  const doctor = await bearer(asDoctor, DEMO.doctor!);
  const drugs = (await (await asDoctor.get('/api/inventory/drug/all-drugs', { headers: doctor })).json()) as {
    _id: string;
    name: string;
  }[];
  const saved = await asDoctor.post('/api/encounters', {
    headers: doctor,
    data: {
      patientId: ((await patient.json()) as { _id: string })._id,
      medicalHistory: {},
      diagnoses: [{ code: 'R50.9', description: 'Fever' }],
      prescriptions: [
        {
          drugId: drugs.find((d) => d.name === 'Paracetamol 500mg Tablet')?._id,
          dose: '1 tablet',
          frequency: 'TDS',
          durationDays: 5,
          route: 'Oral',
        },
      ],
    },
  });
  expect(saved.status()).toBe(201);
  await request.dispose();
  await asDoctor.dispose();
}

test('pharmacy dispenses an OP prescription partly, then the rest, and prints the bill on 80 mm', async ({
  page,
  playwright,
  baseURL,
}) => {
  const givenName = `Rx${Date.now().toString().slice(-6)}`;
  await prescription(playwright, baseURL ?? '', givenName);
  await signIn(page, DEMO.pharmacy!);
  await page.goto('/pharmacy/op-prescription');
  await page
    .getByRole('region', { name: new RegExp(`Prescription for ${givenName}`) })
    .getByRole('link', { name: 'Dispense' })
    .click();

  const line = page.getByRole('region', { name: 'Line Paracetamol 500mg Tablet' });
  await expect(line).toContainText('Prescribed 15 · dispensed 0 · 15 left');
  await line
    .getByRole('textbox', { name: /^Quantity from batch/ })
    .first()
    .fill('10');
  await expect(page.getByTestId('dispense-total')).toHaveText('Total ₹30.00');
  await page.getByRole('button', { name: 'Dispense & take payment' }).click();
  await expect(page.getByText(/Medicines dispensed: bill PB\/\d{4}\/\d{6}/)).toBeVisible();
  await expect(line).toContainText('Prescribed 15 · dispensed 10 · 5 left');

  await page.locator('label').filter({ hasText: /^UPI$/ }).click();
  await page.getByRole('button', { name: 'Dispense & take payment' }).click();
  await expect(page.getByText('Enter the payment reference')).toBeVisible();
  await page.getByLabel('UPI reference').fill('UPI-556677');
  await page.getByRole('button', { name: 'Dispense & take payment' }).click();
  await expect(page.getByText('Every line of this prescription is dispensed.')).toBeVisible();
  const bills = page.getByRole('region', { name: /^Bill PB\// });
  await expect(bills).toHaveCount(2);
  await expect(bills.first()).toContainText('Total ₹15.00');
  await expect(bills.first()).toContainText('Paid by UPI (UPI-556677)');

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await bills.first().getByRole('button', { name: 'Print 80 mm' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const printout = page.getByTestId('pharmacy-bill-print');
  await expect(printout).toHaveAttribute('data-paper', '80mm');
  await expect(printout).toContainText('Tax Invoice');
  await expect(printout).toContainText('HSN 3004');
  await expect(printout).toContainText('Rupees Fifteen Only');
  await expect(printout).toContainText(givenName);
});
