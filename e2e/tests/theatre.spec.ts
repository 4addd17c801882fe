import { expect, test, type Page } from '@playwright/test';
import { apiAs, DEMO, signedIn } from './support.ts';

async function ok<T>(
  res: Promise<{ status: () => number; json: () => Promise<unknown>; text: () => Promise<string> }>,
) {
  const r = await res;
  expect(r.status(), await r.text()).toBeLessThan(300);
  return (await r.json()) as T;
}

/** An admitted patient, through the API the way reception admits one. */
async function admittedPatient(playwright: Parameters<typeof apiAs>[0], baseURL: string, givenName: string) {
  const reception = await apiAs(playwright, baseURL, DEMO.reception!);
  const patient = await ok<{ _id: string; mrn: string }>(
    reception.request.post('/api/patients?allowDuplicate=true', {
      headers: reception.headers,
      data: {
        givenName,
        familyName: 'Gokhale',
        age: 47,
        gender: 'Female',
        phone: `97${Date.now().toString().slice(-8)}`,
        address: 'Baner, Pune',
      },
    }),
  );
  const wards = await ok<{ _id: string; name: string }[]>(
    reception.request.get('/api/wards', { headers: reception.headers }),
  );
  const ward = wards.find((w) => w.name === 'General Ward A');
  const beds = await ok<{ _id: string }[]>(
    reception.request.get(`/api/beds/available?wardId=${ward?._id}`, { headers: reception.headers }),
  );
  const doctors = await ok<{ _id: string; name: string }[]>(
    reception.request.get('/api/doctors', { headers: reception.headers }),
  );
  const clock = await ok<{ date: string }>(reception.request.get('/api/clinic/clock', { headers: reception.headers }));
  const admission = await ok<{ _id: string }>(
    reception.request.post('/api/admissions', {
      headers: reception.headers,
      data: {
        patientId: patient._id,
        admissionDate: clock.date,
        admissionTime: '00:00',
        department: 'Cardiology',
        admittingDoctorId: doctors.find((d) => d.name === 'Dr. Priya Sharma')?._id,
        reasonForAdmission: 'Gall stones for surgery',
        wardId: ward?._id,
        roomType: 'general',
        bedId: beds[0]?._id,
      },
    }),
  );
  // A day well ahead, different on each run, so a rerun on the same server finds the team free.
  const days = 8 + (Math.floor(Date.now() / 1000) % 40);
  const ahead = new Date(Date.parse(`${clock.date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { admissionId: admission._id, ahead };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Moves the test patient's booking in the theatre to the next free five minutes on the clinic's
 * clock (the theatre opened round the clock), so it may start now. Late in the evening, when an
 * hour no longer fits before midnight, it goes to midnight and waits for the hour before it.
 */
async function bringForward(
  playwright: Parameters<typeof apiAs>[0],
  baseURL: string,
  booked: { theatreId: string; date: string; given: string },
) {
  const { theatreId, given } = booked;
  const ot = await apiAs(playwright, baseURL, DEMO.otscheduler!);
  const theatre = await ok<{ equipment: { name: string }[] } & Record<string, unknown>>(
    ot.request.get(`/api/theatre/theatres/${theatreId}`, { headers: ot.headers }),
  );
  await ok(
    ot.request.put(`/api/theatre/theatres/${theatreId}`, {
      headers: ot.headers,
      data: {
        identifier: theatre.identifier,
        type: theatre.type,
        capacity: theatre.capacity,
        status: theatre.status,
        days: theatre.days,
        opensAt: '00:00',
        closesAt: '23:59',
        hourlyRatePaise: theatre.hourlyRatePaise,
        equipment: theatre.equipment.map((e) => e.name),
      },
    }),
  );
  const clock = await ok<{ date: string; time: string }>(ot.request.get('/api/clinic/clock', { headers: ot.headers }));
  const [h, m] = clock.time.split(':').map(Number) as [number, number];
  const next = Math.ceil((h * 60 + m + 1) / 5) * 5;
  let date = clock.date;
  let startTime = `${pad(Math.floor(next / 60))}:${pad(next % 60)}`;
  if (next + 60 > 23 * 60 + 59) {
    date = new Date(Date.parse(`${clock.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    startTime = '00:00';
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 23 * 60 - (h * 60 + m)) * 60_000 + 1_000));
  }
  // The booked day with a day either side: whichever zone the clinic runs on, its day is inside.
  const day = Date.parse(`${booked.date}T00:00:00Z`);
  const from = new Date(day - 86_400_000).toISOString();
  const to = new Date(day + 2 * 86_400_000).toISOString();
  const list = await ok<{ _id: string; patient: { name: string } }[]>(
    ot.request.get(`/api/theatre/surgeries?from=${from}&to=${to}&theatreId=${theatreId}`, { headers: ot.headers }),
  );
  const mine = list.find((b) => b.patient.name === `${given} Gokhale`);
  await ok(
    ot.request.put(`/api/theatre/surgeries/${mine?._id}/slot`, {
      headers: ot.headers,
      data: { theatreId, date, startTime, durationMinutes: 60 },
    }),
  );
  return date;
}

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('dialog').getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Fills the booking dialog for the test's patient and the demo team. */
async function fillBooking(page: Page, given: string, theatre: string, start: string) {
  const dialog = page.getByRole('dialog', { name: 'Book surgery' });
  await dialog.getByRole('combobox', { name: 'Patient', exact: true }).fill(given);
  await page.getByRole('option', { name: new RegExp(`${given} Gokhale`) }).click();
  await choose(page, 'Procedure', 'Laparoscopic cholecystectomy');
  await choose(page, 'Surgeon', 'Dr. Priya Sharma');
  await choose(page, 'Anaesthetist', 'Dr. Sanjay Kulkarni');
  await choose(page, 'Anaesthesia type', 'General');
  await choose(page, 'Theatre', theatre);
  await dialog.getByLabel('Start').fill(start);
  await dialog.getByRole('textbox', { name: 'Expected duration (min)' }).fill('60');
  await dialog.getByRole('checkbox', { name: 'Consent signed' }).check();
}

