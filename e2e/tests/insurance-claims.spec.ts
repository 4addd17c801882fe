import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiAs, CLINIC_TIMEZONE, DEMO, signedIn } from './support.ts';

test('the billing desk asks the payer for pre-authorisation, records a query and a partial approval, sees the meter, and finds the claim on the claims desk', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString().slice(-6);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: CLINIC_TIMEZONE });
  const year = Number(today.slice(0, 4));

  // An insured stay made through the API: the screens under test are the billing desk's.
  const desk = await apiAs(playwright, baseURL!, DEMO.reception!);
  const post = async (url: string, data: object) => {
    const res = await desk.request.post(url, { headers: desk.headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { _id: string };
  };
  const payers = (await (await desk.request.get('/api/payers', { headers: desk.headers })).json()) as {
    _id: string;
    code: string;
  }[];
  const patient = await post('/api/patients?allowDuplicate=true', {
    givenName: `Claim${tag}`,
    familyName: 'Gokhale',
    age: 47,
    gender: 'Female',
    phone: `96${tag}33`,
    address: 'Kothrud, Pune',
  });
  const cover = await post(`/api/patients/${patient._id}/coverages`, {
    payerId: payers.find((p) => p.code === 'STAR')!._id,
    tpaId: payers.find((p) => p.code === 'PARAMOUNT')!._id,
    policyNumber: `SH/${tag}`,
    copayPercent: 10,
    validFrom: `${year - 1}-04-01`,
    validTo: `${year + 1}-03-31`,
  });
  const beds = (await (await desk.request.get('/api/beds/available', { headers: desk.headers })).json()) as {
    _id: string;
    number: string;
    wardId: string;
    wardName: string;
    roomType: string;
  }[];
  // General Ward A from its far end: other tests take its first free beds, the covers test the last.
  const bed = beds.filter((b) => b.wardName === 'General Ward A').at(-2)!;
  const doctors = (await (await desk.request.get('/api/doctors', { headers: desk.headers })).json()) as {
    _id: string;
    name: string;
  }[];
  const stay = await post('/api/admissions', {
    patientId: patient._id,
    admissionDate: today,
    department: 'Cardiology',
    admittingDoctorId: doctors.find((d) => d.name === 'Dr. Vikram Rao')!._id,
    reasonForAdmission: 'Gallstones',
    wardId: bed.wardId,
    roomType: bed.roomType,
    bedId: bed._id,
    coverageId: cover._id,
  });

  const billing = await signedIn(browser, DEMO.billing!);
  await billing.goto(`/billing/patient-bill?admission=${stay._id}&tab=authorization`);
  await billing.getByRole('button', { name: 'Start pre-authorisation' }).click();
  const form = billing.getByRole('dialog', { name: 'Start pre-authorisation' });
  await form.getByLabel('Provisional diagnosis').fill('Acute calculous cholecystitis');
  await form.getByLabel('ICD-10 code').fill('K80.0');
  await form.getByRole('button', { name: 'Save request' }).click();
  await expect(form.getByText('Enter the cost estimate')).toBeVisible();
  await form.getByLabel('Room rent').fill('6000');
  await form.getByLabel('Operation theatre').fill('25000');
  await form.getByLabel('Professional fees').fill('20000');
  await form.getByRole('button', { name: 'Save request' }).click();
  await expect(form).toBeHidden();
  await expect(billing.getByText(/PA\/\d{4}\/\d{5}/).first()).toBeVisible();

  await billing.getByRole('button', { name: 'Send to payer' }).click();
  const send = billing.getByRole('dialog', { name: 'Send to payer' });
  await send.getByLabel("Payer's reference").fill(`PH-${tag}`);
  await send.getByRole('button', { name: 'Mark as sent' }).click();
  await expect(billing.getByText("Request sent: the payer's clock has started")).toBeVisible();
  await expect(billing.getByText(/Waiting for the payer since .* \(\d+ min of 60\)/)).toBeVisible();

  await billing.getByRole('button', { name: "Record payer's reply" }).click();
  let reply = billing.getByRole('dialog', { name: "Record payer's reply" });
  await reply.getByLabel('Queried').check();
  await reply.getByLabel("Payer's query").fill('Send the ultrasound report');
  await reply.getByRole('button', { name: 'Record reply' }).click();
  await expect(reply).toBeHidden();
  await billing.getByRole('button', { name: 'Answer query' }).click();
  const answer = billing.getByRole('dialog', { name: 'Answer query' });
  await answer.getByLabel('Answer sent to the payer').fill('Ultrasound report sent by email');
  await answer.getByRole('button', { name: 'Mark answer as sent' }).click();
  await expect(answer).toBeHidden();

  await billing.getByRole('button', { name: "Record payer's reply" }).click();
  reply = billing.getByRole('dialog', { name: "Record payer's reply" });
  await reply.getByLabel('Partly approved').check();
  await reply.getByLabel('Total approved so far').fill('40000');
  await reply.getByRole('button', { name: 'Record reply' }).click();
  await expect(reply).toBeHidden();
  await expect(billing.getByText(/Approved ₹40,000\.00 · Running bill/)).toBeVisible();

  // The payer's letter goes with the claim; the request prints as the insurer's form.
  await billing.getByRole('button', { name: 'Attach a paper' }).click();
  const paper = billing.getByRole('dialog', { name: 'Attach a paper' });
  await billing.getByRole('combobox', { name: /What it is/ }).click();
  await billing.getByRole('option', { name: 'Pre-auth approval letter (PAU)' }).click();
  await paper.locator('input[type="file"]').setInputFiles({
    name: `Approval ${tag}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await paper.getByRole('button', { name: 'Attach' }).click();
  await expect(billing.getByText(`Approval ${tag}.pdf attached`)).toBeVisible();
  const download = billing.waitForEvent('download');
  await billing.getByRole('link', { name: `Approval ${tag}.pdf` }).click();
  expect((await download).suggestedFilename()).toBe(`Approval ${tag}.pdf`);
  // The same request in the claims exchange's FHIR shape, with the paper attached.
  const fhir = billing.waitForEvent('download');
  await billing.getByRole('link', { name: /^FHIR request PA\// }).click();
  const bundle = JSON.parse(await readFile(await (await fhir).path(), 'utf8')) as {
    type: string;
    entry: { resource: { resourceType: string; use?: string; supportingInfo?: unknown[] } }[];
  };
  expect(bundle.type).toBe('collection');
  expect(bundle.entry[0]?.resource).toMatchObject({ resourceType: 'Claim', use: 'preauthorization' });
  expect(bundle.entry[0]?.resource.supportingInfo).toHaveLength(1);
  await billing.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await billing.getByRole('button', { name: 'Print request form' }).click();
  await expect(billing.getByText(/ROHINI ID/).first()).toBeAttached();
  await expect
    .poll(() => billing.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBeGreaterThan(0);

  await billing.getByRole('tab', { name: 'CONTRACT' }).click();
  await expect(billing.getByLabel('Approved amount (₹)')).toHaveValue('40,000');

  await billing.goto('/billing/claims?show=all');
  const row = billing.getByRole('table', { name: 'Claims' }).getByRole('row', { name: new RegExp(`Claim${tag}`) });
  await expect(row).toContainText('Partly approved');
  await expect(row).toContainText('via Paramount Health Services TPA');
  // The payer answered twice (a query, then the partial approval): both counted, both in time.
  const times = billing.getByRole('table', { name: "Payers' decision times" });
  await expect(times.getByRole('row', { name: /Paramount Health Services TPA/ })).toBeVisible();
  await row.getByRole('link').click();
  await expect(billing).toHaveURL(/tab=authorization/);
});
