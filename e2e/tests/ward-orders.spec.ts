import { expect, test } from '@playwright/test';
import { admitted, apiAs, DEMO, signedIn } from './support.ts';

test('ward orders: a procedure ordered, done and charged, the diet changed, a visit and nursing on the bill', async ({
  browser,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const givenName = `Orders${Date.now().toString().slice(-6)}`;
  const { admissionId } = await admitted(request, givenName, 'Semi-private Floor');

  // The doctor writes the round (a consultant visit is charged) and orders a procedure and a diet.
  const doctor = await signedIn(browser, DEMO.doctor!);
  await doctor.goto(`/doctor/ip-admission/${admissionId}`);
  await doctor.getByRole('tab', { name: 'Orders' }).click();
  await doctor.getByRole('combobox', { name: 'Procedure or service' }).click();
  await doctor.getByRole('option', { name: /^ECG/ }).first().click();
  await doctor.getByRole('combobox', { name: 'Urgency' }).click();
  await doctor.getByRole('option', { name: 'Urgent', exact: true }).click();
  await doctor.getByRole('button', { name: 'Order', exact: true }).click();
  await expect(doctor.getByText(/^ECG.* ordered$/)).toBeVisible();
  await doctor.locator('label[for$="-Diet"]').click();
  await doctor.getByRole('combobox', { name: 'Diet' }).click();
  await doctor.getByRole('option', { name: 'Diabetic', exact: true }).click();
  await doctor.getByRole('button', { name: 'Order', exact: true }).click();
  await expect(doctor.getByRole('row', { name: /Diabetic/ })).toContainText('Active');
  await doctor.getByRole('tab', { name: 'Observations & notes' }).click();
  await doctor.getByRole('textbox', { name: 'Subjective' }).fill('Comfortable, no chest pain.');
  await doctor
    .getByRole('button', { name: /Add (round|progress) note|Add note/ })
    .first()
    .click();
  await expect(doctor.getByTestId('note').first()).toContainText('Comfortable, no chest pain.');

  // The nurse marks the procedure done; it is charged then, and only then.
  const nurse = await signedIn(browser, DEMO.nurse!);
  await nurse.goto(`/nurse/admission-note-patient/${admissionId}`);
  await nurse.getByRole('tab', { name: 'Orders' }).click();
  const ecg = nurse.getByRole('row', { name: /ECG/ });
  await expect(ecg).toContainText('Urgent');
  await expect(nurse.getByRole('button', { name: 'Order', exact: true })).toHaveCount(0);
  await ecg.getByRole('button', { name: 'Mark done' }).click();
  await expect(ecg).toContainText('Done');

  // The bill reads the procedure, the doctor's visit and a day's nursing in the semi-private room.
  const desk = await apiAs(playwright, baseURL ?? '', DEMO.billing!);
  const bill = (await (await desk.request.get(`/api/billing/ip/${admissionId}`, { headers: desk.headers })).json()) as {
    lines: { description: string; quantity: number; unitPricePaise: number }[];
  };
  const lines = bill.lines.map((l) => [l.description, l.quantity, l.unitPricePaise]);
  expect(lines).toContainEqual(['Consultant visit: Dr. Priya Sharma (Semi-private)', 1, 700_00]);
  expect(lines).toContainEqual(['Nursing charges (Semi-private)', 1, 400_00]);
  expect(lines.some(([d]) => String(d).startsWith('ECG'))).toBe(true);
});

test('the pharmacy issues a stay’s medicines as one indent', async ({ browser, request, playwright, baseURL }) => {
  const givenName = `Indent${Date.now().toString().slice(-6)}`;
  const { admissionId } = await admitted(request, givenName, 'Semi-private Floor');
  const api = await apiAs(playwright, baseURL ?? '', DEMO.doctor!);
  const doctor = api.headers;
  const drugs = (await (await api.request.get('/api/inventory/drug/all-drugs', { headers: doctor })).json()) as {
    _id: string;
    name: string;
  }[];
  const clock = (await (await api.request.get('/api/clinic/clock', { headers: doctor })).json()) as { date: string };
  for (const name of ['Pantoprazole 40mg Tablet', 'Amoxicillin 500mg Capsule']) {
    const res = await api.request.post(`/api/admissions/${admissionId}/medication-orders`, {
      headers: doctor,
      data: {
        drugId: drugs.find((d) => d.name === name)?._id,
        dose: '1',
        route: 'Oral',
        frequency: 'BD',
        startDate: clock.date,
        startTime: '08:00',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  const stay = (await (await api.request.get(`/api/admissions/${admissionId}`, { headers: doctor })).json()) as {
    ipNumber: string;
  };
  const pharmacy = await signedIn(browser, DEMO.pharmacy!);
  await pharmacy.goto('/pharmacy/ip-prescription');
  await pharmacy.getByLabel('IP number').fill(stay.ipNumber);
  await expect(pharmacy.getByRole('row', { name: /Amoxicillin/ })).toBeVisible();
  await pharmacy.getByRole('button', { name: 'Issue all for this stay' }).click();
  const dialog = pharmacy.getByRole('dialog', { name: "Issue the stay's medicines" });
  await dialog.getByRole('button', { name: 'Issue 2 to ward' }).click();
  await expect(
    pharmacy.getByText(new RegExp(`Issued 2 medicines to ${stay.ipNumber.replaceAll('/', '\\/')}`)),
  ).toBeVisible();
  await expect(
    pharmacy
      .getByRole('row', { name: /Amoxicillin/ })
      .getByRole('cell')
      .nth(-2),
  ).toHaveText('2');
});

test('the care team: the doctor adds a consultant and hands the stay over from its header', async ({
  browser,
  request,
}) => {
  const givenName = `Team${Date.now().toString().slice(-6)}`;
  const { admissionId } = await admitted(request, givenName, 'Semi-private Floor');
  const doctor = await signedIn(browser, DEMO.doctor!);
  await doctor.goto(`/doctor/ip-admission/${admissionId}`);
  await expect(doctor.getByText('Treating: Dr. Priya Sharma')).toBeVisible();
  await doctor.getByRole('button', { name: 'Add consultant' }).click();
  const add = doctor.getByRole('dialog', { name: 'Add consultant' });
  await add.getByRole('combobox', { name: 'Consultant' }).click();
  await doctor.getByRole('option', { name: /^Dr\. Vikram Rao/ }).click();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(doctor.getByText('Dr. Vikram Rao (consulting)')).toBeVisible();
  await doctor.getByRole('button', { name: 'Change treating doctor' }).click();
  const change = doctor.getByRole('dialog', { name: 'Change treating doctor' });
  await change.getByRole('combobox', { name: 'Treating doctor' }).click();
  await doctor.getByRole('option', { name: /^Dr\. Vikram Rao/ }).click();
  await change.getByRole('textbox', { name: 'Reason' }).fill('Cardiology takes over');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(doctor.getByText('Treating: Dr. Vikram Rao')).toBeVisible();
  // The consultant who took the stay over treats it now, and no longer shows as consulting.
  await expect(doctor.getByText('Dr. Vikram Rao (consulting)')).toHaveCount(0);
});
