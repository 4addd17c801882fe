import { expect, test, type Browser, type Page } from '@playwright/test';

type PlaywrightApi = Parameters<Parameters<typeof test>[2]>[0]['playwright'];
import { DEMO, paidAtDesk, signIn, type DemoUser } from './support.ts';

/** Signs in through an API context of its own (one cookie jar per user). */
async function bearer(playwright: PlaywrightApi, baseURL: string, user: DemoUser) {
  const request = await playwright.request.newContext({ baseURL });
  const res = await request.post('/api/auth/login', {
    data: { name: user.name, email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  return { request, headers };
}

async function signedIn(browser: Browser, user: DemoUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/** A new adult male patient, and a consultation by the demo doctor ordering a CBC, paid at the desk unless not. */
async function cbcOrdered(playwright: PlaywrightApi, baseURL: string, givenName: string, paid = true) {
  const { request, headers: reception } = await bearer(playwright, baseURL, DEMO.reception!);
  const patient = await request.post('/api/patients?allowDuplicate=true', {
    headers: reception,
    data: {
      givenName,
      familyName: 'Patil',
      age: 41,
      gender: 'Male',
      phone: `96${Date.now().toString().slice(-8)}`,
      address: 'Aundh, Pune',
    },
  });
  expect(patient.status()).toBe(201);
  const { _id: patientId, mrn } = (await patient.json()) as { _id: string; mrn: string };
  const { request: asDoctor, headers: doctor } = await bearer(playwright, baseURL, DEMO.doctor!);
  const services = (await (await asDoctor.get('/api/service/all', { headers: doctor })).json()) as {
    _id: string;
    name: string;
  }[];
  const cbc = services.find((s) => s.name === 'Complete Blood Count (CBC)');
  const encounter = await asDoctor.post('/api/encounters', {
    headers: { ...doctor, 'idempotency-key': `lab-e2e-${Date.now()}` },
    data: { patientId, medicalHistory: {}, diagnoses: [{ description: 'Fatigue' }], labTests: [cbc?._id] },
  });
  expect(encounter.status()).toBe(201);
  if (paid) await paidAtDesk(playwright, baseURL, patientId);
  return { patientId, mrn };
}

test('a CBC from a consultation: sample with a label, results with a High flag and a worked-out differential, approval by a second lab user, the signed report, and the doctor seeing it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const given = `Labtest${Date.now().toString().slice(-5)}`;
  const { patientId, mrn } = await cbcOrdered(playwright, baseURL!, given);

  // The lab finds the order on its worklist and collects the sample: an accession number and a label.
  await signIn(page, DEMO.lab!);
  await page.goto('/lab/lab-orders');
  await page.getByRole('textbox', { name: 'Search or scan' }).fill(mrn);
  const row = page.getByRole('table', { name: 'Lab orders' }).getByRole('row', { name: new RegExp(mrn) });
  await expect(row).toContainText('Complete Blood Count (CBC)');
  // The search applies after a pause: clicking before it does can hit a row the filtered list replaces.
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await row.getByRole('link', { name: new RegExp(given) }).click();
  await page.getByRole('button', { name: 'Collect sample' }).click();
  await expect(page.getByText(/Sample LA\/\d{4}\/\d{6} collected/)).toBeVisible();
  const label = page.getByTestId('sample-label');
  // The label is the print sheet (hidden on screen): its Code 128 SVG carries the accession.
  await expect(label.locator('svg[aria-label^="Barcode LA/"] rect').first()).toBeAttached();
  await expect(label).toContainText(mrn);
  const accession = (await label.locator('svg').getAttribute('aria-label'))?.replace('Barcode ', '') ?? '';
  expect(accession).toMatch(/^LA\/\d{4}\/\d{6}$/);

  // Scanning the tube's barcode into the worklist opens the sample.
  await page.goto('/lab/lab-orders');
  await page.getByRole('textbox', { name: 'Search or scan' }).fill(accession);
  await page.getByRole('textbox', { name: 'Search or scan' }).press('Enter');
  await expect(page.getByRole('heading', { name: 'Complete Blood Count (CBC)' })).toBeVisible();

  // Results: the male range applies and 18.9 g/dL is flagged High as it is typed.
  const entry = page.getByRole('table', { name: 'Result entry' });
  await expect(entry.getByRole('row', { name: /Haemoglobin/ })).toContainText('13.8 – 17.2');
  for (const [name, value] of [
    ['Haemoglobin', '18.9'],
    ['Total WBC Count', '7200'],
    ['Neutrophils', '60'],
    ['Lymphocytes', '30'],
    ['Monocytes', '6'],
    ['Eosinophils', '3'],
    ['Basophils', '1'],
    ['RBC Count', '5.1'],
    ['Platelet Count', '2.4'],
    ['ESR', '9'],
  ] as const)
    await page.getByRole('textbox', { name: `${name} result`, exact: true }).fill(value);
  await expect(entry.getByRole('row', { name: /Haemoglobin/ })).toContainText('High');
  // The differential's absolute counts are worked out (WBC × % ÷ 100), not typed.
  const anc = page.getByRole('textbox', { name: 'Absolute Neutrophil Count result', exact: true });
  await expect(anc).toHaveValue('4.32');
  await expect(anc).not.toBeEditable();
  await page.getByRole('button', { name: 'Save results' }).click();
  await expect(page.getByText('Waiting for approval by a second lab user')).toBeVisible();

  // The one who entered cannot approve; a second lab user can.
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText('Results must be approved by a different lab user than the one who entered them'),
  ).toBeVisible();
  const approver = await signedIn(browser, DEMO.labApprover!);
  await approver.goto(page.url().replace(/^https?:\/\/[^/]+/, ''));
  await approver.getByRole('button', { name: 'Approve' }).click();
  await expect(approver.getByText('Approved by Meera Iyer')).toBeVisible();
  await approver.getByRole('button', { name: 'Print report' }).click();
  const report = approver.getByTestId('lab-report-print');
  await expect(report).toContainText('Laboratory Report');
  await expect(report).toContainText(mrn);
  await expect(report).toContainText(accession);
  await expect(report.locator('tr', { hasText: 'Haemoglobin' })).toContainText('High');
  await expect(report.locator('tr', { hasText: 'Absolute Neutrophil Count' })).toContainText('4.32');
  // The signatory with qualification and council registration number.
  const signature = report.getByLabel('Approved by');
  await expect(signature).toContainText('Meera Iyer');
  await expect(signature).toContainText('MBBS, MD (Pathology)');
  await expect(signature).toContainText('Reg. No. MMC-2014/08231');

  // The ordering doctor sees the approved result in the patient's record, with its trend.
  const doctor = await signedIn(browser, DEMO.doctor!);
  await doctor.goto(`/doctor/patient-record-medicalform/${patientId}`);
  const results = doctor.getByRole('region', { name: 'Lab results' }).or(doctor.getByLabel('Lab results'));
  await results.getByRole('button', { name: /Complete Blood Count \(CBC\)/ }).click();
  await expect(doctor.getByRole('table', { name: 'Complete Blood Count (CBC) results' })).toContainText('18.9');
  await doctor.getByRole('button', { name: 'Haemoglobin trend' }).click();
  await expect(doctor.getByRole('dialog', { name: 'Haemoglobin over time' })).toContainText('1 approved results');
});

test('the lab cancels an order the patient declined, and its charge goes with it', async ({
  page,
  playwright,
  baseURL,
}) => {
  const given = `Declined${Date.now().toString().slice(-5)}`;
  const { patientId, mrn } = await cbcOrdered(playwright, baseURL!, given, false);
  await signIn(page, DEMO.lab!);
  await page.goto('/lab/lab-orders');
  await page.getByRole('textbox', { name: 'Search or scan' }).fill(mrn);
  await page
    .getByRole('table', { name: 'Lab orders' })
    .getByRole('row', { name: new RegExp(mrn) })
    .getByRole('link', { name: new RegExp(given) })
    .click();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel order' });
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('Give the reason')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Patient declined the test');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Collect sample' })).toBeHidden();

  const { request, headers } = await bearer(playwright, baseURL!, DEMO.reception!);
  const charges = (await (await request.get(`/api/patients/${patientId}/charges`, { headers })).json()) as {
    serviceName: string;
    status: string;
  }[];
  expect(charges.find((c) => c.serviceName === 'Complete Blood Count (CBC)')?.status).toBe('Cancelled');
});
