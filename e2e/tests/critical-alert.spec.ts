import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAs, DEMO, paidAtDesk, signedIn, signIn, type DemoUser } from './support.ts';

type Playwright = { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } };

/** A doctor of their own (not the one who orders), signed up through the administrator. */
async function anotherDoctor(playwright: Playwright, baseURL: string, stamp: string): Promise<DemoUser> {
  const { request, headers } = await apiAs(playwright, baseURL, DEMO.clinicAdmin!);
  const name = `Dr. Kiran Bose ${stamp}`;
  const email = `kiran${stamp}@demo.clinic`;
  const created = await request.post('/api/staff', {
    headers,
    data: { name, email, roles: ['doctor'], speciality: 'General Medicine' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { temporaryPassword } = (await created.json()) as { temporaryPassword: string };
  const self = await playwright.request.newContext({ baseURL });
  const login = await self.post('/api/auth/login', { data: { name, email, password: temporaryPassword } });
  const token = ((await login.json()) as { token: string }).token;
  const password = `Second-Opinion-${stamp}!`;
  const changed = await self.post('/api/auth/change-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { currentPassword: temporaryPassword, newPassword: password },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return { role: 'doctor', name, email, password, home: '/doctor' };
}

/** The demo doctor orders a KFT for a new patient; the desk takes the payment; the lab collects it. */
async function kftCollected(playwright: Playwright, baseURL: string, givenName: string) {
  const reception = await apiAs(playwright, baseURL, DEMO.reception!);
  const patient = await reception.request.post('/api/patients?allowDuplicate=true', {
    headers: reception.headers,
    data: {
      givenName,
      familyName: 'Kulkarni',
      age: 63,
      gender: 'Male',
      phone: `97${Date.now().toString().slice(-8)}`,
      address: 'Kothrud, Pune',
    },
  });
  expect(patient.status()).toBe(201);
  const { _id: patientId, mrn } = (await patient.json()) as { _id: string; mrn: string };
  const doctor = await apiAs(playwright, baseURL, DEMO.doctor!);
  const services = (await (await doctor.request.get('/api/service/all', { headers: doctor.headers })).json()) as {
    _id: string;
    name: string;
  }[];
  const kft = services.find((s) => s.name === 'Kidney Function Test (KFT)');
  const encounter = await doctor.request.post('/api/encounters', {
    headers: { ...doctor.headers, 'idempotency-key': `critical-e2e-${Date.now()}` },
    data: {
      patientId,
      medicalHistory: {},
      diagnoses: [{ description: 'Chronic kidney disease' }],
      labTests: [kft?._id],
    },
  });
  expect(encounter.status(), await encounter.text()).toBe(201);
  const orderId = ((await encounter.json()) as { orders: { _id: string }[] }).orders[0]!._id;
  await paidAtDesk(playwright, baseURL, patientId);
  const lab = await apiAs(playwright, baseURL, DEMO.lab!);
  const collected = await lab.request.post(`/api/lab/orders/${orderId}/collect`, { headers: lab.headers, data: {} });
  expect(collected.status(), await collected.text()).toBe(201);
  return { patientId, mrn, orderId, lab };
}

test('critical alert acknowledged only by its doctor', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString().slice(-6);
  const given = `Critical${stamp.slice(-5)}`;
  const other = await anotherDoctor(playwright, baseURL!, stamp);
  const { patientId, mrn, orderId, lab } = await kftCollected(playwright, baseURL!, given);

  // The lab enters a potassium of 7.0 mmol/L: beyond the critical limit of 6.5.
  const detail = (await (await lab.request.get(`/api/lab/orders/${orderId}`, { headers: lab.headers })).json()) as {
    parameters: { _id: string; name: string }[];
  };
  const values: Record<string, string> = {
    'Blood Urea': '92',
    'Serum Creatinine': '3.40',
    'Serum Sodium': '136',
    'Serum Potassium': '7.0',
  };
  const entered = await lab.request.put(`/api/lab/orders/${orderId}/results`, {
    headers: lab.headers,
    data: { results: detail.parameters.map((p) => ({ parameterId: p._id, value: values[p.name] ?? '' })) },
  });
  expect(entered.status(), await entered.text()).toBe(200);

  // The ordering doctor's queue shows it at once, still waiting for the lab's approval.
  await signIn(page, DEMO.doctor!);
  await page.goto('/doctor/op-queue');
  const mine = page.getByRole('region', { name: 'Critical lab values' });
  const banner = mine.getByRole('alert').filter({ hasText: `Critical: ${given}` });
  await expect(banner).toContainText('Serum Potassium 7.0 mmol/L (Critical high)');
  await expect(banner).toContainText('not yet approved');

  // The approval reaches the open banner live: it no longer says "not yet approved".
  const approver = await apiAs(playwright, baseURL!, DEMO.labApprover!);
  const approved = await approver.request.post(`/api/lab/orders/${orderId}/approve`, { headers: approver.headers });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect(banner).not.toContainText('not yet approved');

  // Another doctor opening the patient sees the alert and the values out of range, but no Acknowledge.
  const second = await signedIn(browser, other);
  await second.goto(`/doctor/patient-record-medicalform/${patientId}`);
  const theirs = second.getByRole('region', { name: 'Critical lab values' });
  const seen = theirs.getByRole('alert').filter({ hasText: `Critical: ${given}` });
  await expect(seen).toContainText(mrn);
  await expect(seen).toContainText('For the ordering doctor to acknowledge');
  await expect(seen.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  await expect(second.getByRole('region', { name: 'Abnormal lab results' })).toContainText('Serum Creatinine 3.40');
  // The server refuses it too (not a matter of a hidden button).
  const asOther = await apiAs(playwright, baseURL!, other);
  const alerts = await asOther.request.get(`/api/lab/critical-alerts?patientId=${patientId}`, {
    headers: asOther.headers,
  });
  const [{ reportId }] = (await alerts.json()) as [{ reportId: string }];
  const refused = await asOther.request.post(`/api/lab/critical-alerts/${reportId}/acknowledge`, {
    headers: asOther.headers,
  });
  expect(refused.status()).toBe(403);

  // The ordering doctor acknowledges it; the other doctor's open banner goes too, without a reload.
  await banner.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(banner).toHaveCount(0);
  await expect(seen).toHaveCount(0);
  await expect(theirs).toContainText('No critical lab values waiting');
});
