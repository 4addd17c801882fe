import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { bearer, DEMO, signIn, type DemoUser } from './support.ts';

async function signedIn(browser: Browser, user: DemoUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/** A new patient admitted through the API to the first free Semi-private bed, treated by the demo doctor. */
async function admittedUnderDemoDoctor(request: APIRequestContext, givenName: string) {
  const headers = await bearer(request, DEMO.reception!);
  const patient = await request.post('/api/patients?allowDuplicate=true', {
    headers,
    data: {
      givenName,
      familyName: 'Kale',
      age: 67,
      gender: 'Male',
      phone: `96${Date.now().toString().slice(-8)}`,
      address: 'Hadapsar, Pune',
    },
  });
  expect(patient.status()).toBe(201);
  const free = (await (await request.get('/api/beds/available?roomType=semi-private', { headers })).json()) as {
    _id: string;
    wardId: string;
    roomType: string;
  }[];
  const bed = free[0];
  const doctors = (await (await request.get('/api/doctors', { headers })).json()) as { _id: string; name: string }[];
  const clock = (await (await request.get('/api/clinic/clock', { headers })).json()) as { date: string };
  const res = await request.post('/api/admissions', {
    headers,
    data: {
      patientId: ((await patient.json()) as { _id: string })._id,
      admissionDate: clock.date,
      admissionTime: '00:00',
      department: 'General Medicine',
      admittingDoctorId: doctors.find((d) => d.name === 'Dr. Vikram Rao')?._id,
      treatingDoctorId: doctors.find((d) => d.name === 'Dr. Priya Sharma')?._id,
      reasonForAdmission: 'Fever with breathlessness',
      wardId: bed?.wardId,
      roomType: bed?.roomType,
      bedId: bed?._id,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

test('a NEWS2 of 7 recorded by the nurse reaches the treating doctor live, who acknowledges it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const givenName = `Warn${Date.now().toString().slice(-6)}`;
  const admissionId = await admittedUnderDemoDoctor(request, givenName);

  // The treating doctor's dashboard is open; nothing reloads it from here on.
  const doctor = await signedIn(browser, DEMO.doctor!);
  await doctor.goto('/doctor/ip-dashboard');
  await doctor.getByLabel('Search by name').fill(givenName);
  await expect(doctor.getByRole('row', { name: new RegExp(givenName) })).toBeVisible();

  const nurse = await signedIn(browser, DEMO.nurse!);
  await nurse.goto(`/nurse/admission-note-patient/${admissionId}`);
  await nurse.getByRole('button', { name: 'Record vitals' }).click();
  const readings: [string, string][] = [
    ['Respiratory rate', '25'],
    ['SpO₂ (%)', '93'],
    ['Systolic BP', '104'],
    ['Diastolic BP', '70'],
    ['Pulse', '100'],
    ['Temperature', '98.6'],
  ];
  for (const [label, value] of readings) await nurse.getByLabel(label, { exact: false }).first().fill(value);
  await nurse.getByRole('button', { name: 'Save vitals' }).click();
  await expect(nurse.getByText('Vitals recorded: NEWS2 7 (High)')).toBeVisible();
  // The nurse sees the alert on the stay, but acknowledging is the doctor's.
  const onStay = nurse.getByTestId('news2-alert');
  await expect(onStay).toContainText('NEWS2 7 · High risk');
  await expect(onStay.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);

  // The intake/output chart under the vitals: two entries and the day's balance.
  await nurse.getByLabel('Volume (ml)').fill('500');
  await nurse.getByRole('button', { name: 'Add entry' }).click();
  await expect(nurse.getByText('Intake/output recorded')).toBeVisible();
  await nurse.getByText('Output', { exact: true }).click();
  await nurse.getByLabel('Volume (ml)').fill('200');
  await nurse.getByRole('button', { name: 'Add entry' }).click();
  await expect(nurse.getByRole('table', { name: 'Intake and output' }).getByRole('row')).toHaveCount(3);
  await expect(nurse.getByTestId('io-balance')).toContainText('Balance +300 ml');

  const alert = doctor.getByTestId('news2-alert').filter({ hasText: givenName });
  await expect(alert).toContainText('NEWS2 7 · High risk');
  await expect(alert).toContainText('Emergency assessment by a critical care team');
  await alert.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(doctor.getByText('Alert acknowledged')).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(onStay).toHaveCount(0);
});
