import { expect, test } from '@playwright/test';
import { apiAs, DEMO, signedIn } from './support.ts';

test('OP tokens: a walk-in gets a token slip, arrives as an emergency, is called (the waiting-hall TV shows it), skipped and called again', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The demo doctor consults all day in five-minute slots, so a walk-in finds a slot today.
  const admin = await apiAs(playwright, baseURL ?? '', DEMO.clinicAdmin!);
  const doctors = (await (await admin.request.get('/api/doctors', { headers: admin.headers })).json()) as {
    _id: string;
    name: string;
  }[];
  const doctor = doctors.find((d) => d.name === DEMO.doctor!.name)!;
  const hours = await admin.request.put(`/api/doctors/${doctor._id}/consulting-hours`, {
    headers: admin.headers,
    data: {
      blocks: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '23:59', slotMinutes: 5 })),
    },
  });
  expect(hours.status()).toBe(200);
  const desk = await apiAs(playwright, baseURL ?? '', DEMO.reception!);
  const given = `Token${String(Date.now()).slice(-6)}`;
  const created = await desk.request.post('/api/patients', {
    headers: desk.headers,
    data: { givenName: given, familyName: 'Iyer', age: 41, gender: 'Male', phone: '9820054321', address: 'Pune' },
  });
  const patient = (await created.json()) as { _id: string; mrn: string };

  // Reception books the walk-in and prints the token slip.
  const reception = await signedIn(browser, DEMO.reception!);
  await reception.goto(`/reception/book-appointment/${patient._id}`);
  await reception.getByRole('combobox', { name: 'Doctor' }).click();
  await reception.getByRole('option', { name: `${DEMO.doctor!.name} (General Medicine)` }).click();
  await reception.getByRole('button', { name: 'Walk-in: next free slot today' }).click();
  const booked = reception.getByText(/^Token \d+ · Dr\. Priya Sharma$/);
  await expect(booked).toBeVisible();
  const token = (await booked.textContent())!.match(/^Token (\d+)/)![1]!;
  await reception.getByRole('button', { name: 'Print token slip' }).click();
  const slip = reception.getByTestId('token-slip-print');
  await expect(slip.getByLabel('Token number')).toHaveText(token);
  await expect(slip).toContainText(`Patient: ${given} Iyer`);
  await expect(slip).toContainText('Doctor: Dr. Priya Sharma');

  // The patient arrives; the desk marks an emergency, so the token goes first in the doctor's queue.
  await reception.goto('/reception');
  const row = reception.getByRole('table', { name: "Today's appointments" }).getByTestId(`appointment-${patient.mrn}`);
  await row.getByRole('button', { name: `More for ${given} Iyer` }).click();
  await reception.getByRole('menuitem', { name: 'Emergency' }).click();
  await expect(row.getByText('Awaiting')).toBeVisible();

  // The waiting hall's TV opens its display link, with no sign-in.
  const made = await admin.request.post('/api/displays', {
    headers: admin.headers,
    data: { name: 'OPD waiting hall', doctorIds: [doctor._id] },
  });
  expect(made.status()).toBe(201);
  const { key } = (await made.json()) as { key: string };
  const tv = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await tv.goto(`/display/${key}`);
  const hall = tv.getByRole('region', { name: `Queue of ${DEMO.doctor!.name}` });
  await expect(hall.getByLabel('Next tokens')).toContainText(`${token} ${given}`);

  // The doctor calls the next token: this one. Not there: skipped, then called again.
  const doctorPage = await signedIn(browser, DEMO.doctor!);
  await doctorPage.goto('/doctor/op-queue');
  const panel = doctorPage.getByRole('region', { name: 'Token queue' });
  await expect(panel.getByRole('table', { name: 'Waiting' })).toContainText(`${given} Iyer`);
  await panel.getByRole('button', { name: 'Call next' }).click();
  const serving = panel.getByTestId('now-serving');
  await expect(serving).toContainText(`${given} Iyer`);
  await expect(serving.getByLabel('Token being seen')).toHaveText(token);
  // The TV shows the call within 2 s, large, with the first name only.
  await expect(tv.getByRole('alert')).toContainText(`Token${token}${given}please go to ${DEMO.doctor!.name}`, {
    timeout: 2_000,
  });
  await expect(hall.getByLabel('Token now serving')).toHaveText(token);
  await expect(tv.getByText('Iyer')).toHaveCount(0);
  await serving.getByRole('button', { name: 'Skip' }).click();
  const waitingRow = panel.getByRole('row', { name: new RegExp(`${given} Iyer`) });
  await expect(waitingRow).toContainText('skipped');
  await waitingRow.getByRole('button', { name: 'Call' }).click();
  await expect(panel.getByTestId('now-serving').filter({ hasText: `${given} Iyer` })).toContainText('called 2 times');
});
