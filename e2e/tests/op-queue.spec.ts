import { expect, test } from '@playwright/test';
import { apiAs, consultAllDay, DEMO, signedIn } from './support.ts';

test('OP tokens: a walk-in gets a token slip, arrives as an emergency, is called (the waiting-hall TV shows it), skipped and called again', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The demo doctor consults all day in five-minute slots, so a walk-in finds a slot today.
  const [doctor] = await consultAllDay(playwright, baseURL ?? '', DEMO.doctor!.name);
  const admin = await apiAs(playwright, baseURL ?? '', DEMO.clinicAdmin!);
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

test('Send to: the doctor sends a waiting patient to the lab and has them back, then to the cardiologist, who finds them in his queue', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // Both consult all day, so a walk-in finds a slot today whatever the hour.
  const [doctor, cardiologist] = await consultAllDay(playwright, baseURL ?? '', DEMO.doctor!.name, 'Dr. Vikram Rao');
  const admin = await apiAs(playwright, baseURL ?? '', DEMO.clinicAdmin!);
  const desk = await apiAs(playwright, baseURL ?? '', DEMO.reception!);
  const given = `Sent${String(Date.now()).slice(-6)}`;
  const created = await desk.request.post('/api/patients', {
    headers: desk.headers,
    data: { givenName: given, familyName: 'Menon', age: 38, gender: 'Female', phone: '9820054322', address: 'Pune' },
  });
  const patient = (await created.json()) as { _id: string };
  const booked = await desk.request.post('/api/appointments', {
    headers: desk.headers,
    data: { patientId: patient._id, doctorId: doctor._id, walkIn: true },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { _id: visitId, token } = (await booked.json()) as { _id: string; token: number };
  expect((await desk.request.post(`/api/appointments/${visitId}/arrive`, { headers: desk.headers })).status()).toBe(
    200,
  );

  // The doctor sends her to the lab from the waiting list: she leaves it and shows as away.
  const page = await signedIn(browser, DEMO.doctor!);
  await page.goto('/doctor/op-queue');
  const panel = page.getByRole('region', { name: 'Token queue' });
  const waiting = panel.getByRole('table', { name: 'Waiting' });
  await waiting
    .getByRole('row', { name: new RegExp(`${given} Menon`) })
    .getByRole('button', { name: `Send to (token ${token})` })
    .click();
  await page.getByRole('menuitem', { name: 'Lab' }).click();
  const away = panel.getByRole('table', { name: 'Away' });
  const awayRow = away.getByRole('row', { name: new RegExp(`${given} Menon`) });
  await expect(awayRow).toContainText('Lab');
  await expect(waiting.getByText(`${given} Menon`)).toHaveCount(0);

  // Back from the lab: waiting again.
  await awayRow.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByText(`Token ${token} is back in the queue`)).toBeVisible();
  await expect(waiting.getByRole('row', { name: new RegExp(`${given} Menon`) })).toBeVisible();
  await expect(away.getByText(`${given} Menon`)).toHaveCount(0);

  // Then to the cardiologist, with a note: a token in his queue today.
  await waiting
    .getByRole('row', { name: new RegExp(`${given} Menon`) })
    .getByRole('button', { name: `Send to (token ${token})` })
    .click();
  await page.getByRole('menuitem', { name: 'Another doctor…' }).click();
  const dialog = page.getByRole('dialog', { name: `Send token ${token} to another doctor` });
  await dialog.getByRole('combobox', { name: 'Doctor' }).click();
  await page.getByRole('option', { name: /^Dr\. Vikram Rao/ }).click();
  await dialog.getByRole('textbox', { name: 'Note for the doctor' }).fill('Chest pain on exertion');
  await dialog.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByText(new RegExp(`^Token ${token} sent to Dr\\. Vikram Rao: their token \\d+$`));
  await expect(sent).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(away.getByRole('row', { name: new RegExp(`${given} Menon`) })).toContainText('Another doctor');
  const theirToken = Number((await sent.textContent())!.match(/their token (\d+)$/)![1]);

  const theirs = (await (
    await admin.request.get(`/api/op-queue/${cardiologist._id}`, { headers: admin.headers })
  ).json()) as { waiting: { token: number; patientName: string }[] };
  expect(theirs.waiting).toContainEqual(expect.objectContaining({ token: theirToken, patientName: `${given} Menon` }));
});
