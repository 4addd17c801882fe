import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

test('the lab adds a parameter with its normal ranges, finds it, edits it, and groups it for a service', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Ferritin ${Date.now().toString().slice(-5)}`;
  await signIn(page, DEMO.lab!);
  await page.goto('/lab/add-parameter');

  // The spec's required fields are enforced.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Parameter is required')).toBeVisible();
  await expect(page.getByText('Unit is required')).toBeVisible();

  await page.getByRole('textbox', { name: 'Parameter', exact: true }).fill(name);
  await page.getByRole('combobox', { name: 'Category', exact: true }).fill('Biochemistry');
  await page.getByRole('textbox', { name: 'Unit', exact: true }).fill('ng/mL');
  await page.getByRole('textbox', { name: 'Min 1' }).fill('30');
  await page.getByRole('textbox', { name: 'Max 1' }).fill('400');
  await page.getByRole('button', { name: 'Add row' }).click();
  await page.getByRole('textbox', { name: 'Min 2' }).fill('13');
  await page.getByRole('textbox', { name: 'Max 2' }).fill('150');
  await page.getByRole('combobox', { name: 'Gender 2' }).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(page).toHaveURL('/lab/test-parameters-master');
  await page.getByLabel('Search parameters').fill(name);
  const row = page.getByRole('table', { name: 'Test parameters' }).getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('30 – 400 · Female: 13 – 150');

  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Max 2' })).toHaveValue('150');
  await page.getByRole('textbox', { name: 'Max 2' }).fill('200');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByLabel('Search parameters').fill(name);
  await expect(row).toContainText('Female: 13 – 200');

  // A group links the parameter to the catalogue's Lipid Profile service.
  await page.getByRole('tab', { name: 'Groups' }).click();
  await page.getByRole('button', { name: 'Add group' }).click();
  const modal = page.getByRole('dialog', { name: 'Add group' });
  await modal.getByRole('textbox', { name: 'Group name' }).fill(`Iron studies ${name.slice(-5)}`);
  await modal.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'Lipid Profile' }).click();
  await modal.getByRole('combobox', { name: 'Parameters' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  // Close the parameter list, which stays open for more choices.
  await modal.getByRole('textbox', { name: 'Group name' }).click();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Group added')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Test groups' }).getByRole('row', { name: /Iron studies/ }),
  ).toContainText('Lipid Profile');
});
