import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

test('clinicAdmin sets up a ward, a room with its rent and a bed; the IP dashboard opens an admission', async ({
  page,
}) => {
  const tag = Date.now().toString().slice(-5);
  const ward = `Day Care ${tag}`;
  await signIn(page, DEMO.clinicAdmin!);
  await page.goto('/settings/wards');
  const addWard = page.getByRole('form', { name: 'Add ward' });
  await addWard.getByLabel('Ward name').fill(ward);
  await addWard.getByRole('combobox', { name: 'Ward type' }).click();
  await page.getByRole('option', { name: 'Day care', exact: true }).click();
  await addWard.getByRole('button', { name: 'Add ward' }).click();
  await expect(page.getByText('Ward added successfully')).toBeVisible();

  await page.getByRole('button', { name: new RegExp(ward) }).click();
  const addRoom = page.getByRole('form', { name: 'Add room' }).last();
  await addRoom.getByLabel('Room number').fill('DC-1');
  await addRoom.getByRole('combobox', { name: 'Room type' }).click();
  await page.getByRole('option', { name: 'General', exact: true }).click();
  await addRoom.getByLabel('Daily rent (₹)').fill('1250');
  await addRoom.getByRole('button', { name: 'Add room' }).click();
  await expect(page.getByText('Room DC-1 · General · ₹1,250.00/day')).toBeVisible();

  await page.getByLabel('New bed in room DC-1').fill('DC-A');
  await page.getByRole('form', { name: 'Add bed to room DC-1' }).getByRole('button', { name: 'Add bed' }).click();
  await expect(page.getByText('Beds: DC-A')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(ward) })).toContainText('1 room · 1 bed');

  // The rent changes (new stays are charged the new rent) and the ward's vitals interval too.
  await page.getByRole('button', { name: 'Edit room DC-1' }).click();
  const editRoom = page.getByRole('form', { name: 'Edit room' });
  await editRoom.getByLabel('Daily rent (₹)').fill('1500');
  await editRoom.getByRole('button', { name: 'Save room' }).click();
  await expect(page.getByText('Room DC-1 · General · ₹1,500.00/day')).toBeVisible();
  await page.getByRole('button', { name: 'Edit ward', exact: true }).last().click();
  const editWard = page.getByRole('form', { name: 'Edit ward' });
  await editWard.getByLabel('Vitals every (hours)').fill('6');
  await editWard.getByRole('button', { name: 'Save ward' }).click();
  await expect(page.getByRole('button', { name: new RegExp(ward) })).toContainText('vitals every 6 h');

  // clinicAdmin sees every admission on the IP dashboard; the demo's admitted patient opens.
  await page.goto('/doctor/ip-dashboard');
  await page.getByLabel('Search by name').fill('Fatima');
  const row = page.getByRole('row', { name: /Fatima Shaikh/ });
  await expect(row).toContainText('General Ward A · A1');
  await row.getByRole('link', { name: /Fatima Shaikh/ }).click();
  await expect(page).toHaveURL(/\/doctor\/ip-admission\//);
  await page.getByRole('tab', { name: 'Bed history' }).click();
  await expect(page.getByRole('table', { name: 'Bed history' })).toContainText('A-101');
});
