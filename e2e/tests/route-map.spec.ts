import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

/** Every area's menu, walked by clinicAdmin: each link opens a screen with a heading, never a 404 or a crash. */
test('clinicAdmin walks every menu link of every area', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await signIn(page, DEMO.clinicAdmin!);
  const areaLinks = page.getByRole('navigation', { name: 'Areas' }).getByRole('link');
  const areaCount = await areaLinks.count();
  expect(areaCount).toBe(11);
  for (let i = 0; i < areaCount; i++) {
    const areaHref = await areaLinks.nth(i).getAttribute('href');
    await areaLinks.nth(i).click();
    await expect(page).toHaveURL(areaHref!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const menu = page.locator('nav[aria-label$=" menu"]');
    const hrefs =
      (await menu.count()) > 0
        ? await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
        : [];
    for (const href of hrefs) {
      await menu.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(href!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('404 - Page Not Found')).toHaveCount(0);
    }
  }
  expect(errors).toEqual([]);
});
