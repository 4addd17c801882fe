import { expect, test, type Page } from '@playwright/test';
import { apiAs, CLINIC_TIMEZONE, DEMO, signedIn } from './support.ts';

const pick = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
};

test('billing adds an insurer; reception records a patient’s cover through a TPA and admits on it; billing sees it on the contract', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString().slice(-6);
  const insurer = `Niva Bupa ${tag}`;
  const today = new Date().toLocaleDateString('en-CA', { timeZone: CLINIC_TIMEZONE });
  const year = Number(today.slice(0, 4));

  const billing = await signedIn(browser, DEMO.billing!);
  await billing.goto('/billing/payers');
  const payers = billing.getByRole('table', { name: 'Payers' });
  await expect(payers.getByRole('row', { name: /Medi Assist Insurance TPA/ })).toContainText('TPA');
  await billing.getByRole('button', { name: 'Add payer' }).click();
  const form = billing.getByRole('dialog', { name: 'Add payer' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(insurer);
  await form.getByRole('textbox', { name: 'Code', exact: true }).fill(`niva-${tag}`);
  await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZX');
  await form.getByLabel('Credit days').fill('45');
  await form.getByLabel('Contract from').fill(`${year}-04-01`);
  await form.getByLabel('Contract to').fill(`${year - 1}-03-31`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('GSTIN is not valid (check digit does not match)')).toBeVisible();
  await expect(form.getByText('The contract must end on or after the day it starts')).toBeVisible();
  await form.getByLabel('GSTIN').fill('27AAPFU0939F1ZV');
  await form.getByLabel('Contract to').fill(`${year + 1}-03-31`);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(billing.getByText(`${insurer} added`)).toBeVisible();
  await expect(payers.getByRole('row', { name: new RegExp(insurer) })).toContainText(`NIVA-${tag}`);

  const desk = await apiAs(playwright, baseURL!, DEMO.reception!);
  const created = await desk.request.post('/api/patients?allowDuplicate=true', {
    headers: desk.headers,
    data: {
      givenName: `Insured${tag}`,
      familyName: 'Rane',
      age: 52,
      gender: 'Male',
      phone: `97${tag}22`,
      address: 'Baner, Pune',
    },
  });
  const patientId = ((await created.json()) as { _id: string })._id;

  const reception = await signedIn(browser, DEMO.reception!);
  await reception.goto(`/reception/patient-record/${patientId}`);
  await reception.getByRole('button', { name: 'PAYER DETAILS' }).click();
  await expect(reception.getByText('No insurance, scheme or employer cover recorded')).toBeVisible();
  await reception.getByRole('button', { name: 'Add cover' }).click();
  const cover = reception.getByRole('dialog', { name: 'Add cover' });
  await pick(reception, 'Insurer, scheme or company', `${insurer} (Insurer)`);
  await pick(reception, 'TPA', 'Medi Assist Insurance TPA (TPA)');
  await cover.getByLabel('Policy number').fill(`NB/${tag}/01`);
  await cover.getByLabel('Member ID').fill(`M${tag}`);
  await cover.getByLabel('Sum insured').fill('300000');
  await cover.getByLabel('Valid from').fill(`${year - 1}-06-01`);
  await cover.getByLabel('Valid to').fill(`${year + 1}-05-31`);
  await cover.getByRole('button', { name: 'Save cover' }).click();
  await expect(reception.getByText('Cover added')).toBeVisible();
  const covers = reception.getByRole('table', { name: 'Covers' });
  await expect(covers.getByRole('row', { name: new RegExp(insurer) })).toContainText('₹3,00,000.00');
  await expect(covers.getByRole('row', { name: new RegExp(insurer) })).toContainText('via Medi Assist Insurance TPA');
  // The scan of the insurer's e-card, kept with the cover and opened from it.
  const chooser = reception.waitForEvent('filechooser');
  await covers.getByRole('button', { name: `Attach the ID card of ${insurer}` }).click();
  await (
    await chooser
  ).setFiles({
    name: `e-card ${tag}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(reception.getByText('ID card attached')).toBeVisible();
  const card = covers.getByRole('link', { name: 'ID card' });
  await expect(card).toHaveAttribute('href', /\/api\/coverages\/[\w-]+\/card$/);
  const scan = await reception.request.get((await card.getAttribute('href'))!);
  expect(scan.status()).toBe(200);
  expect(scan.headers()['content-type']).toBe('application/pdf');
  await expect(covers.getByRole('button', { name: `Replace the ID card of ${insurer}` })).toBeVisible();

  await reception.getByRole('link', { name: 'Admit patient' }).click();
  await pick(reception, 'Department', 'Cardiology');
  await reception.getByRole('button', { name: 'Show available doctors' }).click();
  await pick(reception, 'Admitting doctor', 'Dr. Vikram Rao');
  await reception.getByLabel('Reason for admission').fill('Acute cholecystitis');
  // General Ward A's last free bed: other tests take its first ones, the claims test the one before.
  const free = (await (await desk.request.get('/api/beds/available', { headers: desk.headers })).json()) as {
    number: string;
    wardName: string;
  }[];
  await reception.getByLabel(`Bed ${free.filter((b) => b.wardName === 'General Ward A').at(-1)!.number}`).click();
  await pick(reception, 'Who pays', new RegExp(`${insurer} via Medi Assist`));
  await reception.getByRole('button', { name: 'Admit patient' }).click();
  await expect(reception.getByText('Patient admited!')).toBeVisible();

  const stays = (await (
    await desk.request.get(`/api/admissions?status=Active&search=Insured${tag}`, { headers: desk.headers })
  ).json()) as { data: { _id: string }[] };
  await billing.goto(`/billing/patient-bill?admission=${stays.data[0]!._id}&tab=contract`);
  await expect(billing.getByRole('combobox', { name: 'Cover' })).toHaveValue(new RegExp(`${insurer} via Medi Assist`));
  await billing.getByLabel('Approved amount (₹)').fill('50000');
  await billing.getByRole('button', { name: 'Save contract' }).click();
  await expect(billing.getByText('Contract saved')).toBeVisible();
  await billing.reload();
  await expect(billing.getByLabel('Approved amount (₹)')).toHaveValue('50,000');
});
