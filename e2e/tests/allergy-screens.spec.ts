import { expect, test } from '@playwright/test';
import { apiAs, DEMO, signedIn } from './support.ts';

test('the administrator adds a drug allergy class on the Settings screen and sees it listed', async ({ browser }) => {
  // A name of its own, so a second run against the same data does not meet its own class (409).
  const name = `Antitubercular drugs ${Date.now().toString().slice(-6)}`;
  const admin = await signedIn(browser, DEMO.clinicAdmin!);
  await admin.goto('/settings');
  await admin.getByRole('link', { name: /^Allergy Classes Drug classes/ }).click();
  await expect(admin).toHaveURL(/\/settings\/allergy-classes$/);
  const table = admin.getByRole('table', { name: 'Drug allergy classes' });
  await expect(table.getByRole('row', { name: /^Penicillins/ })).toContainText('amoxicillin');

  await admin.getByRole('button', { name: 'Add class' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add allergy class' });
  await dialog.getByRole('textbox', { name: 'Class name' }).fill(name);
  const ingredients = dialog.getByRole('combobox', { name: 'Ingredients' });
  await ingredients.fill('Isoniazid');
  await ingredients.press('Enter');
  await ingredients.fill('rifampicin');
  await ingredients.press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(`${name} added`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('isoniazid, rifampicin');
});

test('a pharmacist sells to a registered patient with a penicillin allergy only after giving a reason', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const given = `Counter${Date.now().toString().slice(-6)}`;
  const phone = `93${Date.now().toString().slice(-8)}`;
  const reception = await apiAs(playwright, baseURL!, DEMO.reception!);
  const created = await reception.request.post('/api/patients?allowDuplicate=true', {
    headers: reception.headers,
    data: { givenName: given, familyName: 'Patil', age: 41, gender: 'Male', phone, address: 'Aundh, Pune' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const patient = (await created.json()) as { _id: string; mrn: string };

  const doctor = await apiAs(playwright, baseURL!, DEMO.doctor!);
  const consulted = await doctor.request.post('/api/encounters', {
    headers: doctor.headers,
    data: {
      patientId: patient._id,
      medicalHistory: { allergies: [{ substance: 'Penicillins', kind: 'Drug class' }] },
      diagnoses: [{ description: 'Fever' }],
      prescriptions: [],
    },
  });
  expect(consulted.status(), await consulted.text()).toBe(201);

  const page = await signedIn(browser, DEMO.pharmacy!);
  await page.goto('/pharmacy/unregistred-patient');
  const details = page.getByRole('region', { name: 'Patient details' });
  const picker = details.getByRole('combobox', { name: 'Registered patient' });
  await picker.fill(given);
  await page.getByRole('option', { name: new RegExp(`${given} Patil · ${patient.mrn}`) }).click();
  await expect(details.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`${given} Patil`);
  await expect(details.getByLabel('Phone number')).toHaveValue(phone);
  await expect(details.getByLabel('Age')).toHaveValue('41');
  await expect(page.getByTestId('allergy-banner')).toContainText('Penicillins');

  await details.getByLabel('Doctor name').fill('Dr. Priya Sharma');
  await details.getByLabel("Doctor's registration no.").fill('MMC-2011/5678');
  await page.getByRole('combobox', { name: 'Add a medicine' }).fill('Amoxi');
  await page.getByRole('option', { name: /^Amoxicillin 500mg Capsule/ }).click();
  await page.getByRole('button', { name: 'Complete sale' }).click();

  const warning = page.getByTestId('cart-allergy');
  await expect(warning).toContainText(
    'Amoxicillin 500mg Capsule (Amoxicillin, of the Penicillins) matches the recorded allergy to Penicillins',
  );
  await expect(page.getByText(/Sale completed/)).toHaveCount(0);
  const reason = warning.getByRole('textbox', { name: "Pharmacist's reason to supply" });
  await expect(reason).toBeFocused();
  await reason.fill('Prescriber confirmed; tolerated amoxicillin before');
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByText(/Sale completed: bill PB\/\d{4}\/\d{6}/)).toBeVisible();
  const bill = page.getByRole('region', { name: /^Bill PB\// });
  await expect(bill).toContainText(`${given} Patil · ${patient.mrn}`);
});
