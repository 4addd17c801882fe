import { expect, test, type Page } from '@playwright/test';
import { apiAs, DEMO, signedIn } from './support.ts';

type Api = Awaited<ReturnType<typeof apiAs>>;
let keys = 0;
const key = () => ({ 'idempotency-key': `ip-bill-e2e-${Date.now()}-${++keys}` });

async function ok<T>(
  res: Promise<{ status: () => number; json: () => Promise<unknown>; text: () => Promise<string> }>,
) {
  const r = await res;
  expect(r.status(), await r.text()).toBeLessThan(300);
  return (await r.json()) as T;
}

async function freeBed(api: Api, wardName: string) {
  const wards = await ok<{ _id: string; name: string }[]>(api.request.get('/api/wards', { headers: api.headers }));
  const ward = wards.find((w) => w.name === wardName);
  const beds = await ok<{ _id: string }[]>(
    api.request.get(`/api/beds/available?wardId=${ward?._id}`, { headers: api.headers }),
  );
  return { wardId: ward?._id ?? '', bedId: beds[0]?._id ?? '' };
}

/**
 * A stay built through the API the way the wards build it: admitted to the Private Floor, moved to
 * General Ward A, a CBC ordered and a medicine issued to the ward by the pharmacy.
 */
async function stayWithCharges(playwright: Parameters<typeof apiAs>[0], baseURL: string, givenName: string) {
  const reception = await apiAs(playwright, baseURL, DEMO.reception!);
  const patient = await ok<{ _id: string }>(
    reception.request.post('/api/patients?allowDuplicate=true', {
      headers: reception.headers,
      data: {
        givenName,
        familyName: 'Deshpande',
        age: 61,
        gender: 'Male',
        phone: `96${Date.now().toString().slice(-8)}`,
        address: 'Aundh, Pune',
      },
    }),
  );
  const privateBed = await freeBed(reception, 'Private Floor');
  const doctors = await ok<{ _id: string; name: string }[]>(
    reception.request.get('/api/doctors', { headers: reception.headers }),
  );
  const clock = await ok<{ date: string }>(reception.request.get('/api/clinic/clock', { headers: reception.headers }));
  const admission = await ok<{ _id: string; ipNumber: string }>(
    reception.request.post('/api/admissions', {
      headers: reception.headers,
      data: {
        patientId: patient._id,
        admissionDate: clock.date,
        admissionTime: '00:00',
        department: 'Cardiology',
        admittingDoctorId: doctors.find((d) => d.name === 'Dr. Priya Sharma')?._id,
        reasonForAdmission: 'Cellulitis of the left leg',
        wardId: privateBed.wardId,
        roomType: 'private',
        bedId: privateBed.bedId,
      },
    }),
  );
  const nurse = await apiAs(playwright, baseURL, DEMO.nurse!);
  const general = await freeBed(nurse, 'General Ward A');
  await ok(
    nurse.request.post(`/api/admissions/${admission._id}/transfer`, {
      headers: nurse.headers,
      data: { bedId: general.bedId, reason: 'Private room not needed' },
    }),
  );
  const doctor = await apiAs(playwright, baseURL, DEMO.doctor!);
  const services = await ok<{ _id: string; name: string }[]>(
    doctor.request.get('/api/service/all', { headers: doctor.headers }),
  );
  const cbc = services.find((s) => s.name === 'Complete Blood Count (CBC)');
  await ok(
    doctor.request.post(`/api/admissions/${admission._id}/orders`, {
      headers: { ...doctor.headers, ...key() },
      data: { labTests: [cbc?._id] },
    }),
  );
  const drugs = await ok<{ _id: string; name: string }[]>(
    doctor.request.get('/api/inventory/drug/all-drugs', { headers: doctor.headers }),
  );
  await ok(
    doctor.request.post(`/api/admissions/${admission._id}/medication-orders`, {
      headers: doctor.headers,
      data: {
        drugId: drugs.find((d) => d.name === 'Paracetamol 500mg Tablet')?._id,
        dose: '500 mg',
        route: 'Oral',
        frequency: 'STAT',
        startDate: clock.date,
        startTime: '00:00',
      },
    }),
  );
  const pharmacy = await apiAs(playwright, baseURL, DEMO.pharmacy!);
  const orders = await ok<{ data: { orderId: string; offers: { batchId: string }[] }[] }>(
    pharmacy.request.get(`/api/pharmacy/ip-prescriptions?search=${givenName}`, { headers: pharmacy.headers }),
  );
  const order = orders.data[0];
  await ok(
    pharmacy.request.post(`/api/pharmacy/ip-prescriptions/${order?.orderId}/issues`, {
      headers: { ...pharmacy.headers, ...key() },
      data: { batchId: order?.offers[0]?.batchId, quantity: 3 },
    }),
  );
  return { admissionId: admission._id, ipNumber: admission.ipNumber, nurse, doctor };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name.replace('/', '\\/')}`) });

test('an IP stay is billed: transfer, deposit, ward issue and lab test, a discount approved, finalized, discharged and closed', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const givenName = `Folio${Date.now().toString().slice(-6)}`;
  const { admissionId, ipNumber, nurse, doctor } = await stayWithCharges(playwright, baseURL!, givenName);

  // One of the three tablets comes back from the ward unused: the pharmacy restocks it and the stay is credited.
  const pharmacist = await signedIn(browser, DEMO.pharmacy!);
  await pharmacist.goto('/pharmacy/ip-prescription');
  await pharmacist.getByRole('button', { name: 'Ward returns' }).click();
  const returns = pharmacist.getByRole('dialog', { name: 'Ward returns' });
  await returns.getByLabel('IP number').fill(ipNumber);
  const issued = returns.getByRole('row', { name: /Paracetamol 500mg Tablet/ });
  await issued.getByLabel('Units back').fill('1');
  await issued.getByRole('button', { name: 'Return' }).click();
  await expect(pharmacist.getByText('1 back on the shelf; ₹3.00 credited')).toBeVisible();
  await expect(issued).toContainText(/3\s*1/);
  await pharmacist.close();

  // The billing desk opens the patient bill from IP Billing and sees every area's charges.
  const desk = await signedIn(browser, DEMO.billing!);
  await desk.goto('/billing/bill-list-view');
  await desk.getByLabel('Search by name or MRN').fill(givenName);
  const row = desk.getByRole('table', { name: 'IP bills' }).getByRole('row', { name: new RegExp(givenName) });
  await row.getByRole('link', { name: 'Patient bill' }).click();
  await expect(tab(desk, 'BILL SUMMARY')).toHaveAttribute('aria-selected', 'true');
  await tab(desk, 'BILL DETAILS').click();
  const rooms = desk.getByRole('table', { name: 'Room Charges' });
  // A stay with no midnight yet is one day, at the bed it began in; the API tests price the split.
  await expect(rooms).toContainText('Private Floor');
  await expect(desk.getByRole('table', { name: 'Services' })).toContainText('Complete Blood Count (CBC)');
  await expect(desk.getByRole('table', { name: 'Medications' })).toContainText('Paracetamol 500mg Tablet');

  // A deposit, with its receipt.
  await tab(desk, 'PAYMENT / DEPOSIT').click();
  await desk.getByRole('textbox', { name: 'Deposit (₹)' }).fill('500');
  await desk.getByRole('button', { name: 'Take deposit' }).click();
  await expect(desk.getByText(/Deposit received: RC\//)).toBeVisible();
  await expect(desk.getByRole('table', { name: 'Receipts' })).toContainText('Advance');

  // 15% on the whole bill is above the 10% limit: it waits for a clinic administrator.
  await tab(desk, 'DISCOUNT').click();
  await desk.getByRole('textbox', { name: 'Discount (%)' }).fill('15');
  await desk.getByRole('textbox', { name: 'Reason' }).fill('Financial hardship');
  await desk.getByRole('button', { name: 'Send for approval' }).click();
  await expect(desk.getByText('Discount sent for approval')).toBeVisible();
  await tab(desk, 'AUTHORIZATION').click();
  await expect(desk.getByText(/Waiting for a clinic administrator/)).toBeVisible();

  const admin = await signedIn(browser, DEMO.clinicAdmin!);
  await admin.goto('/billing/bill-list-view');
  await admin
    .getByRole('table', { name: 'Discounts waiting for approval' })
    .getByRole('link', { name: new RegExp(givenName) })
    .click();
  const pending = admin.getByRole('table', { name: 'Discounts' }).getByRole('row', { name: /Financial hardship/ });
  await pending.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Discount approved')).toBeVisible();
  await expect(pending).toContainText('Approved');
  await admin.close();

  // The ward initiates the discharge; the desk finalizes with the approved discount.
  await ok(nurse.request.post(`/api/admissions/${admissionId}/initiate-discharge`, { headers: nurse.headers }));
  await desk.reload();
  await tab(desk, 'DISCHARGE').click();
  await desk.getByRole('button', { name: 'Finalize bill' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Finalize bill' });
  await expect(dialog).toContainText('Approved discounts apply: 15% on Whole bill');
  // The ward's CBC is not done yet: the desk sees it and carries it on the bill.
  await expect(dialog.getByText('Orders still pending')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Finalize bill' })).toBeDisabled();
  await dialog.getByLabel('Carry the pending orders on this bill').check();
  await dialog.getByRole('button', { name: 'Finalize bill' }).click();
  await expect(desk.getByText(/^Bill BL\/\d{4}\/\d{6} finalized$/)).toBeVisible();
  // The original prints as it is finalized, headed with the stay, each line as quantity × rate.
  const original = desk.getByTestId('bill-print');
  await expect(original).toContainText(/IP number: IP\//);
  await expect(original).toContainText('Consultant: Dr. Priya Sharma');
  await expect(original).toContainText('Discharged: —');
  await expect(original).toContainText('Ward / bed class: General Ward A (General)');
  await expect(original).toContainText('Paracetamol 500mg Tablet (batch');
  await expect(original).toContainText('2 × ₹3.00₹6.00');
  await expect(desk.getByText(/to collect, or credit allowed/)).toBeVisible();

  // A final bill is not a settled one: the doctor cannot discharge while the patient owes.
  await ok(
    doctor.request.put(`/api/admissions/${admissionId}/discharge-summary`, {
      headers: doctor.headers,
      data: {
        diagnoses: [{ description: 'Cellulitis of lower limb' }],
        procedures: '',
        course: 'IV antibiotics; swelling settled.',
        condition: 'Improved',
        advice: 'Keep the leg raised.',
      },
    }),
  );
  const owing = await doctor.request.post(`/api/admissions/${admissionId}/discharge`, { headers: doctor.headers });
  expect(owing.status()).toBe(409);
  expect(await owing.text()).toContain('is still due on this stay');

  // The patient pays the balance; billing's clearance is given and the doctor discharges.
  await desk.reload();
  await tab(desk, 'BILL SUMMARY').click();
  await expect(desk.getByRole('table', { name: 'Bill summary' }).getByRole('row', { name: /^Discount/ })).toContainText(
    '− ₹',
  );
  const billing = await apiAs(playwright, baseURL!, DEMO.billing!);
  const view = await ok<{ balancePaise: number }>(
    billing.request.get(`/api/billing/ip/${admissionId}`, { headers: billing.headers }),
  );
  expect(view.balancePaise).toBeGreaterThan(0);
  await tab(desk, 'PAYMENT / DEPOSIT').click();
  await desk.getByRole('textbox', { name: 'Payment (₹)' }).fill(String(view.balancePaise / 100));
  await desk.getByRole('button', { name: 'Take payment' }).click();
  await expect(desk.getByText(/Payment received: RC\//)).toBeVisible();
  await tab(desk, 'DISCHARGE').click();
  await expect(desk.getByText(/billing clearance given/)).toBeVisible();
  await ok(doctor.request.post(`/api/admissions/${admissionId}/discharge`, { headers: doctor.headers }));
  await desk.reload();

  await tab(desk, 'DISCHARGE').click();
  await expect(desk.getByText(/^Discharged /)).toBeVisible();
  await tab(desk, 'FOLIO CLOSURE').click();
  await desk.getByRole('button', { name: 'Close account' }).click();
  await desk.getByRole('dialog', { name: 'Close account' }).getByRole('button', { name: 'Close account' }).click();
  await expect(desk.getByText('Account closed', { exact: true }).first()).toBeVisible();
  await expect(desk.getByText(/Closed by Manoj Gupta/)).toBeVisible();
});
