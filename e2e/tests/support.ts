import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

/** The clinic time zone the test server runs in (chosen in playwright.config.ts). */
export const CLINIC_TIMEZONE = process.env.E2E_CLINIC_TIMEZONE ?? 'Asia/Kolkata';

export type DemoUser = { role: string; name: string; email: string; password: string; home: string };

/** The demo accounts the server seeds in demo mode, with the area each lands on. */
export const DEMO: Record<string, DemoUser> = {
  clinicAdmin: {
    role: 'clinicAdmin',
    name: 'Anita Desai',
    email: 'admin@demo.clinic',
    password: 'Admin@Demo2026',
    home: '/reception',
  },
  reception: {
    role: 'reception',
    name: 'Rahul Verma',
    email: 'reception@demo.clinic',
    password: 'Reception@Demo2026',
    home: '/reception',
  },
  doctor: {
    role: 'doctor',
    name: 'Dr. Priya Sharma',
    email: 'doctor@demo.clinic',
    password: 'Doctor@Demo2026',
    home: '/doctor',
  },
  nurse: {
    role: 'nurse',
    name: 'Sunita Pillai',
    email: 'nurse@demo.clinic',
    password: 'Nurse@Demo2026',
    home: '/nurse',
  },
  lab: { role: 'lab', name: 'Arjun Nair', email: 'lab@demo.clinic', password: 'Lab@Demo2026', home: '/lab' },
  labApprover: {
    role: 'lab',
    name: 'Meera Iyer',
    email: 'lab2@demo.clinic',
    password: 'Approver@Demo2026',
    home: '/lab',
  },
  pharmacy: {
    role: 'pharmacy',
    name: 'Kavita Joshi',
    email: 'pharmacy@demo.clinic',
    password: 'Pharmacy@Demo2026',
    home: '/pharmacy',
  },
  inventory: {
    role: 'inventory',
    name: 'Vikram Singh',
    email: 'inventory@demo.clinic',
    password: 'Inventory@Demo2026',
    home: '/inventory',
  },
  otscheduler: {
    role: 'otscheduler',
    name: 'Farhan Qureshi',
    email: 'ot@demo.clinic',
    password: 'Theatre@Demo2026',
    home: '/otscheduler',
  },
  radiology: {
    role: 'radiology',
    name: 'Dr. Lakshmi Rao',
    email: 'radiology@demo.clinic',
    password: 'Radiology@Demo2026',
    home: '/radiology',
  },
  billing: {
    role: 'billing',
    name: 'Manoj Gupta',
    email: 'billing@demo.clinic',
    password: 'Billing@Demo2026',
    home: '/billing',
  },
};

export async function fillLogin(page: Page, user: { name: string; email: string; password: string }): Promise<void> {
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.locator('input[type=password]').fill(user.password);
}

/** Signs in through the form, starting from /login. */
export async function signIn(page: Page, user: DemoUser): Promise<void> {
  await page.goto('/login');
  await fillLogin(page, user);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('logged-in-as')).toContainText(user.name);
}

