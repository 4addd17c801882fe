import { expect, test } from '@playwright/test';
import { DEMO, signedIn } from './support.ts';

test('the administrator adds a department on the Settings screen and sees it listed', async ({ browser }) => {
  // A name of its own, so a second run against the same data does not meet its own department (409).
  const name = `Nephrology ${Date.now().toString().slice(-6)}`;
  const admin = await signedIn(browser, DEMO.clinicAdmin!);
  await admin.goto('/settings');
  await admin.getByRole('link', { name: /^Departments Departments admissions/ }).click();
  await expect(admin).toHaveURL(/\/settings\/departments$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Departments' })).toBeVisible();
  const table = admin.getByRole('table', { name: 'Departments' });
  await expect(table.getByRole('row', { name: /^General Medicine/ })).toContainText('Active');

  await admin.getByRole('button', { name: 'Add department' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add department' });
  await dialog.getByRole('textbox', { name: 'Department name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`${name} added`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row.getByRole('cell')).toHaveText([name, 'Yes', 'Active', 'Edit']);

  // The same name again is refused, under the name.
  await admin.getByRole('button', { name: 'Add department' }).click();
  await dialog.getByRole('textbox', { name: 'Department name' }).fill(name.toUpperCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A department with this name already exists')).toBeVisible();
});
