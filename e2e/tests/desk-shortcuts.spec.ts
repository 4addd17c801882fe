import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

test('reception works the desk from the keyboard: search, new patient and the shortcuts overlay', async ({ page }) => {
  await signIn(page, DEMO.reception!);
  await expect(page).toHaveURL('/reception');

  await page.keyboard.press('/');
  await expect(page).toHaveURL('/reception/patient-master');
  const search = page.getByLabel('Search by name');
  await expect(search).toBeFocused();
  await page.keyboard.type('Ravi/');
  await expect(search).toHaveValue('Ravi/');

  // Alt combos act while the focus is in a box; the typed "/" above did not.
  await page.keyboard.press('Alt+N');
  await expect(page).toHaveURL('/reception/new-patient-registration');
  await expect(page.getByRole('heading', { name: 'New Patient Registration' })).toBeVisible();

  await page.keyboard.press('Shift+?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('row', { name: /Add the patient$/ })).toContainText('Ctrl+S');
  await expect(help.getByRole('row', { name: /book an appointment/ })).toContainText('Alt+B');
  await expect(help.getByRole('row', { name: /New patient registration/ })).toContainText('Alt+N');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Ctrl+S saves the open form (here: the required-field messages), not the browser's page.
  await page.keyboard.press('Control+S');
  await expect(page.getByText('This field is required').first()).toBeVisible();
});
