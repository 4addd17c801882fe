import { expect, test } from '@playwright/test';
import { consultAllDay, DEMO, signedIn } from './support.ts';

/** A 14-digit number of this run ending in its Luhn check digit, as real ABHA numbers do. */
function abhaNumber(): string {
  const body = `9${String(Date.now()).slice(-12)}`;
  const digit = [...Array(10).keys()].find((d) => {
    let sum = 0;
    [...`${body}${d}`].reverse().forEach((c, i) => {
      const n = Number(c) * (i % 2 === 1 ? 2 : 1);
      sum += n > 9 ? n - 9 : n;
    });
    return sum % 10 === 0;
  });
  const digits = `${body}${digit}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6, 10)}-${digits.slice(10)}`;
}

test('Scan and Share: reception pastes an ABHA QR code, registers the patient from it and prints a token slip; a second scan finds them', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // The demo doctor consults all day in five-minute slots, so a walk-in finds a slot today.
  await consultAllDay(playwright, baseURL ?? '', DEMO.doctor!.name);

  const number = abhaNumber();
  const family = `Qr${String(Date.now()).slice(-4)}`;
  const card = JSON.stringify({
    hidn: number,
    hid: `${family.toLowerCase()}.meena@sbx`,
    name: `Meena ${family}`,
    gender: 'F',
    dob: '03-02-1979',
    mobile: `98${String(Date.now()).slice(-8)}`,
    address: '7 Temple Street, Mylapore',
    district_name: 'Chennai',
    'state name': 'TAMIL NADU',
    statelgd: '33',
    distlgd: '603',
  });

  const desk = await signedIn(browser, DEMO.reception!);
  await desk.goto('/reception/new-patient-registration');
  const scan = desk.getByRole('textbox', { name: 'ABHA QR code' });
  // A desk scanner types the code and presses Enter.
  await scan.fill('upi://pay?pa=shop@upi');
  await scan.press('Enter');
  await expect(desk.getByText('This is not an ABHA QR code')).toBeVisible();
  await scan.fill(card);
  await scan.press('Enter');
  await expect(desk.getByText('Details filled from the ABHA card')).toBeVisible();
  const form = desk.getByRole('form', { name: 'Patient form' });
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Meena');
  await expect(form.getByRole('textbox', { name: 'Last name' })).toHaveValue(family);
  await expect(form.getByRole('textbox', { name: 'ABHA number' })).toHaveValue(number);
  await expect(form.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('1979-02-03');
  await form.getByRole('button', { name: 'Add and continue to schedule' }).click();

  await expect(desk.getByRole('heading', { name: 'Book Appointment' })).toBeVisible();
  await desk.getByRole('combobox', { name: 'Doctor' }).click();
  await desk.getByRole('option', { name: `${DEMO.doctor!.name} (General Medicine)` }).click();
  await desk.getByRole('button', { name: 'Walk-in: next free slot today' }).click();
  const booked = desk.getByText(/^Token \d+ · Dr\. Priya Sharma$/);
  await expect(booked).toBeVisible();
  const token = (await booked.textContent())!.match(/^Token (\d+)/)![1]!;
  await desk.getByRole('button', { name: 'Print token slip' }).click();
  const slip = desk.getByTestId('token-slip-print');
  await expect(slip.getByLabel('Token number')).toHaveText(token);
  await expect(slip).toContainText(`Patient: Meena ${family}`);

  // The patient comes back another day: the same card finds the record and offers a token.
  await desk.goto('/reception/new-patient-registration');
  await desk.getByRole('textbox', { name: 'ABHA QR code' }).fill(card);
  await desk.getByRole('button', { name: 'Read code' }).click();
  await expect(desk.getByText('Already registered')).toBeVisible();
  await expect(desk.getByText(new RegExp(`Meena ${family} · MRN`))).toBeVisible();
  await desk.getByRole('button', { name: 'Issue token' }).click();
  await expect(desk.getByRole('heading', { name: 'Book Appointment' })).toBeVisible();

  // Typed by hand onto a new registration, the same ABHA number is refused and points to the record.
  await desk.goto('/reception/new-patient-registration');
  await desk.getByRole('textbox', { name: /^First name/ }).fill('Meena');
  await desk.getByRole('textbox', { name: /^Last name/ }).fill('Typed');
  await desk.getByRole('textbox', { name: /^Age/ }).fill('47');
  await desk.getByRole('combobox', { name: 'Gender' }).click();
  await desk.getByRole('option', { name: 'Female', exact: true }).click();
  await desk.getByRole('textbox', { name: /^Phone/ }).fill(`97${String(Date.now()).slice(-8)}`);
  await desk.getByRole('textbox', { name: /^Address/ }).fill('Chennai');
  await desk.getByRole('textbox', { name: 'ABHA number' }).fill(number.replaceAll('-', ''));
  await desk.getByRole('button', { name: 'Add patient' }).click();
  await expect(desk.getByText(`ABHA number ${number} is already registered to Meena ${family}`).first()).toBeVisible();
  await expect(desk.getByRole('link', { name: 'Open record' })).toBeVisible();
});
