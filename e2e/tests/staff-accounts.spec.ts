import { expect, test } from '@playwright/test';
import { DEMO, fillLogin, signIn } from './support.ts';

test('clinicAdmin adds a nurse who signs in with the temporary password, must change it, and the audit shows it', async ({
  page,
}) => {
  // Four sign-ins and a password change: on the loaded 2-core runner it once ran past 30 s.
  test.setTimeout(60_000);
  const stamp = Date.now();
  const nurse = { name: `Reshma Thomas ${stamp}`, email: `reshma.${stamp}@demo.clinic`, password: '' };

  await signIn(page, DEMO.clinicAdmin!);
  await page.goto('/settings/staff');
  await page.getByRole('link', { name: 'Add staff' }).click();
  await expect(page).toHaveURL('/settings/staff/new');
  await page.getByLabel('Name').fill(nurse.name);
  await page.getByLabel('Email').fill(nurse.email);
  await page.getByLabel('Phone').fill('9876501234');
  await page.getByRole('checkbox', { name: 'Nurse', exact: true }).check();
  await page.getByRole('button', { name: 'Add staff' }).click();
  const shown = page.getByTestId('temporary-password');
  await expect(shown).toHaveText(/^\w{4}-\w{4}-\w{4}$/);
  nurse.password = (await shown.textContent()) ?? '';
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL('/settings/staff');
  await page.getByLabel('Search staff').fill(nurse.name);
  await expect(page.getByRole('link', { name: nurse.name })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');

  await fillLogin(page, nurse);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/change-password');
  await expect(page.getByText('You signed in with a temporary password')).toBeVisible();
  await page.goto('/nurse');
  await expect(page).toHaveURL('/change-password');
  await page.getByLabel('Current password').fill(nurse.password);
  await page.getByLabel('New password', { exact: true }).fill('aaaaaaaaaa');
  await page.getByLabel('Confirm new password').fill('aaaaaaaaaa');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/This password is too easy to guess\. Repeated characters/)).toBeVisible();
  await expect(page).toHaveURL('/change-password');
  await page.getByLabel('New password', { exact: true }).fill('my-own-secret-42');
  await page.getByLabel('Confirm new password').fill('my-own-secret-42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/nurse');
  await expect(page.getByTestId('logged-in-as')).toContainText(nurse.name);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, DEMO.clinicAdmin!);
  await page.goto('/settings/audit');
  await page.getByRole('combobox', { name: 'User' }).fill(nurse.name);
  await page.getByRole('option', { name: nurse.name }).click();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Changed password' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Signed in' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Reset' }).click();
  await page.getByRole('combobox', { name: 'Record' }).click();
  await page.getByRole('option', { name: 'Staff' }).click();
  await expect(rows.filter({ hasText: `Added ${nurse.name} as Nurse` })).toHaveCount(1);
});

test("clinicAdmin records a doctor's qualification, registration number and consultation fee", async ({ page }) => {
  const stamp = Date.now();
  const name = `Dr. Kiran Rao ${stamp}`;
  await signIn(page, DEMO.clinicAdmin!);
  await page.goto('/settings/staff/new');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(`kiran.${stamp}@demo.clinic`);
  await page.getByRole('checkbox', { name: 'Doctor', exact: true }).check();
  await page.getByRole('combobox', { name: 'Speciality' }).fill('Cardio');
  await page.getByRole('option', { name: 'Cardiology' }).click();
  await page.getByLabel('Qualification').fill('MBBS, DM (Cardiology)');
  await page.getByLabel('Registration number').fill('KMC-2015/88231');
  await page.getByLabel('Consultation fee (₹)').fill('1250');
  await page.getByRole('button', { name: 'Add staff' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Search staff').fill(name);
  // The search runs after a pause; a click on the unfiltered list's row can land as it is redrawn.
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await page.getByRole('link', { name }).click();
  await expect(page.getByLabel('Qualification')).toHaveValue('MBBS, DM (Cardiology)');
  await expect(page.getByLabel('Registration number')).toHaveValue('KMC-2015/88231');
  await expect(page.getByLabel('Consultation fee (₹)')).toHaveValue('1,250');
});

test('a wrong role cannot open settings, and clinicAdmin sees the settings icon', async ({ page }) => {
  await signIn(page, DEMO.reception!);
  await page.goto('/settings/staff');
  await expect(page).toHaveURL('/unauthorized');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  // The session must be gone before /login is opened again, or the sign-in page sends us home.
  await expect(page).toHaveURL('/login');
  await signIn(page, DEMO.clinicAdmin!);
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});
