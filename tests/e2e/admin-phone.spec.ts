// The admin area on a phone: the section menu is one row that scrolls sideways with the current
// section in view, and a statistics table cut by the screen says that it scrolls.
import { expect, test } from '@playwright/test';
import { signInAsAdmin } from './admin-support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the section menu is one row with the current section in view; cut tables say they scroll', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/statistik');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Administration' });
  const links = menu.getByRole('link');
  expect(await links.count()).toBeGreaterThan(6);
  const tops = await links.evaluateAll((all) =>
    all.map((link) => Math.round(link.getBoundingClientRect().top)),
  );
  expect(new Set(tops).size).toBe(1);
  // The menu is no taller than one button row: the heading follows at once.
  expect((await menu.boundingBox())?.height).toBeLessThan(60);
  await expect(menu.getByRole('link', { name: 'Statistik' })).toBeInViewport({ ratio: 1 });
  // The page itself does not scroll sideways; the menu does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await menu.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);

  const perAd = page.getByRole('table', { name: 'Per annons' });
  await expect(perAd).toBeAttached();
  await expect(page.getByText('Svep i sidled för att se alla kolumner.').first()).toBeVisible();
});

test('at 1440 px the menu wraps nothing and no table says it is cut', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  await page.goto('/admin/statistik');
  await expect(page.getByRole('table', { name: 'Per källa' })).toBeVisible();
  await expect(page.getByText('Svep i sidled för att se alla kolumner.')).toHaveCount(0);
});
