import { expect, test } from '@playwright/test';
import { apiAs, DEMO, signIn } from './support.ts';

test('reception settles a part-paid OP bill from the patient record, and the dues go to nil', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { request, headers } = await apiAs(playwright, baseURL!, DEMO.reception!);
  const stamp = String(Date.now()).slice(-6);
  const patient = (await (
    await request.post('/api/patients?allowDuplicate=true', {
      headers,
      data: {
        givenName: `Dues${stamp}`,
        familyName: 'Shinde',
        age: 58,
        gender: 'Male',
        phone: `98${stamp}11`,
        address: 'Aundh, Pune',
      },
    })
  ).json()) as { _id: string; mrn: string };
  const services = (await (await request.get('/api/service/all', { headers })).json()) as {
    _id: string;
    category: string;
    isActive: boolean;
    price: number;
  }[];
  const service = services.find((s) => s.isActive && s.price >= 200)!;
  await request.post(`/api/patients/${patient._id}/charges`, { headers, data: { serviceId: service._id } });
  const pending = (await (await request.get(`/api/billing/op/${patient._id}`, { headers })).json()) as {
    charges: { _id: string }[];
  };
  const billed = await request.post('/api/billing/op-bills', {
    headers: { ...headers, 'idempotency-key': `dues-${stamp}-bill` },
    data: {
      patientId: patient._id,
      chargeIds: pending.charges.map((c) => c._id),
      discountPercent: 0,
      payment: { mode: 'Cash', amountPaise: 10_000 },
    },
  });
  expect(billed.status()).toBe(201);
  const bill = (await billed.json()) as { number: string; balancePaise: number };
  expect(bill.balancePaise).toBeGreaterThan(0);

  await signIn(page, DEMO.reception!);
  await page.goto(`/reception/patient-record/${patient._id}`);
  await expect(page.getByRole('heading', { name: 'Bills and dues' })).toBeVisible();
  const due = `₹${(bill.balancePaise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
  await expect(page.getByText(`Dues: ${due}`)).toBeVisible();
  const row = page.getByRole('table', { name: 'Bills' }).getByRole('row', { name: new RegExp(bill.number) });
  await row.getByRole('button', { name: 'Take payment' }).click();
  const dialog = page.getByRole('dialog', { name: `Take payment on ${bill.number}` });
  await dialog.getByRole('button', { name: 'Take payment' }).click();
  await expect(page.getByText(/Payment received: RC\/\d{4}\/\d{6}/)).toBeVisible();
  await expect(page.getByText('No dues')).toBeVisible();
  await expect(row).toContainText('₹0.00');
});
