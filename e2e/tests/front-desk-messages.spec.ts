import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, CLINIC_TIMEZONE, DEMO, signIn } from './support.ts';

const dayFromNow = (days: number) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIMEZONE }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a patient who agreed to WhatsApp in Hindi is told of the booking and of the doctor’s leave, on the Messages screen', async ({
  page,
  playwright,
  baseURL,
}) => {
  const given = `Sandesh${String(Date.now()).slice(-6)}`;
  const phone = `9${String(Date.now()).slice(-9)}`;
  await signIn(page, DEMO.reception!);
  await page.goto('/reception/new-patient-registration');
  await page.getByRole('textbox', { name: /^First name/ }).fill(given);
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Yadav');
  await page.getByRole('textbox', { name: /^Age/ }).fill('52');
  await choose(page, 'Gender', 'Male');
  await page.getByRole('textbox', { name: /^Phone/ }).fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByRole('textbox', { name: /^Address/ }).fill('Gomti Nagar, Lucknow');
  await choose(page, 'Messages to the patient', 'WhatsApp');
  await choose(page, 'Message language', 'हिन्दी (Hindi)');
  await page.getByRole('button', { name: 'Add patient' }).click();
  await expect(page.getByText('Patient added successfully!')).toBeVisible();

  // A booking far enough ahead that no other test's leave or bookings meet it.
  const desk = await apiAs(playwright, baseURL ?? '', DEMO.reception!);
  const found = (await (await desk.request.get(`/api/patients?search=${given}`, { headers: desk.headers })).json()) as {
    data: { _id: string }[];
  };
  const patientId = found.data[0]!._id;
  const doctors = (await (await desk.request.get('/api/doctors', { headers: desk.headers })).json()) as {
    _id: string;
    name: string;
  }[];
  const doctor = doctors.find((d) => d.name === DEMO.doctor!.name)!;
  // Her first consulting day three weeks ahead: no other test books or marks leave that far.
  let day = '';
  let slot: { time: string; available: boolean } | undefined;
  for (let ahead = 21; ahead < 28 && !slot; ahead++) {
    day = dayFromNow(ahead);
    const slots = (await (
      await desk.request.get(`/api/appointments/slots?doctorId=${doctor._id}&date=${day}`, { headers: desk.headers })
    ).json()) as { time: string; available: boolean }[];
    slot = slots.find((s) => s.available);
  }
  expect(slot, 'the demo doctor consults some day of the week').toBeDefined();
  const booked = await desk.request.post('/api/appointments', {
    headers: { ...desk.headers, 'idempotency-key': randomUUID() },
    data: { patientId, doctorId: doctor._id, appointmentDate: day, appointmentTime: slot!.time },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.goto('/reception/doctors-away');
  await choose(page, 'Doctor', DEMO.doctor!.name);
  await page.getByLabel('From').fill(day);
  await page.getByRole('textbox', { name: 'Reason' }).fill('Cardiology conference');
  await page.getByRole('button', { name: 'Mark leave and tell patients' }).click();
  await expect(
    page.getByText(`${DEMO.doctor!.name} marked on leave: 1 booking flagged, 1 patient messaged`),
  ).toBeVisible();
  const away = page.getByRole('table', { name: 'Doctors away' }).getByRole('row', { name: /Cardiology conference/ });
  await expect(away).toContainText('On leave');

  await page.goto('/reception/messages');
  await expect(page.getByText('No SMS or WhatsApp provider is set up')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Messages to patients' }).getByRole('row', { name: new RegExp(given) });
  await expect(rows.filter({ hasText: 'Appointment booked' })).toContainText('टोकन');
  await expect(rows.filter({ hasText: 'Doctor on leave' })).toContainText('छुट्टी');
  await expect(rows.first()).toContainText('WhatsApp');

  // The leave is called off: the desk can book that day again.
  await page.goto('/reception/doctors-away');
  await away.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel absence' }).click();
  await expect(page.getByText('Absence cancelled')).toBeVisible();
  await expect(away).toHaveCount(0);
});
