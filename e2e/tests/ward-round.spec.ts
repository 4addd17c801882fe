import { expect, test, type Page } from '@playwright/test';
import { admitted, DEMO, signedIn } from './support.ts';

const pick = async (page: Page, label: string, option: string | RegExp) => {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
};

test('ward round: order a medicine, chart the dose on the MAR, write, print and discharge, clean the bed', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const givenName = `Ward${Date.now().toString().slice(-6)}`;
  const { admissionId, bed } = await admitted(request, givenName);

  // The doctor orders a STAT dose (due as it is written: the start time defaults to now).
  const doctor = await signedIn(browser, DEMO.doctor!);
  await doctor.goto('/doctor/ip-dashboard');
  await expect(doctor.getByRole('radio', { name: 'My inpatients' })).toBeChecked();
  await doctor.getByLabel('Search by name').fill(givenName);
  await doctor.getByRole('link', { name: new RegExp(givenName) }).click();
  await expect(doctor).toHaveURL(`/doctor/ip-admission/${admissionId}`);
  await expect(doctor.getByText('Treating: Dr. Priya Sharma')).toBeVisible();
  // The bed board opens the same stay in one click.
  await doctor.goto('/doctor/bed-board');
  await doctor.getByText('Private Floor', { exact: true }).click();
  await doctor
    .getByLabel(`Bed ${bed}`)
    .getByRole('link', { name: new RegExp(givenName) })
    .click();
  await expect(doctor).toHaveURL(`/doctor/ip-admission/${admissionId}`);
  await doctor.getByRole('tab', { name: 'Medications' }).click();
  await pick(doctor, 'Medicine', 'Paracetamol 500mg Tablet');
  await doctor.getByLabel('Dose').fill('650 mg');
  await pick(doctor, 'Frequency', 'STAT');
  await doctor.getByRole('button', { name: 'Add order' }).click();
  await expect(doctor.getByText('Paracetamol 500mg Tablet ordered')).toBeVisible();
  await expect(doctor.getByTestId('mar-row')).toContainText('650 mg · Oral · STAT');

  // The nurse charts the dose once; the chart keeps who gave it.
  const nurse = await signedIn(browser, DEMO.nurse!);
  await nurse.goto(`/nurse/admission-note-patient/${admissionId}`);
  await nurse.getByRole('button', { name: 'Initiate Discharge' }).click();
  await nurse.getByRole('dialog', { name: 'Initiate Discharge' }).getByRole('button', { name: 'Initiate' }).click();
  await expect(nurse.getByText('Discharge initiated').first()).toBeVisible();
  await nurse.getByRole('tab', { name: 'Medications' }).click();
  await nurse
    .getByTestId('mar-row')
    .getByRole('button', { name: /^\d{2}:\d{2}$/ })
    .click();
  await nurse.getByRole('dialog', { name: 'Chart a dose' }).getByRole('button', { name: 'Save' }).click();
  await expect(nurse.getByText('Dose charted: Given')).toBeVisible();
  await expect(nurse.getByTestId('dose-charted')).toHaveText(/^\d{2}:\d{2} Given$/);
  await nurse.getByRole('tab', { name: 'Observations & notes' }).click();
  await nurse.getByRole('textbox', { name: 'Nursing note' }).fill('Afebrile since morning; eating well.');
  await nurse.getByRole('button', { name: 'Add note' }).click();
  await expect(nurse.getByTestId('note')).toContainText('Afebrile since morning');

  // The doctor writes the summary, prints it and discharges.
  await doctor.reload();
  await doctor.getByRole('tab', { name: 'Discharge' }).click();
  await doctor.getByRole('combobox', { name: 'Search ICD-10' }).fill('pneumonia');
  await doctor.getByRole('option', { name: /^J18\.9/ }).click();
  await doctor.getByLabel('Course in hospital').fill('IV antibiotics for five days; afebrile for 48 hours.');
  await pick(doctor, 'Condition at discharge', 'Improved');
  await doctor.getByRole('button', { name: 'Add medicine' }).click();
  await doctor.getByLabel('Medicine 1', { exact: true }).fill('Amoxicillin 500 mg');
  await doctor.getByLabel('Frequency 1', { exact: true }).fill('TDS');
  await doctor.getByLabel('Days 1', { exact: true }).fill('5');
  await doctor.getByLabel('Advice').fill('Plenty of fluids; review if fever returns.');
  await doctor.getByRole('button', { name: 'Save summary' }).click();
  await expect(doctor.getByText('Discharge summary saved')).toBeVisible();

  await doctor.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await doctor.getByRole('button', { name: 'Print summary' }).click();
  await expect.poll(() => doctor.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const printout = doctor.getByTestId('discharge-summary-print');
  await expect(printout).toContainText('Discharge Summary');
  await expect(printout).toContainText(givenName);
  await expect(printout).toContainText('ICD-10 J18.9');
  await expect(printout).toContainText('Amoxicillin 500 mg');
  await expect(printout).toContainText('Reg. No. MMC-2011/04567');

  // Billing holds the discharge until the IP bill is final and settled: the deposit covers it.
  await doctor.getByRole('button', { name: 'Discharge patient' }).click();
  await doctor.getByRole('dialog', { name: 'Discharge patient' }).getByRole('button', { name: 'Discharge' }).click();
  await expect(doctor.getByText(/IP bill is not finalized/)).toBeVisible();
  const desk = await signedIn(browser, DEMO.billing!);
  await desk.goto('/billing/bill-list-view');
  await desk.getByLabel('Search by name or MRN').fill(givenName);
  await desk
    .getByRole('table', { name: 'IP bills' })
    .getByRole('link', { name: new RegExp(givenName) })
    .click();
  await expect(desk.getByRole('table', { name: 'Room Charges' })).toContainText('Private Floor');
  await desk.getByRole('textbox', { name: 'Deposit (₹)' }).fill('50000');
  await desk.getByRole('button', { name: 'Take deposit' }).click();
  await expect(desk.getByText(/Deposit received: RC\//)).toBeVisible();
  await desk.getByRole('button', { name: 'Finalize bill' }).click();
  await desk.getByRole('dialog', { name: 'Finalize bill' }).getByRole('button', { name: 'Finalize bill' }).click();
  await expect(desk.getByText(/Bill BL\/\d{4}\/\d{6} finalized/)).toBeVisible();
  await desk.close();
  // The patient leaves against advice: the discharge records it.
  await doctor.getByRole('button', { name: 'Discharge patient' }).click();
  const leaving = doctor.getByRole('dialog', { name: 'Discharge patient' });
  await pick(doctor, 'Type of discharge', 'Left against medical advice (LAMA)');
  await leaving.getByRole('button', { name: 'Discharge' }).click();
  await expect(doctor.getByText('Patient discharged')).toBeVisible();
  await expect(doctor.getByText('Discharged', { exact: true }).first()).toBeVisible();
  await expect(doctor.getByText(/Left against medical advice \(LAMA\)/)).toBeVisible();

  // The bed is waiting for cleaning; the nurse makes it ready.
  await nurse.goto('/nurse/bed-board');
  await nurse.getByText('Private Floor', { exact: true }).click();
  const bedCard = nurse.getByLabel(`Bed ${bed}`);
  await expect(bedCard).toContainText('Cleaning');
  await bedCard.getByRole('button', { name: 'Mark ready' }).click();
  await expect(bedCard).toContainText('Available');

  // The admission note lists the stay as discharged, with View details.
  await nurse.goto('/nurse/admission-note?tab=admission');
  await nurse.getByLabel('Search by name').fill(givenName);
  const row = nurse.getByRole('row', { name: new RegExp(givenName) });
  await expect(row).toContainText('Discharged');
  await expect(row.getByRole('link', { name: 'View details' })).toBeVisible();
});
