import { expect, test } from '@playwright/test';
import { apiAs, CLINIC_TIMEZONE, DEMO, signIn } from './support.ts';

// A receptionist's laptop left on California time: the screens must still show the clinic's.
test.use({ timezoneId: 'America/Los_Angeles' });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Thu, 26 Nov 2026" for an ISO date. */
function indianDay(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "26 Nov 2026, 2:05 pm" for an instant, read on a clock in the given zone. */
function indianDateTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  const hour = Number(parts.hour);
  const time = `${hour % 12 || 12}:${parts.minute} ${hour < 12 ? 'am' : 'pm'}`;
  return `${Number(parts.day)} ${MONTHS[Number(parts.month) - 1]} ${parts.year}, ${time}`;
}

test("a browser in another time zone shows the clinic's day and time, the Indian way", async ({
  page,
  playwright,
  baseURL,
}) => {
  const reception = await apiAs(playwright, baseURL!, DEMO.reception!);
  const stamp = String(Date.now()).slice(-6);
  const patient = (await (
    await reception.request.post('/api/patients?allowDuplicate=true', {
      headers: reception.headers,
      data: {
        givenName: `Zone${stamp}`,
        familyName: 'Patil',
        age: 40,
        gender: 'Male',
        phone: `96${stamp}11`,
        address: 'Aundh, Pune',
      },
    })
  ).json()) as { _id: string; mrn: string };
  const services = (await (await reception.request.get('/api/service/all', { headers: reception.headers })).json()) as {
    _id: string;
    isActive: boolean;
  }[];
  const charged = await reception.request.post(`/api/patients/${patient._id}/charges`, {
    headers: { ...reception.headers, 'idempotency-key': `zone-${stamp}` },
    data: { serviceId: services.find((s) => s.isActive)!._id },
  });
  expect(charged.status(), await charged.text()).toBe(201);
  const { createdAt } = (await charged.json()) as { createdAt: string };

  await signIn(page, DEMO.reception!);
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');

  // The area's header: the clinic's today (as its server reads it), with the weekday.
  const clock = (await (await reception.request.get('/api/clinic/clock', { headers: reception.headers })).json()) as {
    date: string;
  };
  await expect(page.getByText(new RegExp(`· ${indianDay(clock.date)}$`))).toBeVisible();

  // When the charge was added, on the clinic's clock with a 12-hour time, not California's.
  const expected = indianDateTime(createdAt, CLINIC_TIMEZONE);
  expect(expected).not.toBe(indianDateTime(createdAt, 'America/Los_Angeles'));
  await page.goto('/reception/services');
  await page.getByLabel('Patient MRN').fill(patient.mrn);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Pending charges' })).toContainText(
    `${expected} · ${DEMO.reception!.name}`,
  );
});
