import { expect, test } from '@playwright/test';
import { DEMO, fillLogin, signedIn } from './support.ts';

test('clinicAdmin makes a Cashier role, gives it to new staff who see exactly its screens, and a permission taken away stops on the next request', async ({
  browser,
}) => {
  // Two sign-ins, a password change and two contexts on the loaded 2-core runner.
  test.setTimeout(90_000);
  const stamp = Date.now();
  const today = new Date().toISOString().slice(0, 10);
  const roleName = `Cashier ${stamp}`;
  const cashier = { name: `Kiran Cashier ${stamp}`, email: `kiran.${stamp}@demo.clinic`, password: '' };

  const admin = await signedIn(browser, DEMO.clinicAdmin!);
  await admin.goto('/settings/roles');
  await expect(admin.getByRole('heading', { name: 'Roles', exact: true })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Built-in roles' }).getByRole('row')).toHaveCount(11);
  await admin.getByRole('button', { name: 'Nurse', exact: true }).click();
  const nurse = admin.getByRole('dialog', { name: 'Nurse' });
  await expect(nurse.getByRole('checkbox', { name: /Chart doses on the MAR/ })).toBeChecked();
  await expect(nurse.getByRole('checkbox', { name: /Cancel charges/ })).not.toBeChecked();
  await expect(nurse.getByRole('checkbox', { name: /Cancel charges/ })).toBeDisabled();
  await admin.keyboard.press('Escape');

  await admin.getByRole('button', { name: 'New role' }).click();
  const form = admin.getByRole('dialog', { name: 'New role' });
  await form.getByRole('button', { name: 'Save role' }).click();
  await expect(form.getByText('This field is required')).toBeVisible();
  await expect(form.getByText('Choose at least one permission')).toBeVisible();
  await form.getByLabel('Role name').fill(roleName);
  await form.getByLabel('What it is for').fill('Takes payments at the front desk');
  for (const label of [
    'See patients',
    "See a patient's charges",
    'Read bills',
    'Bill out-patient charges',
    'Day-end collections',
  ])
    await form.getByRole('checkbox', { name: new RegExp(`^${label}`) }).check();
  await form.getByRole('button', { name: 'Save role' }).click();
  await expect(form).toBeHidden();
  const row = admin.getByRole('row', { name: new RegExp(roleName) });
  await expect(row).toContainText('5');

  await admin.goto('/settings/staff/new');
  await admin.getByLabel('Name').fill(cashier.name);
  await admin.getByLabel('Email').fill(cashier.email);
  await admin.getByRole('combobox', { name: "The clinic's own roles" }).fill(`${stamp}`);
  await admin.getByRole('option', { name: roleName }).click();
  await admin.keyboard.press('Escape');
  await admin.getByRole('button', { name: 'Add staff' }).click();
  const shown = admin.getByTestId('temporary-password');
  await expect(shown).toHaveText(/^\w{4}-\w{4}-\w{4}$/);
  cashier.password = (await shown.textContent()) ?? '';
  await admin.getByRole('button', { name: 'Done' }).click();

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await fillLogin(page, cashier);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/change-password');
  await page.getByLabel('Current password').fill(cashier.password);
  await page.getByLabel('New password', { exact: true }).fill('front-desk-cash-42');
  await page.getByLabel('Confirm new password').fill('front-desk-cash-42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/billing');
  const areas = page.getByRole('navigation', { name: 'Areas' });
  await expect(areas.getByRole('link', { name: 'Billing' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Reception' })).toHaveCount(0);
  await expect(areas.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Billing menu' });
  await expect(menu.getByRole('link', { name: 'Bill OP charges' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Day end' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Stay accounts' })).toHaveCount(0);
  await page.goto('/billing/bill-list-view');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText(roleName)).toBeVisible();
  expect((await page.request.get(`/api/billing/day-end?date=${today}`)).status()).toBe(200);

  await admin.goto('/settings/roles');
  await admin
    .getByRole('row', { name: new RegExp(roleName) })
    .getByRole('button', { name: 'Edit' })
    .click();
  const edit = admin.getByRole('dialog', { name: 'Edit role' });
  await edit.getByRole('checkbox', { name: /^Day-end collections/ }).uncheck();
  await edit.getByRole('button', { name: 'Save role' }).click();
  await expect(edit).toBeHidden();

  expect((await page.request.get(`/api/billing/day-end?date=${today}`)).status()).toBe(403);
  await page.goto('/billing');
  await expect(
    page.getByRole('navigation', { name: 'Billing menu' }).getByRole('link', { name: 'Day end' }),
  ).toHaveCount(0);
  await context.close();
});
