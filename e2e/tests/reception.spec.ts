import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

async function choose(page: Page, label: string, option: string, scope: Page | Locator = page): Promise<void> {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('reception registers a patient, finds them by name and MRN, and edits the phone', async ({ page }) => {
  const given = `Nandini${String(Date.now()).slice(-6)}`;
  await signIn(page, DEMO.reception!);
  await page.goto('/reception/new-patient-registration');
  await page.getByRole('textbox', { name: /^First name/ }).fill(given);
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Joshi');
  await page.getByRole('textbox', { name: /^Age/ }).fill('29');
  await choose(page, 'Gender', 'Female');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('98220');
  await page.getByRole('textbox', { name: /^Address/ }).fill('5 Law College Road, Pune');
  await page.getByRole('button', { name: 'Add patient' }).click();
  const phoneError = page.getByText('Please enter a valid 10-digit phone number');
  await expect(phoneError).toBeVisible();
  await page.getByRole('textbox', { name: /^Phone/ }).fill('9822098220');
  await expect(phoneError).toHaveCount(0);
  await page.getByRole('button', { name: 'Add patient' }).click();
  await expect(page.getByText('Patient added successfully!')).toBeVisible();
  await expect(page).toHaveURL('/reception/patient-master');

  await page.getByLabel('Search by name').fill(given.slice(2, 9).toLowerCase());
  const row = page.getByRole('row', { name: new RegExp(given) });
  await expect(row).toHaveCount(1);
  const mrn = (await row.getByRole('cell').first().textContent())!.trim();
  expect(mrn).toMatch(/^MRN-\d{6}$/);
  await page.getByLabel('Search by name').fill('');
  await page.getByLabel('Search by MRN').fill(mrn);
  await expect(page.getByRole('row', { name: new RegExp(given) })).toHaveCount(1);
  await page.getByRole('link', { name: new RegExp(given) }).click();

  await expect(page.getByRole('heading', { name: new RegExp(given) })).toBeVisible();
  await expect(page.getByText('PATIENT INFO')).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: /^Phone/ }).fill('9011122233');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Patient updated successfully!')).toBeVisible();
  await expect(page.getByText(/9011122233/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/9011122233/)).toBeVisible();
});

test('a possible duplicate is shown before saving', async ({ page }) => {
  await signIn(page, DEMO.reception!);
  await page.goto('/reception/new-patient-registration');
  await page.getByRole('textbox', { name: /^First name/ }).fill('Asha');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Kulkarni');
  await page.getByRole('textbox', { name: /^Age/ }).fill('42');
  await choose(page, 'Gender', 'Female');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('9822011001');
  await page.getByRole('textbox', { name: /^Address/ }).fill('Pune');
  await page.getByRole('button', { name: 'Add patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Possible duplicate patient' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Asha Kulkarni/ })).toBeVisible();
  await dialog.getByRole('link', { name: /Asha Kulkarni/ }).click();
  await expect(page).toHaveURL(/\/reception\/patient-record\//);
});

test('reception adds, views, edits and deletes a referral', async ({ page }) => {
  const code = `E2E-${String(Date.now()).slice(-6)}`;
  await signIn(page, DEMO.reception!);
  await page.goto('/reception/referral');
  await page.getByRole('link', { name: 'Add referrals' }).first().click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');
  await page.getByRole('textbox', { name: /^First name/ }).fill('Rohan');
  await page.getByRole('textbox', { name: /^Middle name/ }).fill('Vijay');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Patwardhan');
  await choose(page, 'Referral type', 'Doctor');
  await page.getByRole('textbox', { name: /^Referral code/ }).fill(code);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('9890011223');
  await page.getByRole('textbox', { name: /^Address/ }).fill('Deccan Gymkhana, Pune');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL('/reception/referral');

  await page.getByLabel('Search referrals').fill(code);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Rohan Vijay Patwardhan');
  await expect(row).toContainText('N/A');
  await row.getByRole('link', { name: 'View' }).click();
  await expect(page.getByText('Referral Details')).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: /^Middle name/ })).toHaveValue('Vijay');
  await page.getByRole('textbox', { name: /^Email/ }).fill('rohan@example.in');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Referral updated successfully!')).toBeVisible();
  await expect(page).toHaveURL('/reception/referral');

  await page.getByLabel('Search referrals').fill(code);
  // The search is debounced: wait until only the header and the one match are listed, so the
  // click below does not land while the list is being replaced.
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('rohan@example.in');
  await page
    .getByRole('row', { name: new RegExp(code) })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Are you sure you want to delete this referral?')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Referral deleted successfully')).toBeVisible();
  await expect(page.getByText('No referrals match your search')).toBeVisible();
});

test('reception adds a service, edits its price and adds it to a patient by MRN', async ({ page }) => {
  const name = `Vitamin D Test ${String(Date.now()).slice(-6)}`;
  await signIn(page, DEMO.reception!);
  await page.goto('/reception/services');
  await page.getByRole('button', { name: 'Add Service' }).click();
  const modal = page.getByRole('dialog', { name: 'Add Service' });
  await modal.getByRole('textbox', { name: /^Name/ }).fill(name);
  await choose(page, 'Category', 'Laboratory', modal);
  await modal.getByRole('textbox', { name: /^Duration/ }).fill('ten');
  await modal.getByRole('textbox', { name: /^Price/ }).fill('1100');
  await modal.getByRole('button', { name: 'Add' }).click();
  await expect(modal.getByText('Duration must be a number')).toBeVisible();
  await modal.getByRole('textbox', { name: /^Duration/ }).fill('10');
  await modal.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Service added successfully!')).toBeVisible();

  await page.getByLabel('Search services').fill(name);
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Service' });
  await edit.getByRole('textbox', { name: /^Price/ }).fill('1250.50');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Service updated successfully!')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('₹1,250.50');

  await page.getByRole('button', { name: `Add ${name} to patient` }).click();
  await expect(page.getByText('Please search for a patient first')).toBeVisible();
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Please enter an MRN')).toBeVisible();
  await page.getByLabel('Patient MRN').fill('MRN-999999');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Patient not found')).toBeVisible();
  await page.getByLabel('Patient MRN').fill('MRN-000002');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Ravi Shankar Iyer')).toBeVisible();
  await page.getByRole('button', { name: `Add ${name} to patient` }).click();
  const charges = page.getByRole('table', { name: 'Pending charges' });
  await expect(charges.getByRole('row', { name: new RegExp(name) })).toContainText('₹1,250.50');
});
