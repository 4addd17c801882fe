import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiAs, DEMO, signedIn } from './support.ts';

test("the billing desk keeps a payer's tariff: reads the demo insurer's rates, adds a dated rate and sets a scheme's factors", async ({
  browser,
  baseURL,
  playwright,
}) => {
  const tag = randomUUID().slice(0, 6).toUpperCase();
  const desk = await apiAs(playwright, baseURL!, DEMO.billing!);
  const scheme = await desk.request.post('/api/payers', {
    headers: { ...desk.headers, 'idempotency-key': randomUUID() },
    data: { name: `State scheme ${tag}`, kind: 'Government scheme', code: `SS-${tag}` },
  });
  expect(scheme.status()).toBe(201);

  const billing = await signedIn(browser, DEMO.billing!);
  await billing.goto('/billing/payers');
  await billing.getByRole('button', { name: 'Tariff of Star Health and Allied Insurance' }).click();
  const star = billing.getByRole('dialog', { name: 'Tariff of Star Health and Allied Insurance' });
  const cbc = star.getByRole('row', { name: /Complete Blood Count \(CBC\)/ });
  await expect(cbc).toContainText('₹300.00');
  await expect(cbc).toContainText('₹350.00');
  await expect(star.getByRole('row', { name: /Specialist Consultation.*Private/ })).toContainText('₹1,000.00');
  await billing.keyboard.press('Escape');
  await expect(star).toBeHidden();

  await billing.getByRole('button', { name: `Tariff of State scheme ${tag}` }).click();
  const tariff = billing.getByRole('dialog', { name: `Tariff of State scheme ${tag}` });
  await expect(tariff.getByText("No rates yet: every service is billed at the hospital's price")).toBeVisible();
  const form = tariff.getByRole('form', { name: 'Add a rate' });
  await form.getByRole('combobox', { name: 'Service' }).fill('Lipid');
  await billing.getByRole('option', { name: 'Lipid Profile' }).click();
  await form.getByRole('combobox', { name: 'Room' }).click();
  await billing.getByRole('option', { name: 'General' }).click();
  await form.getByRole('textbox', { name: "Payer's price" }).fill('420');
  await form.getByRole('button', { name: 'Add rate' }).click();
  await expect(billing.getByText('Rate added')).toBeVisible();
  const lipid = tariff.getByRole('row', { name: /Lipid Profile/ });
  await expect(lipid).toContainText('General');
  await expect(lipid).toContainText('₹420.00');
  await expect(lipid).toContainText('₹650.00');

  const factors = tariff.getByRole('form', { name: 'Rate factors' });
  await factors.getByRole('textbox', { name: 'City class' }).fill('0.9');
  await factors.getByRole('button', { name: 'Save factors' }).click();
  await expect(billing.getByText('Factors saved')).toBeVisible();
  await expect(factors.getByText('Rates are scaled by these factors (1 leaves a rate as it is).')).toBeVisible();
  const saved = await desk.request.get(`/api/payers/${((await scheme.json()) as { _id: string })._id}/tariff`, {
    headers: desk.headers,
  });
  expect(((await saved.json()) as { factors: { city: number } }).factors.city).toBe(0.9);
});
