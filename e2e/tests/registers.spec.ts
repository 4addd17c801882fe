import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { DEMO, signedIn } from './support.ts';

test('the administrator enters a birth in the register, corrects it, and exports the register', async ({ browser }) => {
  const admin = await signedIn(browser, DEMO.clinicAdmin!);
  await admin.goto('/reports/birth-register');
  await expect(admin.getByRole('heading', { name: 'Birth register', exact: true })).toBeVisible();
  const mother = `Kavita Shinde ${Date.now() % 100_000}`;

  await admin.getByRole('button', { name: 'New entry' }).click();
  const form = admin.getByRole('dialog', { name: 'New entry: Birth register' });
  await form.getByRole('button', { name: 'Enter in register' }).click();
  await expect(form.getByText("Enter the mother's name")).toBeVisible();
  await form.getByRole('combobox', { name: 'Live or still birth' }).click();
  await admin.getByRole('option', { name: 'Live birth' }).click();
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T00:05`;
  await form.getByLabel('Date and time of birth').fill(local);
  await form.getByRole('combobox', { name: 'Sex' }).click();
  await admin.getByRole('option', { name: 'Female' }).click();
  await form.getByLabel('Weight (grams)').fill('3100');
  await form.getByLabel('Weeks of pregnancy').fill('39');
  await form.getByRole('combobox', { name: 'Method of delivery' }).click();
  await admin.getByRole('option', { name: 'Natural' }).click();
  await form.getByLabel("Mother's name").fill(mother);
  await form.getByLabel("Mother's age").fill('27');
  await form.getByLabel("Parents' usual address").fill('Kothrud, Pune');
  await form.getByLabel('Attended by').fill('Dr. Meera Joshi');
  await form.getByLabel('Informant').fill('Rohan Shinde');
  await form.getByRole('button', { name: 'Enter in register' }).click();
  await expect(admin.getByText(/Entered as BR\/\d{4}\/\d{5}/)).toBeVisible();
  const row = admin.getByRole('table', { name: 'Birth register' }).getByRole('row', { name: new RegExp(mother) });
  await expect(row).toContainText('3,100');

  await admin.getByRole('button', { name: 'Correct an entry' }).click();
  const fix = admin.getByRole('dialog', { name: 'Correct an entry: Birth register' });
  await fix.getByRole('combobox', { name: 'Entry' }).click();
  await admin.getByRole('option').last().click();
  await fix.getByLabel('Weight (grams)').fill('3010');
  await fix.getByLabel('Why it is corrected').fill('Weight misread from the scale');
  await fix.getByRole('button', { name: 'Save correction' }).click();
  await expect(admin.getByText(/corrected \(version 2\)/)).toBeVisible();
  await expect(row).toContainText('3,010');
  await expect(row).toContainText('Weight misread from the scale');

  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Export XLSX' }).click();
  const [sheet] = await readXlsxFile(await readFile(await (await download).path()));
  expect(sheet!.data.some((r) => r.includes(mother) && r.includes(3010))).toBe(true);
});

test('the admission register lists the week’s admissions with their wards', async ({ browser }) => {
  const admin = await signedIn(browser, DEMO.clinicAdmin!);
  await admin.goto('/reports/admission-register');
  await admin.getByRole('combobox', { name: 'Range' }).click();
  await admin.getByRole('option', { name: 'Last 7 days' }).click();
  const table = admin.getByRole('table', { name: 'Admission and discharge register' });
  await expect(table.getByRole('row').nth(1)).toContainText(/IP\/\d{4}\/\d{5}/);
  await expect(table).toContainText('In hospital');
});

test('a nurse reports a fall; the register keeper reads it, and the quality indicators count it', async ({
  browser,
}) => {
  const nurse = await signedIn(browser, DEMO.nurse!);
  await nurse.goto('/reports/incidents');
  await expect(nurse.getByRole('heading', { name: 'Patient safety incident register', exact: true })).toBeVisible();
  await expect(nurse.getByText('Entries go to the register')).toBeVisible();
  await expect(nurse.getByRole('link', { name: 'Export XLSX' })).toHaveCount(0);
  await nurse.getByRole('button', { name: 'New entry' }).click();
  const form = nurse.getByRole('dialog', { name: 'New entry: Patient safety incident register' });
  await form.getByRole('combobox', { name: 'What happened' }).click();
  await nurse.getByRole('option', { name: 'Patient fall' }).click();
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  await form
    .getByLabel('Date and time')
    .fill(`${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T00:10`);
  const place = `General Ward bed ${Date.now() % 10_000}`;
  await form.getByLabel('Ward or area').fill(place);
  await form.getByRole('combobox', { name: 'Harm done' }).click();
  await nurse.getByRole('option', { name: 'Mild harm' }).click();
  await form.getByLabel('What happened, in brief').fill('Slipped on the way to the toilet');
  await form.getByLabel('Action taken').fill('Doctor informed; bed rails up');
  await form.getByLabel('Reported by').fill('Sr. Mary Thomas');
  await form.getByRole('button', { name: 'Enter in register' }).click();
  await expect(nurse.getByText(/Entered as INC\/\d{4}\/\d{5}/)).toBeVisible();

  const admin = await signedIn(browser, DEMO.clinicAdmin!);
  await admin.goto('/reports/incidents');
  const table = admin.getByRole('table', { name: 'Patient safety incident register' });
  await expect(table.getByRole('row', { name: new RegExp(place) })).toContainText('Patient fall');
  await admin.goto('/reports/quality');
  const indicators = admin.getByRole('table', { name: 'Quality indicators' });
  await expect(indicators.getByRole('row', { name: /Patient falls/ })).toBeVisible();
  for (const [path, heading, tableName] of [
    ['pharmacy', 'Pharmacy', 'Sales and margin by drug'],
    ['diagnostics', 'Lab and Radiology', 'Critical values and time to acknowledgement'],
  ] as const) {
    await admin.goto(`/reports/${path}`);
    await expect(admin.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(admin.getByRole('table', { name: tableName })).toBeVisible();
  }
});
