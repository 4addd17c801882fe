import { expect, test } from '@playwright/test';
import { DEMO, signedIn } from './support.ts';

test('the administrator sets the nursing charge of a general bed on the Settings screen and it stays set', async ({
  browser,
}) => {
  const admin = await signedIn(browser, DEMO.clinicAdmin!);
  await admin.goto('/settings');
  await admin.getByRole('link', { name: /^Charges by rule Consultant visit, nursing/ }).click();
  await expect(admin).toHaveURL(/\/settings\/stay-tariffs$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Charges by rule' })).toBeVisible();
  const grid = admin.getByRole('table', { name: 'Prices by bed class' });
  await expect(grid.getByRole('columnheader')).toHaveText(['Charge', 'General', 'Semi-private', 'Private', 'ICU']);
  await expect(grid.getByRole('rowheader')).toHaveText([
    /^Consultant visitper visit/,
    /^Nursingper day/,
    /^Monitoringper day/,
  ]);

  const nursingGeneral = grid.getByRole('textbox', { name: 'Nursing, General' });
  await nursingGeneral.fill('350');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Charges by rule saved')).toBeVisible();
  await expect(nursingGeneral).toHaveValue('₹350.00');

  await admin.reload();
  await expect(admin.getByRole('textbox', { name: 'Nursing, General' })).toHaveValue('₹350.00');
});
