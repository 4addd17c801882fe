import { expect, test, type PlaywrightWorkerArgs } from '@playwright/test';
import { pdfPages } from './pdf-text.ts';
import { bearer, DEMO, signIn } from './support.ts';

/**
 * A new patient whose consultation prescribes Paracetamol 1 tablet TDS for 5 days (15 tablets).
 * Each user signs in from a context of their own: one cookie jar holds one session.
 */
async function prescription(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, givenName: string) {
  const request = await playwright.request.newContext({ baseURL });
  const reception = await bearer(request, DEMO.reception!);
  const patient = await request.post('/api/patients?allowDuplicate=true', {
    headers: reception,
    data: {
      givenName,
      familyName: 'Kulkarni',
      age: 35,
      gender: 'Male',
      phone: `96${Date.now().toString().slice(-8)}`,
      address: 'Kothrud, Pune',
    },
  });
  expect(patient.status()).toBe(201);
  const asDoctor = await playwright.request.newContext({ baseURL });
  const doctor = await bearer(asDoctor, DEMO.doctor!);
  const drugs = (await (await asDoctor.get('/api/inventory/drug/all-drugs', { headers: doctor })).json()) as {
    _id: string;
    name: string;
  }[];
  const saved = await asDoctor.post('/api/encounters', {
    headers: doctor,
    data: {
      patientId: ((await patient.json()) as { _id: string })._id,
      medicalHistory: {},
      diagnoses: [{ code: 'R50.9', description: 'Fever' }],
      prescriptions: [
        {
          drugId: drugs.find((d) => d.name === 'Paracetamol 500mg Tablet')?._id,
          dose: '1 tablet',
          frequency: 'TDS',
          durationDays: 5,
          route: 'Oral',
        },
      ],
    },
  });
  expect(saved.status()).toBe(201);
  await request.dispose();
  await asDoctor.dispose();
}