/** An API client signed in as a demo user, with its own cookie jar and a bearer token. */
export async function apiAs(
  playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } },
  baseURL: string,
  user: DemoUser,
): Promise<{ request: APIRequestContext; headers: Record<string, string> }> {
  const request = await playwright.request.newContext({ baseURL });
  const res = await request.post('/api/auth/login', {
    data: { name: user.name, email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { request, headers: { authorization: `Bearer ${((await res.json()) as { token: string }).token}` } };
}

/** A page of its own browser context, signed in as a demo user. */
export async function signedIn(browser: Browser, user: DemoUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

/**
 * The billing desk bills a patient's pending OP charges and takes the whole amount by UPI: bill
 * before service holds the lab's sample and radiology's study until then.
 */
export async function paidAtDesk(
  playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } },
  baseURL: string,
  patientId: string,
): Promise<void> {
  const { request, headers } = await apiAs(playwright, baseURL, DEMO.billing!);
  const pending = (await (await request.get(`/api/billing/op/${patientId}`, { headers })).json()) as {
    charges: { _id: string; amountPaise: number }[];
  };
  const billed = await request.post('/api/billing/op-bills', {
    headers: { ...headers, 'idempotency-key': `paid-${patientId}` },
    data: {
      patientId,
      chargeIds: pending.charges.map((c) => c._id),
      discountPercent: 0,
      payment: { mode: 'UPI', reference: `UPI-${patientId.slice(0, 8)}`, amountPaise: 0 },
    },
  });
  expect(billed.status(), await billed.text()).toBe(201);
  const bill = (await billed.json()) as { _id: string; balancePaise: number };
  const paid = await request.post(`/api/billing/bills/${bill._id}/payments`, {
    headers: { ...headers, 'idempotency-key': `paid-rest-${patientId}` },
    data: { mode: 'UPI', reference: `UPI-${patientId.slice(0, 8)}`, amountPaise: bill.balancePaise },
  });
  expect(paid.status(), await paid.text()).toBe(201);
}

/** The bearer header of a demo user signed in through the API. */
export async function bearer(request: APIRequestContext, user: DemoUser): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/login', {
    data: { name: user.name, email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/**
 * Admits a new patient through the API into the first free bed of a ward (the Private Floor unless
 * named): specs running side by side take beds of different wards so none runs out.
 */
export async function admitted(request: APIRequestContext, givenName: string, wardName = 'Private Floor') {
  const headers = await bearer(request, DEMO.reception!);
  const patient = await request.post('/api/patients?allowDuplicate=true', {
    headers,
    data: {
      givenName,
      familyName: 'Nair',
      age: 54,
      gender: 'Female',
      phone: `97${Date.now().toString().slice(-8)}`,
      address: 'Baner, Pune',
    },
  });
  expect(patient.status()).toBe(201);
  const wards = (await (await request.get('/api/wards', { headers })).json()) as { _id: string; name: string }[];
  const ward = wards.find((w) => w.name === wardName);
  const free = (await (await request.get(`/api/beds/available?wardId=${ward?._id}`, { headers })).json()) as {
    _id: string;
    number: string;
    roomType: string;
  }[];
  const bed = free[0];
  const doctors = (await (await request.get('/api/doctors', { headers })).json()) as { _id: string; name: string }[];
  const clock = (await (await request.get('/api/clinic/clock', { headers })).json()) as { date: string };
  const res = await request.post('/api/admissions', {
    headers,
    data: {
      patientId: ((await patient.json()) as { _id: string })._id,
      admissionDate: clock.date,
      admissionTime: '00:00',
      department: 'Cardiology',
      // Admitted by the cardiologist, treated by the demo doctor: she finds the stay as hers.
      admittingDoctorId: doctors.find((d) => d.name === 'Dr. Vikram Rao')?._id,
      treatingDoctorId: doctors.find((d) => d.name === 'Dr. Priya Sharma')?._id,
      reasonForAdmission: 'Community-acquired pneumonia',
      wardId: ward?._id,
      roomType: bed?.roomType,
      bedId: bed?._id,
    },
  });
  expect(res.status()).toBe(201);
  return { admissionId: ((await res.json()) as { _id: string })._id, bed: bed?.number ?? '' };
}

/**
 * Sets the named doctors to consult every day, all day, in five-minute slots, so a walk-in finds a
 * slot today whatever the hour; returns them in the order named.
 */
export async function consultAllDay<const Names extends string[]>(
  playwright: { request: { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> } },
  baseURL: string,
  ...names: Names
): Promise<{ [K in keyof Names]: { _id: string; name: string } }> {
  const admin = await apiAs(playwright, baseURL, DEMO.clinicAdmin!);
  const doctors = (await (await admin.request.get('/api/doctors', { headers: admin.headers })).json()) as {
    _id: string;
    name: string;
  }[];
  const named = names.map((name) => doctors.find((d) => d.name === name)!);
  for (const d of named) {
    const hours = await admin.request.put(`/api/doctors/${d._id}/consulting-hours`, {
      headers: admin.headers,
      data: {
        blocks: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '23:59', slotMinutes: 5 })),
      },
    });
    expect(hours.status()).toBe(200);
  }
  return named as { [K in keyof Names]: { _id: string; name: string } };
}
