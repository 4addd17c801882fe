import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO, signIn, type DemoUser } from './support.ts';

async function tokenOf(request: APIRequestContext, user: DemoUser): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { name: user.name, email: user.email, password: user.password },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function signedIn(browser: Browser, user: DemoUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

const pick = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
};

test('inpatient: admit into a chosen bed while another board updates live, transfer, clean and ready', async ({
  browser,
  request,
}) => {
  // Three people on four pages, one after another: longer than a one-screen test.
  test.setTimeout(90_000);
  const tag = Date.now().toString().slice(-6);
  const givenName = `Inpatient${tag}`;
  const token = await tokenOf(request, DEMO.reception!);
  const created = await request.post('/api/patients?allowDuplicate=true', {
    headers: { authorization: `Bearer ${token}` },
    data: { givenName, familyName: 'Joshi', age: 61, gender: 'Male', phone: `98${tag}11`, address: 'Aundh, Pune' },
  });
  expect(created.status()).toBe(201);
  const patientId = ((await created.json()) as { _id: string })._id;

  // A nurse watches General Ward B; nothing reloads this page from here on.
  const nurse = await signedIn(browser, DEMO.nurse!);
  await nurse.goto('/nurse/bed-board');
  await nurse.getByText('General Ward B', { exact: true }).click();
  await expect(nurse.getByLabel('Bed B1')).toBeVisible();

  const reception = await signedIn(browser, DEMO.reception!);
  await reception.goto(`/reception/admit-patient/${patientId}`);
  await pick(reception, 'Department', 'Cardiology');
  await reception.getByRole('button', { name: 'Show available doctors' }).click();
  await pick(reception, 'Admitting doctor', 'Dr. Vikram Rao');
  // The time is now on the clinic's clock, not a fixed noon.
  await expect(reception.getByLabel('Admission time')).toHaveValue(/^\d{2}:\d{2}$/);
  await expect(reception.getByLabel('Admission time')).not.toHaveValue('12:00');
  await reception.getByLabel('Reason for admission').fill('Unstable angina');
  // One list of every free bed; the ward and room type narrow it.
  await expect(reception.getByText('General Ward B · General', { exact: true })).toBeVisible();
  await pick(reception, 'Ward', 'General Ward B');
  await pick(reception, 'Room type', 'General');
  await reception.getByRole('button', { name: 'Search for available rooms' }).click();
  await reception.getByLabel('Bed B2').click();
  await reception.getByLabel('Attendant name').fill('Suresh Joshi');
  await reception.getByLabel('Relation').fill('Brother');
  await reception.getByLabel('Attendant phone').fill('9822012345');
  await reception.getByLabel('Medico-legal case (MLC)').check();
  await reception.getByLabel('MLC number').fill(`MLC/${tag}`);
  await reception.getByLabel('Police station informed').fill('Aundh');
  await reception.getByRole('button', { name: 'Admit patient' }).click();
  await expect(reception.getByText('Patient admited!')).toBeVisible();

  // The desk prints the slip and the wristband and takes the deposit, then goes on as the spec says.
  const admitted = reception.getByRole('dialog', { name: 'Patient admitted' });
  await expect(admitted).toContainText(/IP\/\d{4}\/\d{5}/);
  await reception.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  const printed = () => reception.evaluate(() => (window as unknown as { printed: number }).printed);
  await admitted.getByRole('button', { name: 'Print admission slip' }).click();
  await reception.getByRole('menuitem', { name: /A5/ }).click();
  await expect.poll(printed).toBe(1);
  const slip = reception.getByTestId('admission-slip-print');
  await expect(slip).toContainText(`MLC/${tag}`);
  await expect(slip).toContainText('Suresh Joshi');
  await admitted.getByRole('button', { name: 'Print wristband' }).click();
  await expect.poll(printed).toBe(2);
  await expect(reception.getByTestId('wristband-print')).toContainText(givenName);
  await admitted.getByRole('textbox', { name: 'Deposit (₹)' }).fill('10000');
  await admitted.getByRole('button', { name: 'Take deposit' }).click();
  await expect(reception.getByText(/Deposit received: RC\//)).toBeVisible();
  await expect.poll(printed).toBe(3);
  await admitted.getByRole('button', { name: 'Done' }).click();
  await expect(reception).toHaveURL('/reception/patient-master');

  const bedB2 = nurse.getByLabel('Bed B2');
  await expect(bedB2).toContainText(givenName);
  await expect(bedB2).toContainText('Occupied');

  await reception.getByRole('tab', { name: 'In Patient' }).click();
  await reception.getByLabel('Search by name').fill(givenName);
  const row = reception.getByRole('row', { name: new RegExp(givenName) });
  await expect(row).toContainText('General Ward B · B2');
  await expect(row).toContainText(/IP\/\d{4}\/\d{5}/);

  // The nurse moves the patient to B5; B2 goes to cleaning on the board, then she makes it ready.
  const list = await request.get(`/api/admissions?status=Active&search=${givenName}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const admissionId = ((await list.json()) as { data: { _id: string }[] }).data[0]?._id ?? '';
  const note = await nurse.context().newPage();
  await note.goto(`/nurse/admission-note-patient/${admissionId}`);
  await note.getByRole('tab', { name: 'Bed history' }).click();
  await pick(note, 'Ward', 'General Ward B');
  await pick(note, 'Free bed', /^B5 · room B-111/);
  await note.getByLabel('Reason').fill('Nearer the nursing station');
  await note.getByRole('button', { name: 'Transfer' }).click();
  await expect(note.getByText('Moved to General Ward B, bed B5')).toBeVisible();
  await expect(note.getByRole('table', { name: 'Bed history' }).getByRole('row')).toHaveCount(3);

  // Two sets of vitals: each scored with NEWS2, drawn over time and listed.
  await note.getByRole('tab', { name: 'Vitals' }).click();
  const vitals = async (values: [string, string][], onOxygen = false) => {
    await note.getByRole('button', { name: 'Record vitals' }).click();
    for (const [label, value] of values) await note.getByLabel(label, { exact: false }).first().fill(value);
    if (onOxygen) await note.getByLabel('On supplemental oxygen').check();
    await note.getByRole('button', { name: 'Save vitals' }).click();
  };
  const calm: [string, string][] = [
    ['Respiratory rate', '16'],
    ['SpO₂ (%)', '97'],
    ['Systolic BP', '124'],
    ['Diastolic BP', '80'],
    ['Pulse', '76'],
    ['Temperature', '98.6'],
  ];
  await vitals(calm);
  await expect(note.getByText('Vitals recorded: NEWS2 0 (Low)')).toBeVisible();
  const septic: [string, string][] = [
    ['Respiratory rate', '24'],
    ['SpO₂ (%)', '93'],
    ['Systolic BP', '98'],
    ['Diastolic BP', '60'],
    ['Pulse', '112'],
    ['Temperature', '101.1'],
  ];
  await vitals(septic, true);
  const table = note.getByRole('table', { name: 'Vitals' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toContainText('11 · High');
  await expect(note.locator('.recharts-line')).toHaveCount(6);

  const care = await nurse.context().newPage();
  await care.goto('/nurse/ip-care-management');
  const careRow = care.getByRole('row', { name: new RegExp(givenName) });
  await expect(careRow).toContainText('Recorded');
  await expect(careRow).toContainText('11 · High');

  await expect(bedB2).toContainText('Cleaning');
  await expect(nurse.getByLabel('Bed B5')).toContainText(givenName);
  await bedB2.getByRole('button', { name: 'Mark ready' }).click();
  await expect(bedB2).toContainText('Available');
});
