import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './support.ts';

/** Every area's menu, walked by clinicAdmin: each link opens a screen with a heading, never a 404 or a crash. */
test('clinicAdmin walks every menu link of every area', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await signIn(page, DEMO.clinicAdmin!);
  const rail = page.getByRole('navigation', { name: 'Areas' });
  const areas = await rail
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => ({ href: a.getAttribute('href') ?? '', label: a.getAttribute('aria-label') ?? '' })),
    );
  expect(areas).toHaveLength(12);
  for (const area of areas) {
    await rail.locator(`a[href="${area.href}"]`).click();
    await expect(page).toHaveURL(area.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (area.href === '/account') continue;
    // Wait for this area's own menu, so links are never read from the previous area's.
    const menu = page.getByRole('navigation', { name: `${area.label} menu`, exact: true });
    await expect(menu).toBeVisible();
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) {
      await menu.locator(`a[href="${href}"]`).click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('404 - Page Not Found')).toHaveCount(0);
    }
  }
  expect(errors).toEqual([]);
});
