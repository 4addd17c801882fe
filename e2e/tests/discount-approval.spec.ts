import { expect, test } from '@playwright/test';
import { apiAs, DEMO, signedIn, signIn } from './support.ts';

test('the billing desk sends an OP discount above the limit for approval from its home, the administrator approves it there, and the bill is final', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  // Two sign-ins and a bill made on approval, on the loaded 2-core runner.
  test.setTimeout(60_000);
  const reception = await apiAs(playwright, baseURL!, DEMO.reception!);
  const stamp = String(Date.now()).slice(-6);
  const name = `Disc${stamp} Kulkarni`;
  const patient = (await (
    await reception.request.post('/api/patients?allowDuplicate=true', {
      headers: reception.headers,
      data: {
        givenName: `Disc${stamp}`,
        familyName: 'Kulkarni',
        age: 67,
        gender: 'Female',
        phone: `97${stamp}22`,
        address: 'Kothrud, Pune',
      },
    })
  ).json()) as { _id: string; mrn: string };
  const services = (await (await reception.request.get('/api/service/all', { headers: reception.headers })).json()) as {
    _id: string;
    isActive: boolean;
    price: number;
  }[];
  const service = services.find((s) => s.isActive && s.price >= 200)!;
  const charged = await reception.request.post(`/api/patients/${patient._id}/charges`, {
    headers: reception.headers,
    data: { serviceId: service._id },
  });
  expect(charged.status(), await charged.text()).toBe(201);

  // The billing desk lands on its work queue and bills the charge from there.
  await signIn(page, DEMO.billing!);
  await expect(page).toHaveURL('/billing');
  const unbilled = page.getByRole('region', { name: 'Unbilled OP charges' });
  const row = unbilled.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(patient.mrn);
  await row.getByRole('button', { name: 'Bill' }).click();
  const dialog = page.getByRole('dialog', { name: `Bill · ${name} (${patient.mrn})` });
  await dialog.getByLabel('Discount (%)').fill('20');
  await dialog.getByLabel('Discount reason').fill('Senior citizen on a pension');
  await dialog.getByRole('button', { name: 'Send for approval' }).click();
  await expect(page.getByText('Discount sent for approval; the bill is made when it is approved')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The clinic administrator finds the request on the billing home and approves it.
  const admin = await signedIn(browser, DEMO.clinicAdmin!);
  await admin.goto('/billing');
  const request = admin
    .getByRole('table', { name: 'Discounts waiting for approval' })
    .getByRole('row', { name: new RegExp(name) });
  await expect(request).toContainText('20%');
  await expect(request).toContainText('Senior citizen on a pension');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`Approved: the bill of ${name} is final`)).toBeVisible();
  await expect(request).toHaveCount(0);
  await admin.context().close();

  // One final bill with the discount; on the desk's home it has left the unbilled and waits for its payment.
  const billing = await apiAs(playwright, baseURL!, DEMO.billing!);
  const bills = (await (
    await billing.request.get(`/api/billing/patients/${patient._id}/bills`, { headers: billing.headers })
  ).json()) as { _id: string; number: string; kind: string; finalizedAt: string; balancePaise: number }[];
  expect(bills).toHaveLength(1);
  const bill = (await (
    await billing.request.get(`/api/billing/bills/${bills[0]!._id}`, { headers: billing.headers })
  ).json()) as { kind: string; number: string; discountPercent: number; discountReason: string; finalizedAt: string };
  expect(bill).toMatchObject({ kind: 'OP', discountPercent: 20, discountReason: 'Senior citizen on a pension' });
  expect(bill.finalizedAt).toBeTruthy();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Bills with dues' }).getByRole('row', { name: new RegExp(name) }),
  ).toContainText(bill.number);
  await expect(unbilled.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});
