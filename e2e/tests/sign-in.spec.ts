import { expect, test } from '@playwright/test';
import { DEMO, fillLogin, signIn } from './support.ts';

test.describe('sign-in', () => {
  for (const user of Object.values(DEMO)) {
    test(`${user.role} (${user.name}) lands on ${user.home}`, async ({ page }) => {
      await signIn(page, user);
      await expect(page).toHaveURL(user.home);
      await expect(page.getByTestId('logged-in-as')).toContainText('Logged in as');
    });
  }

  test('a click on a demo account fills the form', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Use the Nurse demo account' }).click();
    await expect(page.getByLabel('Email')).toHaveValue(DEMO.nurse!.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/nurse');
  });

  test('empty fields show the spec banner', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  });

  test('a wrong password shows the error banner and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, { ...DEMO.doctor!, password: 'wrong-password' });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please check your username and password.');
    await expect(page).toHaveURL('/login');
  });

  test('a deep link while logged out returns there after sign-in', async ({ page }) => {
    await page.goto('/doctor/op-queue');
    await expect(page).toHaveURL('/login');
    await fillLogin(page, DEMO.doctor!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/doctor/op-queue');
    await expect(page.getByRole('heading', { name: 'OP Queue' })).toBeVisible();
  });

  test('logout returns to /login and ends the session', async ({ page }) => {
    await signIn(page, DEMO.pharmacy!);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/pharmacy');
    await expect(page).toHaveURL('/login');
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });
});
