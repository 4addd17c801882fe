import { expect, test } from '@playwright/test';
import { apiAs, DEMO, signIn } from './support.ts';

test('an OP visit is billed with a discount and UPI, printed, and the billing desk sees it paid', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const given = `Billed${Date.now().toString().slice(-5)}`;
  const reception = await apiAs(playwright, baseURL!, DEMO.reception!);
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
  const doctor = await apiAs(playwright, baseURL!, DEMO.doctor!);
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
  // A longer visit: the dialog must still show its totals and Confirm on a 1366 × 768 screen.
  for (const name of ['ECG (12 lead)', 'HbA1c', 'Lipid Profile', 'Kidney Function Test (KFT)']) {
    const service = services.find((s) => s.name === name)!;
    const added = await reception.request.post(`/api/patients/${patientId}/charges`, {
      headers: { ...reception.headers, 'idempotency-key': crypto.randomUUID() },
      data: { serviceId: service._id },
    });
    expect(added.status(), await added.text()).toBe(201);
  }

  // Reception finds the patient, opens the bill dialog and confirms with a discount and UPI.
  await signIn(page, DEMO.reception!);
  await page.goto('/reception/services');
  await page.getByLabel('Patient MRN').fill(mrn);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Pending charges' })).toContainText('Complete Blood Count (CBC)');
  await page.getByRole('button', { name: 'Bill', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Bill · ${given}`) });
  await expect(dialog.getByText('Once finalized, charges cannot be edited or items added')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm & print' })).toBeInViewport({ ratio: 1 });
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

  // A correction: a credit note for ₹100, then the ₹100 paid in excess refunded by UPI, the way it came.
  await row.getByRole('button', { name: 'Credit note / refund' }).click();
  const correct = desk.getByRole('dialog', { name: `Correct bill ${number}` });
  await correct.getByRole('textbox', { name: 'Amount (₹)' }).fill('100');
  await correct.getByRole('textbox', { name: 'Reason' }).fill('Charged twice for the sample');
  await correct.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(desk.getByText(/Credit note CN\/\d{4}\/\d{5} issued/)).toBeVisible();
  await expect(correct.getByText('excess ₹100.00', { exact: false })).toBeVisible();
  await expect(correct.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await correct.getByRole('textbox', { name: 'UPI reference' }).fill('UPI-REV-5521907');
  await correct.getByRole('button', { name: 'Pay refund' }).click();
  await expect(desk.getByText(/Refund paid: RF\/\d{4}\/\d{6}/)).toBeVisible();
  await expect(correct.getByText(/balance ₹0.00/)).toBeVisible();
  await desk.keyboard.press('Escape');

  // The day end counts the UPI payment under its mode and its user.
  await desk.goto('/billing/day-end');
  await expect(
    desk.getByRole('table', { name: 'By payment mode' }).getByRole('row', { name: /^UPI/ }),
  ).not.toContainText('UPI ₹0.00');
  await expect(desk.getByRole('table', { name: 'By user' })).toContainText('Rahul Verma');
  await expect(desk.getByRole('table', { name: 'Receipts' })).toContainText('UPI-5521907');
});
