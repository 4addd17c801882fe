import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

test('reception opening /inventory sees Access Denied with its role', async ({ page }) => {
  await signIn(page, DEMO.reception!);
  await page.goto('/inventory');
  await expect(page).toHaveURL('/unauthorized');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
  await expect(page.getByText('Reception', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/reception');
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you are looking for doesn't exist or has been moved.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

test('the sidebar shows only the areas a role may enter', async ({ page }) => {
  await signIn(page, DEMO.nurse!);
  const areas = page.getByRole('navigation', { name: 'Areas' });
  await expect(areas.getByRole('link', { name: 'Nurse' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Inventory' })).toHaveCount(0);
  await expect(areas.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(areas.getByRole('link', { name: 'My account' })).toBeVisible();
});

test('the spec’s other link spellings resolve', async ({ page }) => {
  await signIn(page, DEMO.clinicAdmin!);
  for (const [from, to] of [
    ['/patient-master', '/reception/patient-master'],
    ['/patient-record-medicalform/abc', '/doctor/patient-record-medicalform/abc'],
    ['/admission-note', '/nurse/admission-note'],
    ['/admission-note-patient/7', '/nurse/admission-note-patient/7'],
    ['/scheduler', '/otscheduler'],
    ['/reception/referral/12', '/reception/referral/12'],
  ] as const) {
    await page.goto(from);
    await expect(page).toHaveURL(to);
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toHaveCount(0);
  }
});
