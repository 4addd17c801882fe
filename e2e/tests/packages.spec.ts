import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiAs, DEMO, signedIn } from './support.ts';

test('the billing desk adds a package, puts it on a stay and sees the bill under it; the administrator breaks it back to itemised', async ({
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString().slice(-6);
  const code = `HERNIA-${tag}`;

  const billing = await signedIn(browser, DEMO.billing!);
  await billing.goto('/billing/packages');
  await expect(billing.getByRole('heading', { level: 1, name: 'Packages' })).toBeVisible();
  await expect(billing.getByRole('table', { name: 'Packages' })).toContainText('LAPCHOLE');
  await billing.getByRole('button', { name: 'Add package' }).click();
  const form = billing.getByRole('dialog', { name: 'Add package' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Name').fill('Inguinal hernia repair package');
  await form.getByLabel('General').fill('30000');
  await form.getByLabel('Room days included').fill('2');
  await form.getByRole('button', { name: 'Add inclusion' }).click();
  await form.getByLabel('Inclusion 1 value').fill('Procedure');
  await form.getByLabel('Inclusion 1 label').fill('Surgery and OT');
  await form.getByRole('button', { name: 'Add exclusion' }).click();
  await form.getByLabel('Exclusion 1 value').fill('Miscellaneous');
  await form.getByLabel('Exclusion 1 label').fill('Mesh and items added by hand');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
  const row = billing.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('General ₹30,000.00');
  await expect(row).toContainText('Surgery and OT, not Mesh and items added by hand');

  // A stay in General Ward B's last bed (the in-patient test takes B2 and B5), with a mesh added by hand.
  const desk = await apiAs(playwright, baseURL!, DEMO.reception!);
  const post = async (url: string, data: object, as = desk) => {
    const res = await as.request.post(url, { headers: { ...as.headers, 'idempotency-key': randomUUID() }, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as { _id: string };
  };
  const patient = await post('/api/patients?allowDuplicate=true', {
    givenName: `Package${tag}`,
    familyName: 'Kulkarni',
    age: 52,
    gender: 'Male',
    phone: `95${tag}44`,
    address: 'Aundh, Pune',
  });
  const beds = (await (await desk.request.get('/api/beds/available', { headers: desk.headers })).json()) as {
    _id: string;
    number: string;
    wardId: string;
    roomType: string;
  }[];
  const bed = beds.find((b) => b.number === 'B6')!;
  const doctors = (await (await desk.request.get('/api/doctors', { headers: desk.headers })).json()) as {
    _id: string;
    name: string;
  }[];
  const clock = (await (await desk.request.get('/api/clinic/clock', { headers: desk.headers })).json()) as {
    date: string;
  };
  const stay = await post('/api/admissions', {
    patientId: patient._id,
    admissionDate: clock.date,
    department: 'Cardiology',
    admittingDoctorId: doctors.find((d) => d.name === 'Dr. Vikram Rao')!._id,
    reasonForAdmission: 'Right inguinal hernia',
    wardId: bed.wardId,
    roomType: bed.roomType,
    bedId: bed._id,
  });
  const desk2 = await apiAs(playwright, baseURL!, DEMO.billing!);
  await post(
    `/api/billing/ip/${stay._id}/misc-lines`,
    { description: 'Prolene mesh 15 x 15 cm', amountPaise: 4_500_00, reason: 'Used in theatre' },
    desk2,
  );

  await billing.goto(`/billing/patient-bill?admission=${stay._id}&tab=contract`);
  const panel = billing.getByLabel('Stay package');
  await expect(billing.getByText('No package: the stay is billed item by item.')).toBeVisible();
  await billing.getByRole('combobox', { name: 'Package' }).click();
  await billing.getByRole('option', { name: `${code} — Inguinal hernia repair package` }).click();
  await billing.getByRole('button', { name: 'Apply package' }).click();
  await expect(billing.getByText('Package applied')).toBeVisible();
  await expect(panel).toContainText(`${code} — Inguinal hernia repair package (General)`);
  await expect(panel).toContainText(
    /Covers items worth ₹[\d,]+\.\d{2} on the bill as it stands; extras billed: ₹4,500\.00/,
  );
  await expect(billing.getByRole('button', { name: 'Change package' })).toHaveCount(0);

  await billing.getByRole('tab', { name: 'BILL DETAILS' }).click();
  const packageTable = billing.getByRole('table', { name: 'Package', exact: true });
  await expect(packageTable.getByRole('row').nth(1)).toContainText(`Package ${code}`);
  await expect(packageTable.getByRole('row').nth(1)).toContainText('₹30,000.00');
  await expect(packageTable).toContainText('— included in package');
  await expect(packageTable.getByText('Included').first()).toBeVisible();
  await expect(billing.getByRole('table', { name: 'Miscellaneous' })).toContainText(
    'Prolene mesh 15 x 15 cm — excluded from package',
  );

  const admin = await signedIn(browser, DEMO.clinicAdmin!);
  await admin.goto(`/billing/patient-bill?admission=${stay._id}&tab=contract`);
  await admin.getByRole('button', { name: 'Break package' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Break package' });
  await dialog.getByLabel('Reason').fill('Converted to open repair: billed item by item');
  await dialog.getByRole('button', { name: 'Break package' }).click();
  await expect(admin.getByText('No package: the stay is billed item by item.')).toBeVisible();
  await expect(admin.getByLabel('Earlier packages')).toContainText(`${code} broken by Anita Desai on`);
  await admin.getByRole('tab', { name: 'BILL DETAILS' }).click();
  await expect(admin.getByRole('table', { name: 'Package', exact: true })).toHaveCount(0);
  await expect(admin.getByRole('table', { name: 'Miscellaneous' })).toContainText('Prolene mesh 15 x 15 cm');
});
