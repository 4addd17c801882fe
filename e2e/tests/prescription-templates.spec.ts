import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, DEMO, signedIn } from './support.ts';

/** Whether the page or any box in it scrolls sideways at the desk's 1366 px. */
const cutAtRight = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth > window.innerWidth) return true;
    return [...document.querySelectorAll<HTMLElement>('main *')].some((el) => {
      const { overflowX } = getComputedStyle(el);
      return (overflowX === 'auto' || overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 2;
    });
  });

test('a doctor saves a prescription as a template, applies it in a new consultation and repeats the last prescription', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString().slice(-6);
  const desk = await apiAs(playwright, baseURL!, DEMO.reception!);
  const register = async (givenName: string) => {
    const res = await desk.request.post('/api/patients?allowDuplicate=true', {
      headers: desk.headers,
      data: {
        givenName,
        familyName: 'Patil',
        age: 38,
        gender: 'Male',
        phone: `93${Date.now().toString().slice(-8)}`,
        address: 'Aundh, Pune',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { _id: string })._id;
  };
  const first = await register(`Template${stamp}`);
  const regular = await register(`Repeat${stamp}`);

  // The regular patient was seen last month: paracetamol and cetirizine when needed.
  const doc = await apiAs(playwright, baseURL!, DEMO.doctor!);
  const drugs = (await (await doc.request.get('/api/inventory/drug/all-drugs', { headers: doc.headers })).json()) as {
    _id: string;
    name: string;
  }[];
  const idOf = (name: string) => drugs.find((d) => d.name === name)!._id;
  const earlier = await doc.request.post('/api/encounters', {
    headers: { ...doc.headers, 'idempotency-key': randomUUID() },
    data: {
      patientId: regular,
      medicalHistory: {},
      diagnoses: [{ code: null, description: 'Allergic rhinitis' }],
      prescriptions: [
        {
          drugId: idOf('Paracetamol 500mg Tablet'),
          dose: '1 tablet',
          frequency: '1-0-1',
          durationDays: 3,
          route: 'Oral',
        },
        {
          drugId: idOf('Cetirizine 10mg Tablet'),
          dose: '1 tablet',
          frequency: 'SOS',
          durationDays: 5,
          route: 'Oral',
          quantity: 6,
        },
      ],
    },
  });
  expect(earlier.status(), await earlier.text()).toBe(201);

  // The doctor writes a prescription and keeps it as a template before saving the consultation.
  const page = await signedIn(browser, DEMO.doctor!);
  const diagnose = async () => {
    await page.getByRole('combobox', { name: 'Search ICD-10' }).fill('J06');
    await page.getByRole('option', { name: 'J06.9 — Acute upper respiratory infection, unspecified' }).click();
  };
  await page.goto(`/doctor/patient-record-medicalform/${first}`);
  await expect(page.getByRole('heading', { name: 'Consultation', exact: true })).toBeVisible();
  await diagnose();
  await page.getByRole('button', { name: 'Add medicine' }).click();
  await page.getByRole('combobox', { name: 'Medicine 1' }).fill('Paracetamol');
  await page.getByRole('option', { name: /^Paracetamol 500mg Tablet — stock \d+/ }).click();
  await page.getByRole('combobox', { name: 'Frequency' }).fill('1-1-1');
  await page.getByRole('textbox', { name: 'Instructions' }).fill('After food');
  await page.getByRole('textbox', { name: 'Advice' }).fill('Warm fluids, rest for two days');
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('menuitem', { name: 'Save as template…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await expect(dialog).toContainText('1 medicine from this prescription, with the advice.');
  await dialog.getByRole('textbox', { name: /Template name/ }).fill(`URTI ${stamp}`);
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText(`Template "URTI ${stamp}" saved`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Consultation saved').first()).toBeVisible();

  // The regular patient's visit: the template, then the last prescription on top of it.
  await page.goto(`/doctor/patient-record-medicalform/${regular}`);
  await expect(page.getByRole('heading', { name: 'Consultation', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Favourite medicines' })).toContainText('Paracetamol 500mg Tablet');
  await diagnose();
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('menuitem', { name: new RegExp(`URTI ${stamp}`) }).click();
  await expect(page.getByRole('combobox', { name: 'Medicine 1' })).toHaveValue(/^Paracetamol 500mg Tablet/);
  await expect(page.getByRole('combobox', { name: 'Frequency' })).toHaveValue('1-1-1');
  await expect(page.getByRole('textbox', { name: 'Advice' })).toHaveValue('Warm fluids, rest for two days');

  await page.getByRole('button', { name: 'Repeat last prescription' }).click();
  const notice = page.getByTestId('prescription-notice');
  await expect(notice).toContainText(`Last prescription: ${DEMO.doctor!.name}`);
  await expect(notice).toContainText('Added 1 medicine.');
  await expect(notice).toContainText('Paracetamol 500mg Tablet is already on the prescription: left out');
  await expect(page.getByRole('combobox', { name: 'Medicine 2' })).toHaveValue(/^Cetirizine 10mg Tablet/);
  await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('6');
  expect(await cutAtRight(page)).toBe(false);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Consultation saved').first()).toBeVisible();
  const saved = page.getByRole('main');
  await expect(saved).toContainText('Paracetamol 500mg Tablet');
  await expect(saved).toContainText('Cetirizine 10mg Tablet');
});
