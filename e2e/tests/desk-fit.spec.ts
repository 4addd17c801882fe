import { expect, test } from '@playwright/test';
import { apiAs, consultAllDay, DEMO, signedIn, type DemoUser } from './support.ts';

/** The desk screens staff keep open all day: each must fit 1366 px with no sideways scroll. */
const DESKS: [DemoUser, string[]][] = [
  [
    DEMO.reception!,
    [
      '/reception',
      '/reception/new-patient-registration',
      '/reception/patient-master',
      '/reception/services',
      '/reception/referral',
      '/reception/bed-board',
      '/reception/shift',
      '/reception/doctors-away',
      '/reception/messages',
    ],
  ],
  [
    DEMO.billing!,
    [
      '/billing',
      '/billing/op-bills',
      '/billing/bill-list-view',
      '/billing/patient-bill',
      '/billing/day-end',
      '/billing/shift',
      '/billing/claims?show=all',
      '/billing/payers',
      '/billing/packages',
      '/billing/receivables?show=all',
    ],
  ],
  [DEMO.nurse!, ['/nurse', '/nurse/op-assessment', '/nurse/ip-care-management', '/nurse/bed-board']],
  [DEMO.doctor!, ['/doctor', '/doctor/op-queue', '/doctor/ip-dashboard', '/doctor/bed-board', '/doctor/ot-list']],
  [
    DEMO.pharmacy!,
    [
      '/pharmacy',
      '/pharmacy/op-prescription',
      '/pharmacy/unregistred-patient',
      '/pharmacy/ip-prescription',
      '/pharmacy/returns',
      '/pharmacy/h1-register',
      '/pharmacy/day-end',
    ],
  ],
];

/**
 * A walk-in with a long three-word name on today's list, whatever the other specs booked: the
 * widest row the desks see every day (a walk-in's flags, a middle name).
 */
test.beforeAll(async ({ playwright, baseURL }) => {
  const [doctor] = await consultAllDay(playwright, baseURL ?? '', DEMO.doctor!.name);
  const desk = await apiAs(playwright, baseURL ?? '', DEMO.reception!);
  const created = await desk.request.post('/api/patients', {
    headers: desk.headers,
    data: {
      givenName: 'Venkatalakshmi',
      middleName: 'Subramaniam',
      familyName: `Raghunathan${String(Date.now()).slice(-4)}`,
      age: 67,
      gender: 'Female',
      phone: `97${String(Date.now()).slice(-8)}`,
      address: 'Mylapore, Chennai',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const patient = (await created.json()) as { _id: string };
  const booked = await desk.request.post('/api/appointments', {
    headers: desk.headers,
    data: {
      patientId: patient._id,
      doctorId: doctor._id,
      walkIn: true,
      reason: 'Giddiness and breathlessness on exertion since two weeks',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
});

for (const [user, paths] of DESKS)
  test(`${user.role}'s desk screens fit 1366 × 768 without sideways scrolling`, async ({ browser }) => {
    test.setTimeout(60_000);
    const page = await signedIn(browser, user);
    const overflowing: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.getByRole('main').waitFor();
      await page.waitForLoadState('networkidle');
      // The page itself, and any box inside it that scrolls sideways (a table cut at its right edge).
      const cut = await page.evaluate(() => {
        const found: string[] = [];
        if (document.documentElement.scrollWidth > window.innerWidth) found.push('page');
        for (const el of document.querySelectorAll<HTMLElement>('main *')) {
          const style = getComputedStyle(el);
          const scrolls = style.overflowX === 'auto' || style.overflowX === 'scroll';
          if (scrolls && el.scrollWidth > el.clientWidth + 2)
            found.push(
              `${el.querySelector('table')?.getAttribute('aria-label') ?? el.className.split(' ')[0]} by ${el.scrollWidth - el.clientWidth} px`,
            );
        }
        return found;
      });
      if (cut.length > 0) overflowing.push(`${path}: ${cut.join(', ')}`);
    }
    expect(overflowing).toEqual([]);
  });
