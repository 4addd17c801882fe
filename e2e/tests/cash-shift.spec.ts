import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAs, DEMO, signIn, type DemoUser } from './support.ts';

/** A billing cashier of their own, so no other test's receipts land in this shift. */
async function freshCashier(
  playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } },
  baseURL: string,
  stamp: string,
): Promise<DemoUser> {
  const { request, headers } = await apiAs(playwright, baseURL, DEMO.clinicAdmin!);
  const name = `Cashier ${stamp}`;
  const email = `cashier${stamp}@demo.clinic`;
  const created = await request.post('/api/staff', { headers, data: { name, email, roles: ['billing'] } });
  expect(created.status(), await created.text()).toBe(201);
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
  const self = await playwright.request.newContext({ baseURL });
  const login = await self.post('/api/auth/login', { data: { name, email, password: temporaryPassword } });
  const token = ((await login.json()) as { token: string }).token;
  const password = `Till-Count-${stamp}!`;
  const changed = await self.post('/api/auth/change-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { currentPassword: temporaryPassword, newPassword: password },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return { role: 'billing', name, email, password, home: '/billing' };
}

test('a cashier opens a shift, takes receipts, closes ₹10 short with a reason and prints the handover slip', async ({
  page,
  playwright,
  baseURL,
}) => {
  const stamp = String(Date.now()).slice(-6);
  const cashier = await freshCashier(playwright, baseURL!, stamp);

  await signIn(page, cashier);
  await page.goto('/billing/shift');
  await expect(page.getByRole('heading', { name: 'Open a shift' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Opening float (₹)' }).fill('1000');
  await page.getByRole('button', { name: 'Open shift' }).click();
  await expect(page.getByText(/Shift SH\/\d{4}\/\d{5} opened at Billing counter/)).toBeVisible();

  // Two receipts at the desk: ₹300 in cash with the bill, the rest of it by UPI.
  const reception = await apiAs(playwright, baseURL!, DEMO.reception!);
  const patient = (await (
    await reception.request.post('/api/patients?allowDuplicate=true', {
      headers: reception.headers,
      data: {
        givenName: `Till${stamp}`,
        familyName: 'Rao',
        age: 44,
        gender: 'Female',
        phone: `97${stamp}22`,
        address: 'Baner, Pune',
      },
    })
  ).json()) as { _id: string };
  const services = (await (await reception.request.get('/api/service/all', { headers: reception.headers })).json()) as {
    _id: string;
    isActive: boolean;
    price: number;
  }[];
  const service = services.find((s) => s.isActive && s.price >= 400 && Number.isInteger(s.price))!;
  await reception.request.post(`/api/patients/${patient._id}/charges`, {
    headers: reception.headers,
    data: { serviceId: service._id },
  });
  const { request, headers } = await apiAs(playwright, baseURL!, cashier);
  const pending = (await (await request.get(`/api/billing/op/${patient._id}`, { headers })).json()) as {
    charges: { _id: string }[];
  };
  const billed = await request.post('/api/billing/op-bills', {
    headers: { ...headers, 'idempotency-key': `shift-${stamp}-bill` },
    data: {
      patientId: patient._id,
      chargeIds: pending.charges.map((c) => c._id),
      discountPercent: 0,
      payment: { mode: 'Cash', amountPaise: 30_000 },
    },
  });
  expect(billed.status(), await billed.text()).toBe(201);
  const bill = (await billed.json()) as { _id: string; balancePaise: number };
  const rest = await request.post(`/api/billing/bills/${bill._id}/payments`, {
    headers: { ...headers, 'idempotency-key': `shift-${stamp}-rest` },
    data: { mode: 'UPI', reference: `UPI${stamp}`, amountPaise: bill.balancePaise },
  });
  expect(rest.status(), await rest.text()).toBe(201);
  const upi = `₹${(bill.balancePaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;

  await page.reload();
  const byMode = page.getByRole('table', { name: 'Money by mode' });
  await expect(byMode.getByRole('row', { name: /^Cash/ })).toContainText('₹1,300.00');
  await expect(byMode.getByRole('row', { name: /^UPI/ })).toContainText(upi);
  await expect(page.getByRole('table', { name: 'Receipts of the shift' }).getByRole('row')).toHaveCount(3);

  await page.getByRole('textbox', { name: 'Cash counted (₹)' }).fill('1290');
  await page.getByRole('button', { name: 'Close shift' }).click();
  await expect(page.getByText('Say why the count differs from what was expected').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Note' }).fill('₹10 change given twice');
  await page.getByRole('button', { name: 'Close shift' }).click();
  await expect(page.getByText(/Shift SH\/\d{4}\/\d{5} closed/)).toBeVisible();
  await expect(byMode.first().getByRole('row', { name: /^Cash/ })).toContainText('-₹10.00');
  await expect(page.getByRole('heading', { name: 'Open a shift' })).toBeVisible();

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print handover slip' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const slip = page.getByTestId('shift-slip-print');
  await expect(slip).toContainText('Shift Handover Slip');
  await expect(slip).toContainText('₹1,290.00');
  await expect(slip).toContainText('-₹10.00');
  await expect(slip).toContainText('₹10 change given twice');
  await expect(slip).toContainText(`Handed over by ${cashier.name}`);
});
