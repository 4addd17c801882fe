import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import readXlsxFile from 'read-excel-file/node';
import { CLINIC_TIMEZONE, DEMO, signedIn } from './support.ts';

const clinicToday = () => new Date().toLocaleDateString('en-CA', { timeZone: CLINIC_TIMEZONE });
const daysBefore = (iso: string, days: number) =>
  new Date(Date.parse(iso) - days * 86_400_000).toISOString().slice(0, 10);

test('the administrator opens the reports, changes the range, exports XLSX and prints', async ({ browser }) => {
  const admin = await signedIn(browser, DEMO.clinicAdmin!);
  // The administrator's landing page carries the hospital's live figures.
  await admin.goto('/');
  await expect(admin).toHaveURL(/\/reception$/);
  const today = admin.getByRole('region', { name: 'Hospital today' });
  await expect(today.getByLabel('In-patients')).toContainText(/\d+ admissions?, \d+ discharges? today/);
  await expect(today.getByLabel('Bed occupancy')).toContainText(/\d+ of \d+ beds/);
  await expect(today.getByLabel('Collected today')).toContainText('₹');
  await admin.goto('/reports');
  await expect(admin.getByRole('region', { name: 'Hospital today' })).toBeVisible();
  await admin.getByRole('link', { name: 'Daily Census', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Daily Census', exact: true })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'By day' })).toBeVisible();
  await expect(admin.getByRole('figure', { name: 'Midnight census' })).toBeVisible();

  // A fortnight: fourteen days and the totals row.
  const day = clinicToday();
  const from = daysBefore(day, 13);
  await admin.getByLabel('From', { exact: true }).fill(from);
  await expect(admin.getByRole('combobox', { name: 'Range' })).toHaveValue('Custom');
  const byDay = admin.getByRole('table', { name: 'By day' });
  await expect(byDay.getByRole('row')).toHaveCount(1 + 14 + 1);
  await expect(byDay.getByRole('row').last()).toContainText('Total');

  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Export XLSX' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`census-${from}-to-${day}.xlsx`);
  const sheets = await readXlsxFile(await readFile(await file.path()));
  expect(sheets.map((s) => s.sheet)).toEqual(['By day', 'By ward']);
  const rows = sheets[0]!.data;
  const header = rows.findIndex((r) => r[0] === 'Date');
  expect(rows[header]).toContain('Midnight census');
  expect(rows.slice(header + 1).map((r) => r[0])).toEqual([
    ...Array.from({ length: 14 }, (_, i) => daysBefore(day, 13 - i)),
    'Total',
  ]);
  const wards = sheets[1]!.data;
  expect(wards.some((r) => r[0] === 'Private Floor')).toBe(true);

  await admin.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await admin.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => admin.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  const paper = admin.getByTestId('report-print');
  await expect(paper).toContainText('Daily census');
  await expect(paper).toContainText('Midnight census');

  await admin.goto('/reports/occupancy');
  await expect(admin.getByRole('table', { name: 'By ward and month' })).toBeVisible();
  await expect(admin.getByRole('figure', { name: 'Bed occupancy % by month' })).toBeVisible();

  await admin.goto('/reports/opd');
  await admin.getByRole('combobox', { name: 'Range' }).click();
  await admin.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(admin.getByLabel('From', { exact: true })).toHaveValue(daysBefore(day, 6));
  await expect(admin.getByRole('table', { name: 'By department' })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'By doctor' }).getByRole('row').last()).toContainText('Total');

  await admin.goto('/reports/revenue');
  await expect(admin.getByRole('table', { name: 'Billed and collected by day' })).toBeVisible();
  await expect(admin.getByRole('table', { name: 'Outstanding dues today, by age' })).toContainText('Patients');

  // A range backwards is refused on the screen, with the server's words.
  await admin.getByLabel('To', { exact: true }).fill(daysBefore(day, 30));
  await expect(admin.getByText('The end date must be on or after the start date')).toBeVisible();
});

test('a desk without the reports permission does not see the Reports area', async ({ browser }) => {
  const billing = await signedIn(browser, DEMO.billing!);
  await billing.goto('/reports/census');
  await expect(billing.getByRole('heading', { name: 'Daily Census', exact: true })).toHaveCount(0);
  const reception = await signedIn(browser, DEMO.reception!);
  await expect(reception.getByRole('heading', { name: 'Reception', exact: true })).toBeVisible();
  await expect(reception.getByRole('region', { name: 'Hospital today' })).toHaveCount(0);
});