test('pharmacy dispenses an OP prescription partly, then the rest, and prints the bill on 80 mm', async ({
  page,
  playwright,
  baseURL,
}) => {
  const givenName = `Rx${Date.now().toString().slice(-6)}`;
  await prescription(playwright, baseURL ?? '', givenName);
  await signIn(page, DEMO.pharmacy!);
  await page.goto('/pharmacy/op-prescription');
  await page
    .getByRole('region', { name: new RegExp(`Prescription for ${givenName}`) })
    .getByRole('link', { name: 'Dispense' })
    .click();

  const line = page.getByRole('region', { name: 'Line Paracetamol 500mg Tablet' });
  await expect(line).toContainText('Prescribed 15 · dispensed 0 · 15 left');
  await line
    .getByRole('textbox', { name: /^Quantity from batch/ })
    .first()
    .fill('10');
  await expect(page.getByTestId('dispense-total')).toHaveText('Total ₹30.00');
  await page.getByRole('button', { name: 'Dispense & take payment' }).click();
  await expect(page.getByText(/Medicines dispensed: bill PB\/\d{4}\/\d{6}/)).toBeVisible();
  await expect(line).toContainText('Prescribed 15 · dispensed 10 · 5 left');

  await page.locator('label').filter({ hasText: /^UPI$/ }).click();
  await page.getByRole('button', { name: 'Dispense & take payment' }).click();
  await expect(page.getByText('Enter the payment reference')).toBeVisible();
  await page.getByLabel('UPI reference').fill('UPI-556677');
  await page.getByRole('button', { name: 'Dispense & take payment' }).click();
  await expect(page.getByText('Every line of this prescription is dispensed.')).toBeVisible();
  const bills = page.getByRole('region', { name: /^Bill PB\// });
  await expect(bills).toHaveCount(2);
  await expect(bills.first()).toContainText('Total ₹15.00');
  await expect(bills.first()).toContainText('Paid by UPI (UPI-556677)');

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await bills.first().getByRole('button', { name: 'Print 80 mm' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const printout = page.getByTestId('pharmacy-bill-print');
  await expect(printout).toHaveAttribute('data-paper', '80mm');
  await expect(printout).toContainText('Tax Invoice');
  await expect(printout).toContainText('HSN 3004');
  await expect(printout).toContainText('Rupees Fifteen Only');
  await expect(printout).toContainText(givenName);
});

test('a counter sale of an H1 drug is refused without the prescriber, then sold, printed on 80 mm and registered', async ({
  page,
}) => {
  const buyer = `Walkin${Date.now().toString().slice(-6)}`;
  await signIn(page, DEMO.pharmacy!);
  await page.goto('/pharmacy/unregistred-patient');
  const details = page.getByRole('region', { name: 'Patient details' });
  await details.getByRole('textbox', { name: 'Name', exact: true }).fill(buyer);
  await details.getByLabel('Phone number').fill('9812345678');
  await details.getByLabel('Doctor name').fill('Dr. S. Iyer');
  const add = page.getByRole('combobox', { name: 'Add a medicine' });
  await add.fill('Azithro');
  await page.getByRole('option', { name: /^Azithromycin 500mg Tablet/ }).click();
  const cart = page.getByRole('table', { name: 'Cart' });
  await expect(cart).toContainText('AZT2702');
  await cart.getByRole('textbox', { name: 'Quantity of Azithromycin 500mg Tablet' }).fill('3');
  await expect(page.getByTestId('cart-total')).toHaveText('Total ₹120.00');

  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(
    page.getByText(
      "Schedule H, H1 and X medicines need the prescriber's name and registration number and the patient's name, age and sex",
    ),
  ).toBeVisible();
  await details.getByLabel("Doctor's registration no.").fill('MMC-2009/1234');
  await details.getByLabel("Doctor's address").fill('Iyer Clinic, 4 MG Road, Pune 411001');
  await details.getByLabel("Patient's address").fill('12 FC Road, Pune 411004');
  await details.getByLabel('Age').fill('34');
  await details.getByRole('combobox', { name: 'Sex' }).click();
  await page.getByRole('option', { name: 'Female', exact: true }).click();
  await page.getByRole('button', { name: 'Complete sale' }).click();
  await expect(page.getByText(/Sale completed: bill PB\/\d{4}\/\d{6}/)).toBeVisible();
  const bill = page.getByRole('region', { name: /^Bill PB\// });
  await expect(bill).toContainText(buyer);
  await expect(bill).toContainText('Total ₹120.00');
  const billNumber = ((await bill.getByRole('heading').textContent()) ?? '').replace('Bill ', '');

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await bill.getByRole('button', { name: 'Print 80 mm' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const printout = page.getByTestId('pharmacy-bill-print');
  await expect(printout).toContainText('Azithromycin 500mg Tablet (Sch. H1)');
  await expect(printout).toContainText('Rupees One Hundred Twenty Only');
  await expect(printout).toContainText('GSTIN 27AAPFU0939F1ZV');
  await expect(printout).toContainText('D.L. No. (Retail, 20/21): MH-PZ3-20-123456 / MH-PZ3-21-123457');
  await expect(printout).toContainText('Reg. MMC-2009/1234');
  await expect(printout).not.toContainText('DUPLICATE');
  // A roll is cut where the bill ends: one page, 80 mm wide, far shorter than an A4's 297 mm.
  const roll = await pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(roll).toHaveLength(1);
  expect(roll[0]?.widthMm).toBe(80);
  expect(roll[0]?.heightMm).toBeLessThan(297);
  await bill.getByRole('button', { name: 'Print A5' }).click();
  await expect(printout).toContainText('DUPLICATE');

  await page.goto('/pharmacy/h1-register');
  const row = page.getByRole('row', { name: new RegExp(buyer) });
  await expect(row).toContainText('Dr. S. Iyer (Reg. MMC-2009/1234)');
  await expect(row).toContainText('Iyer Clinic, 4 MG Road, Pune 411001');
  await expect(row).toContainText('12 FC Road, Pune 411004');
  await expect(row).toContainText('Azithromycin 500mg Tablet (H1)');
  await expect(row).toContainText('AZT2702');

  // One tablet comes back unused: restocked, on a credit note with its own number.
  await page.goto('/pharmacy/returns');
  await page.getByLabel('Bill number').fill(billNumber);
  await page.getByLabel('Bill number').press('Enter');
  const form = page.getByRole('region', { name: `Return against ${billNumber}` });
  await form.getByRole('textbox', { name: 'Return quantity of Azithromycin 500mg Tablet' }).fill('1');
  await form.getByLabel('Reason').fill('Patient allergic; doctor changed the antibiotic');
  await expect(page.getByTestId('refund-total')).toHaveText('Refund about ₹40.00');
  await form.getByRole('button', { name: 'Return & refund' }).click();
  const note = page.getByRole('region', { name: /^Credit note CN\// });
  await expect(note).toContainText(`Against ${billNumber}`);
  await expect(note).toContainText('Refund ₹40.00');
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await note.getByRole('button', { name: 'Print 80 mm' }).click();
  await expect(page.getByTestId('credit-note-print')).toContainText('Credit Note');
  await expect(page.getByTestId('credit-note-print')).toContainText('Rupees Forty Only');
  await expect(
    form
      .getByRole('row', { name: /Azithromycin/ })
      .getByRole('cell')
      .nth(3),
  ).toHaveText('1');
});

test('the pharmacy issues an inpatient order to the ward, charged to the admission', async ({ page }) => {
  await signIn(page, DEMO.pharmacy!);
  await page.goto('/pharmacy/ip-prescription');
  await page.getByLabel('Search', { exact: true }).fill('Fatima');
  // Fatima's own row: before the search applies, the first page may show another patient's Pantoprazole.
  const row = page.getByRole('row').filter({ hasText: 'Fatima' }).filter({ hasText: 'Pantoprazole 40mg Tablet' });
  await expect(row).toContainText('IP/');
  const issuedBefore = Number(await row.getByRole('cell').nth(-2).textContent());
  await row.getByRole('button', { name: 'Issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Issue to ward' });
  await expect(dialog.getByRole('combobox', { name: 'Batch' })).toHaveValue(/^PAN2701/);
  await dialog.getByLabel('Quantity (units)').fill('2');
  await expect(dialog).toContainText('Charged to the admission: ₹14.66');
  await dialog.getByRole('button', { name: 'Issue to ward' }).click();
  await expect(
    page.getByText(/Issued 2 of Pantoprazole 40mg Tablet to IP\/\d{4}\/\d{5}: ₹14.66 charged/),
  ).toBeVisible();
  await expect(row.getByRole('cell').nth(-2)).toHaveText(String(issuedBefore + 2));
});

test('the day end shows the money by payment mode and the batches expiring soon', async ({ page }) => {
  await signIn(page, DEMO.pharmacy!);
  await page.goto('/pharmacy/day-end');
  await expect(page.getByRole('region', { name: 'By payment mode' })).toContainText('UPI');
  await expect(page.getByRole('region', { name: 'Expiring within 90 days' })).toContainText('AMX2609');
  await expect(page.getByRole('region', { name: 'Below reorder level' })).toContainText('ORS Sachet');
  // The pharmacist cannot enter inventory, so no link; clinicAdmin follows one to the stock screen.
  await expect(page.getByRole('link', { name: 'Open in inventory' })).toHaveCount(0);
});

test('clinicAdmin follows the day end to the near-expiry batches in inventory', async ({ page }) => {
  await signIn(page, DEMO.clinicAdmin!);
  await page.goto('/pharmacy/day-end');
  await page
    .getByRole('region', { name: 'Expiring within 90 days' })
    .getByRole('link', { name: 'Open in inventory' })
    .click();
  await expect(page).toHaveURL('/inventory/stock?tab=near-expiry');
  await expect(page.getByRole('tab', { name: /Near expiry/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row', { name: /AMX2609/ })).toBeVisible();
});
