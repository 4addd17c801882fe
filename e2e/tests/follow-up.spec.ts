import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiAs, DEMO, signedIn } from './support.ts';

test('a follow-up within the doctor’s validity shows at the desk and is billed at the follow-up fee', async ({
  browser,
  playwright,
  baseURL,
}) => {
  const admin = await apiAs(playwright, baseURL ?? '', DEMO.clinicAdmin!);
  const doctors = (await (await admin.request.get('/api/doctors', { headers: admin.headers })).json()) as {
    _id: string;
    name: string;
  }[];
  const doctor = doctors.find((d) => d.name === DEMO.doctor!.name)!;
  const rule = await admin.request.patch(`/api/staff/${doctor._id}`, {
    headers: admin.headers,
    data: { followUp: { days: 7, visits: 1, feePaise: 150_00 } },
  });
  expect(rule.status(), await rule.text()).toBe(200);

  const desk = await apiAs(playwright, baseURL ?? '', DEMO.reception!);
  const given = `Revisit${String(Date.now()).slice(-6)}`;
  const created = await desk.request.post('/api/patients', {
    headers: desk.headers,
    data: { givenName: given, familyName: 'Joshi', age: 45, gender: 'Male', phone: '9822044556', address: 'Pune' },
  });
  const patient = (await created.json()) as { _id: string };
  const doc = await apiAs(playwright, baseURL ?? '', DEMO.doctor!);
  const consult = async () => {
    const res = await doc.request.post('/api/encounters', {
      headers: { ...doc.headers, 'idempotency-key': randomUUID() },
      data: { patientId: patient._id, medicalHistory: {}, diagnoses: [{ code: null, description: 'Viral fever' }] },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await consult();

  // Booking the next visit, the desk sees it is a follow-up and what it costs.
  const reception = await signedIn(browser, DEMO.reception!);
  await reception.goto(`/reception/book-appointment/${patient._id}`);
  await reception.getByRole('combobox', { name: 'Doctor' }).click();
  await reception.getByRole('option', { name: `${DEMO.doctor!.name} (General Medicine)` }).click();
  await expect(reception.getByTestId('visit-fee')).toHaveText(/^Follow-up visit: ₹150\.00 \(valid until .+; 1 left\)$/);

  await consult();
  const charges = (await (
    await desk.request.get(`/api/patients/${patient._id}/charges`, { headers: desk.headers })
  ).json()) as { serviceName: string; price: number; category: string }[];
  expect(charges.filter((c) => c.category === 'Consultation').map((c) => [c.serviceName, c.price])).toContainEqual([
    `Follow-up consultation - ${DEMO.doctor!.name}`,
    150,
  ]);
  await reception.reload();
  await reception.getByRole('combobox', { name: 'Doctor' }).click();
  await reception.getByRole('option', { name: `${DEMO.doctor!.name} (General Medicine)` }).click();
  await expect(reception.getByTestId('visit-fee')).toHaveText(/^New visit: /);
});
