import { expect, test } from '@playwright/test';
import { apiAs, DEMO, signedIn } from './support.ts';

test('a doctor finds "femur fracture" in the ICD-10 search, codes the consultation with S72.0, and finds dengue by its name', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const reception = await apiAs(playwright, baseURL!, DEMO.reception!);
  const created = await reception.request.post('/api/patients?allowDuplicate=true', {
    headers: reception.headers,
    data: {
      givenName: `Femur${Date.now().toString().slice(-6)}`,
      familyName: 'Patil',
      age: 71,
      gender: 'Female',
      phone: `93${Date.now().toString().slice(-8)}`,
      address: 'Aundh, Pune',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const patientId = ((await created.json()) as { _id: string })._id;

  const doctor = await signedIn(browser, DEMO.doctor!);
  await doctor.goto(`/doctor/patient-record-medicalform/${patientId}`);
  await expect(doctor.getByRole('heading', { name: 'Consultation', exact: true })).toBeVisible();

  // Words in any order find the WHO category first, then its subdivisions.
  const search = doctor.getByRole('combobox', { name: 'Search ICD-10' });
  await search.fill('femur fracture');
  await expect(doctor.getByRole('option').first()).toHaveText('S72 — Fracture of femur');
  await expect(doctor.getByRole('option', { name: 'S72.1 — Pertrochanteric fracture' })).toBeVisible();
  await doctor.getByRole('option', { name: 'S72.0 — Fracture of neck of femur' }).click();
  await expect(doctor.getByTestId('diagnosis-row')).toHaveCount(1);
  await expect(doctor.getByTestId('diagnosis-row')).toContainText('S72.0');
  await expect(doctor.getByRole('textbox', { name: 'Diagnosis 1' })).toHaveValue('Fracture of neck of femur');

  // The name clinicians use finds the 2019 dengue codes; the old A90 is not offered.
  await search.fill('dengue');
  await expect(doctor.getByRole('option').first()).toHaveText('A97 — Dengue');
  await expect(doctor.getByRole('option', { name: 'A97.0 — Dengue without warning signs' })).toBeVisible();
  await expect(doctor.getByRole('option', { name: /^A90/ })).toHaveCount(0);
  await search.fill('');

  // The server takes the code and keeps it.
  await doctor
    .getByRole('textbox', { name: 'Symptoms' })
    .fill('Fall at home; pain in the right hip, cannot bear weight');
  await doctor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(doctor.getByText('Consultation saved').first()).toBeVisible();
  await expect(doctor.getByText(/S72\.0/).first()).toBeVisible();
});
