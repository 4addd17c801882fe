import { expect, test } from '@playwright/test';
import { apiAs, DEMO, signedIn } from './support.ts';

test('a penicillin allergy stops amoxicillin at prescribing until the doctor gives a reason, and again at dispensing until the pharmacist does', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const given = `Allergic${Date.now().toString().slice(-6)}`;
  const reception = await apiAs(playwright, baseURL!, DEMO.reception!);
  const created = await reception.request.post('/api/patients?allowDuplicate=true', {
    headers: reception.headers,
    data: {
      givenName: given,
      familyName: 'Deshmukh',
      age: 34,
      gender: 'Female',
      phone: `94${Date.now().toString().slice(-8)}`,
      address: 'Baner, Pune',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const patientId = ((await created.json()) as { _id: string })._id;

  // The doctor records the allergy as a drug class, then prescribes amoxicillin.
  const doctor = await signedIn(browser, DEMO.doctor!);
  await doctor.goto(`/doctor/patient-record-medicalform/${patientId}`);
  await expect(doctor.getByRole('heading', { name: 'Consultation', exact: true })).toBeVisible();
  await doctor.getByRole('button', { name: 'Add allergy' }).click();
  await doctor.getByRole('combobox', { name: 'Allergy 1', exact: true }).fill('Penicill');
  await doctor.getByRole('option', { name: 'Penicillins' }).click();
  await expect(doctor.getByRole('combobox', { name: 'Allergy 1 kind' })).toHaveValue('Drug class');
  await doctor.getByRole('textbox', { name: 'Allergy 1 reaction' }).fill('Rash');
  await doctor.getByRole('combobox', { name: 'Allergy 1 severity' }).click();
  await doctor.getByRole('option', { name: 'Severe' }).click();
  await doctor.getByRole('combobox', { name: 'Search ICD-10' }).fill('J06.9');
  await doctor.getByRole('option', { name: /^J06\.9/ }).click();
  await doctor.getByRole('button', { name: 'Add medicine' }).click();
  await doctor.getByRole('combobox', { name: 'Medicine 1' }).fill('Amoxicillin');
  await doctor.getByRole('option', { name: /^Amoxicillin 500mg Capsule/ }).click();
  await doctor.getByRole('button', { name: 'Save', exact: true }).click();

  const warning = doctor.getByTestId('prescription-warning');
  await expect(warning).toContainText(
    'Amoxicillin 500mg Capsule (Amoxicillin, of the Penicillins) matches the recorded allergy to Penicillins (Rash, severe)',
  );
  await expect(doctor.getByText('Consultation saved')).toHaveCount(0);
  await warning.getByRole('textbox', { name: /Reason to go on/ }).fill('Tolerated amoxicillin last year under watch');
  await doctor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(doctor.getByText('Consultation saved').first()).toBeVisible();

  // The pharmacist sees the allergy and the doctor's reason and must give their own.
  const pharmacist = await signedIn(browser, DEMO.pharmacy!);
  await pharmacist.goto('/pharmacy/op-prescription');
  await pharmacist
    .getByRole('region', { name: new RegExp(`Prescription for ${given}`) })
    .getByRole('link', { name: 'Dispense' })
    .click();
  await expect(pharmacist.getByTestId('allergy-banner')).toContainText('Penicillins (Rash, severe)');
  const line = pharmacist.getByRole('region', { name: 'Line Amoxicillin 500mg Capsule' });
  await expect(line.getByTestId('dispense-allergy')).toContainText('allergy to Penicillins');
  await expect(line.getByTestId('dispense-allergy')).toContainText('Tolerated amoxicillin last year under watch');
  await pharmacist.getByRole('button', { name: 'Dispense & take payment' }).click();
  await expect(
    pharmacist.getByText('Amoxicillin 500mg Capsule: give the reason to supply it despite the allergy'),
  ).toBeVisible();
  await line.getByRole('textbox', { name: "Pharmacist's reason to supply" }).fill('Confirmed with Dr. Sharma');
  await pharmacist.getByRole('button', { name: 'Dispense & take payment' }).click();
  await expect(pharmacist.getByText(/Medicines dispensed: bill/)).toBeVisible();
});
