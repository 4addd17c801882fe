import { expect, test } from '@playwright/test';
import { DEMO, signIn, type DemoUser } from './support.ts';

type PlaywrightApi = Parameters<Parameters<typeof test>[2]>[0]['playwright'];

async function asUser(playwright: PlaywrightApi, baseURL: string, user: DemoUser) {
  const request = await playwright.request.newContext({ baseURL });
  const res = await request.post('/api/auth/login', {
    data: { name: user.name, email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { request, headers: { authorization: `Bearer ${((await res.json()) as { token: string }).token}` } };
}

test('an OP visit is billed with a discount and UPI, printed, and the billing desk sees it paid', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const given = `Billed${Date.now().toString().slice(-5)}`;
  const reception = await asUser(playwright, baseURL!, DEMO.reception!);
  const created = await reception.request.post('/api/patients?allowDuplicate=true', {
    headers: reception.headers,
    data: {
      givenName: given,
      familyName: 'Joshi',
      age: 33,
      gender: 'Female',
      phone: `95${Date.now().toString().slice(-8)}`,
      address: 'Kothrud, Pune',
    },
  });
  const { _id: patientId, mrn } = (await created.json()) as { _id: string; mrn: string };
  const doctor = await asUser(playwright, baseURL!, DEMO.doctor!);
  const services = (await (await doctor.request.get('/api/service/all', { headers: doctor.headers })).json()) as {
    _id: string;
    name: string;
  }[];
  const cbc = services.find((s) => s.name === 'Complete Blood Count (CBC)');
  const visit = await doctor.request.post('/api/encounters', {
    headers: { ...doctor.headers, 'idempotency-key': `bill-e2e-${Date.now()}` },
    data: { patientId, medicalHistory: {}, diagnoses: [{ description: 'Anaemia, unspecified' }], labTests: [cbc?._id] },
  });
  expect(visit.status()).toBe(201);

  // Reception finds the patient, opens the bill dialog and confirms with a discount and UPI.
  await signIn(page, DEMO.reception!);
  await page.goto('/reception/services');
  await page.getByLabel('Patient MRN').fill(mrn);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Pending charges' })).toContainText('Complete Blood Count (CBC)');
  await page.getByRole('button', { name: 'Bill', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Bill · ${given}`) });
  await expect(dialog.getByText('Once finalized, charges cannot be edited or items added')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Discount (%)' }).fill('5');
  await dialog.getByRole('textbox', { name: 'Discount reason' }).fill('Senior citizen');
  await dialog.locator('label').filter({ hasText: /^UPI$/ }).click();
  await dialog.getByRole('button', { name: 'Confirm & print' }).click();
  await expect(dialog.getByText('Enter the UPI reference')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'UPI reference' }).fill('UPI-5521907');
  await dialog.getByRole('button', { name: 'Confirm & print' }).click();
  const toastText = page.getByText(/Bill BL\/\d{4}\/\d{6} finalized/);
  await expect(toastText).toBeVisible();
  const number = ((await toastText.textContent()) ?? '').match(/BL\/\d{4}\/\d{6}/)?.[0] ?? '';

  const print = page.getByTestId('bill-print');
  await expect(print).toContainText('Bill of Supply');
  await expect(print).toContainText(number);
  await expect(print).toContainText('Complete Blood Count (CBC)');
  await expect(print).toContainText('UPI-5521907');
  await expect(print).toContainText('Senior citizen');
  await expect(page.getByText('No pending charges.')).toBeVisible();

  // The billing desk finds the same bill, paid in full.
  const desk = await (await browser.newContext()).newPage();
  await signIn(desk, DEMO.billing!);
  await desk.goto('/billing/op-bills');
  await desk.getByLabel('Patient MRN').fill(mrn);
  await desk.getByRole('button', { name: 'Search' }).click();
  const row = desk.getByRole('table', { name: 'Bills' }).getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Bill of Supply');
  await expect(row).toContainText('₹0.00');

  // The day end counts the UPI payment under its mode and its user.
  await desk.goto('/billing/day-end');
  await expect(
    desk.getByRole('table', { name: 'By payment mode' }).getByRole('row', { name: /^UPI/ }),
  ).not.toContainText('UPI ₹0.00');
  await expect(desk.getByRole('table', { name: 'By user' })).toContainText('Rahul Verma');
  await expect(desk.getByRole('table', { name: 'Receipts' })).toContainText('UPI-5521907');
});
