import { expect, test } from '@playwright/test';
import { DEMO, signedIn } from './support.ts';

test('the clinic administrator backs the database up now, sees it done with its size, and changes the schedule', async ({
  browser,
}) => {
  const admin = await signedIn(browser, DEMO.clinicAdmin!);
  await admin.goto('/settings/backups');
  await expect(admin.getByRole('heading', { name: 'Backups', exact: true })).toBeVisible();
  // The server took the day's backup when it started; "Back up now" waits while one runs.
  const backUp = admin.getByRole('button', { name: 'Back up now' });
  await expect(backUp).toBeEnabled({ timeout: 30_000 });
  await backUp.click();
  await expect(admin.getByText('Backup started')).toBeVisible();
  const newest = admin.getByRole('table').getByRole('row').nth(1);
  await expect(newest).toContainText('By Anita Desai');
  await expect(newest).toContainText('Done', { timeout: 30_000 });
  await expect(newest).toContainText(/clinic-backup-\d{8}-\d{6}-s\d+\.tar\.gz/);
  await expect(newest).toContainText(/\d+(\.\d)? (KB|MB)/);
  await expect(admin.getByText('Backups need attention')).toHaveCount(0);

  const keep = admin.getByLabel('Backups to keep');
  await keep.fill('0');
  await admin.getByRole('button', { name: 'Save schedule' }).click();
  await expect(admin.getByText('Keep between 1 and 365 backups')).toBeVisible();
  await keep.fill('14');
  await admin.getByLabel('Time of day').fill('23:30');
  await admin.getByRole('button', { name: 'Save schedule' }).click();
  await expect(admin.getByText('Backup schedule saved')).toBeVisible();
  await admin.reload();
  await expect(admin.getByLabel('Backups to keep')).toHaveValue('14');
  await expect(admin.getByLabel('Time of day')).toHaveValue('23:30');
});

test('a desk without the permission is not shown Backups', async ({ browser }) => {
  const nurse = await signedIn(browser, DEMO.nurse!);
  await nurse.goto('/settings/backups');
  await expect(nurse.getByRole('heading', { name: 'Backups', exact: true })).toHaveCount(0);
});