/** Drags a calendar event onto a time row of the day shown. */
async function drag(page: Page, event: ReturnType<Page['locator']>, time: string) {
  // Centred, so the drag never nears the window's edge (where the calendar would scroll the page).
  await event.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const from = await event.boundingBox();
  const lane = await page.locator(`td.fc-timegrid-slot-lane[data-time="${time}:00"]`).boundingBox();
  if (!from || !lane) throw new Error('calendar not drawn');
  await page.mouse.move(from.x + from.width / 2, from.y + 8);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + 40, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, lane.y + 4, { steps: 10 });
  await page.mouse.up();
}

test('a theatre set up, a surgeon clash refused, a booking dragged, the surgery completed with its note and charged', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const given = `Sulabha${Date.now().toString().slice(-5)}`;
  const { admissionId, ahead } = await admittedPatient(playwright, baseURL!, given);
  const ot = await signedIn(browser, DEMO.otscheduler!);
  const identifier = `OT-E${Date.now().toString().slice(-4)}`;

  // Set up a theatre: the required fields are enforced, an empty equipment entry is ignored.
  await ot.goto('/otscheduler/ot-satupform');
  await ot.getByRole('button', { name: 'Add OT', exact: true }).click();
  await expect(ot.getByText('OT identifier is required').first()).toBeVisible();
  await ot.getByLabel('OT identifier').fill(identifier);
  await ot.getByLabel('Type / speciality').fill('General Surgery');
  await ot.getByRole('textbox', { name: 'Capacity' }).fill('1');
  await ot.getByRole('checkbox', { name: 'Sunday' }).check();
  await ot.getByRole('textbox', { name: 'OT charge per hour (₹)' }).fill('2000');
  await ot.getByRole('button', { name: 'Add', exact: true }).click();
  await ot.getByRole('textbox', { name: 'Equipment item' }).fill('Suction unit');
  await ot.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(ot.getByLabel('Equipment list').getByText(/./)).toHaveCount(1);
  await ot.getByRole('button', { name: 'Add OT', exact: true }).click();
  await expect(ot).toHaveURL(/\/scheduler\/ot-setup$/);
  const row = ot.getByTestId(`theatre-${identifier}`);
  await expect(row).toContainText('Every day');
  await expect(row).toContainText('Suction unit');

  // The first surgery in the new theatre.
  const edit = await row.getByRole('link', { name: `Edit ${identifier}` }).getAttribute('href');
  const theatreId = new URLSearchParams(edit?.split('?')[1]).get('id');
  await ot.goto(`/scheduler/ot-scheduler?date=${ahead}&theatre=${theatreId}`);
  await ot.getByRole('button', { name: 'Book surgery' }).click();
  await fillBooking(ot, given, identifier, '09:00');
  await ot.getByRole('dialog').getByRole('button', { name: 'Book surgery' }).click();
  await expect(ot.getByRole('dialog')).toBeHidden();
  const first = ot.locator('.fc-event', { hasText: 'Laparoscopic cholecystectomy' });
  await expect(first).toHaveCount(1);

  // A second at the same time in OT-1 with the same surgeon is refused, naming the first.
  const other = `${given}b`;
  await admittedPatient(playwright, baseURL!, other);
  await ot.getByRole('button', { name: 'Book surgery' }).click();
  await fillBooking(ot, other, 'OT-1', '09:30');
  await ot.getByRole('dialog').getByRole('button', { name: 'Book surgery' }).click();
  await expect(ot.getByRole('alert').filter({ hasText: 'Cannot book this slot' })).toContainText(
    `Dr. Priya Sharma is the surgeon of Laparoscopic cholecystectomy for ${given} Gokhale`,
  );
  // Booked instead in the new theatre's free afternoon, then dragged: onto the first (refused), then free.
  await ot.getByRole('dialog').getByLabel('Start').fill('15:00');
  await ot.getByRole('dialog').getByRole('combobox', { name: 'Theatre', exact: true }).click();
  await ot.getByRole('option', { name: identifier }).click();
  await ot.getByRole('dialog').getByRole('button', { name: 'Book surgery' }).click();
  await expect(ot.getByRole('dialog')).toBeHidden();
  const second = ot.locator('.fc-event', { hasText: other });
  await expect(second).toContainText('15:00');
  await drag(ot, second, '09:00');
  await expect(ot.getByRole('alert').filter({ hasText: 'Cannot move the surgery' })).toContainText(
    `${identifier} is already booked`,
  );
  await expect(second).toContainText('15:00');
  await drag(ot, second, '13:00');
  // Where a drag lands is pixel work (the grab point, snapping); what matters is that the free slot takes it.
  await expect(ot.getByText(/^Moved to [A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2} \d{4}, 1[234]:[0-5]0$/)).toBeVisible();
  await expect(second).not.toContainText(/^15:00 - /);

  // Booked with only the consent signed, the start names the missing items; the desk ticks them (it
  // may not start without them: only the surgeon or the anaesthetist may). Days ahead of its
  // booking it still cannot go into theatre; brought forward to now, it can.
  await ot
    .locator('.fc-event', { hasText: `${given} Gokhale` })
    .first()
    .click();
  await ot.getByRole('dialog').getByRole('button', { name: 'Start surgery' }).click();
  const checklist = ot.getByRole('dialog', { name: 'Start surgery: pre-op checklist' });
  const missing = [
    'Site marked',
    'Fasting confirmed',
    'Pre-anaesthetic check done',
    'Blood arranged',
    'Allergies reviewed',
  ];
  await expect(checklist).toContainText(`The pre-op checklist is incomplete: ${missing.join(', ')}`);
  await expect(checklist).toContainText('Only the surgeon or the anaesthetist of this surgery can start it');
  await expect(checklist.getByRole('button', { name: 'Start without the full checklist' })).toHaveCount(0);
  for (const item of missing) await checklist.getByRole('checkbox', { name: item }).check();
  await checklist.getByRole('button', { name: 'Start surgery' }).click();
  await expect(
    checklist.getByRole('alert').filter({ hasText: /This surgery is booked for .*: it can start from an hour before/ }),
  ).toBeVisible();
  await ot.keyboard.press('Escape');
  const today = await bringForward(playwright, baseURL!, { theatreId: theatreId!, date: ahead, given });
  await ot.goto(`/scheduler/ot-scheduler?date=${today}&theatre=${theatreId}`);
  await ot
    .locator('.fc-event', { hasText: `${given} Gokhale` })
    .first()
    .click();
  await ot.getByRole('dialog').getByRole('button', { name: 'Start surgery' }).click();
  await expect(ot.getByRole('dialog')).toBeHidden();

  // The surgeon writes the note, which completes and charges it.

  const doctor = await signedIn(browser, DEMO.doctor!);
  await doctor.goto('/doctor/ot-list');
  const mine = doctor
    .getByRole('table', { name: 'My surgeries' })
    .getByRole('row', { name: new RegExp(`${given} Gokhale`) });
  await mine.getByRole('button', { name: 'Operation note' }).click();
  const note = doctor.getByRole('dialog');
  await note.getByLabel('Pre-operative diagnosis').fill('Symptomatic cholelithiasis');
  await note.getByLabel('Post-operative diagnosis').fill('Chronic calculous cholecystitis');
  await note.getByRole('button', { name: 'Add implant' }).click();
  await note.getByRole('textbox', { name: 'Implant', exact: true }).fill('Titanium clips');
  await note.getByRole('textbox', { name: 'Batch' }).fill('TC-2611');
  await note.getByRole('textbox', { name: 'Blood loss (ml)' }).fill('30');
  // The times start from when it went into theatre, never ahead of now; a time still to come is refused.
  const out = note.getByLabel('Out of theatre');
  const outAt = await out.inputValue();
  await out.fill('23:59');
  await note.getByRole('button', { name: 'Save & complete' }).click();
  await expect(note).toContainText(/Out of theatre \(11:59 pm\) is in the future: the time now is/);
  await out.fill(outAt);
  await note.getByRole('button', { name: 'Save & complete' }).click();
  await expect(note).toBeHidden();
  await expect(mine).toContainText('Completed');

  await ot.goto(`/scheduler/completed-cases?search=${given}`);
  await ot.getByRole('button', { name: 'Operation note' }).click();
  await expect(ot.getByRole('table', { name: 'Operation note' })).toContainText('Titanium clips, batch TC-2611');

  const desk = await signedIn(browser, DEMO.billing!);
  await desk.goto(`/billing/bill?admission=${admissionId}`);
  const procedure = desk.getByRole('table', { name: 'Procedure' });
  await expect(procedure).toContainText('Laparoscopic cholecystectomy');
  await expect(procedure).toContainText('₹45,000.00');
  // Written as it starts, the note's minutes in theatre are charged as the first half hour.
  await expect(procedure).toContainText(`OT charges — ${identifier} (0.5 h)`);
  await expect(procedure).toContainText('₹1,000.00');
  await expect(procedure).toContainText('Anaesthesia charges — General');
});
