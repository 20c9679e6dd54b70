// The mobile menu at phone width (390 px).
// The menu slides in (a 150 ms CSS animation, Header.module.css), and its entries count as
// visible while they still move. A click then may land where an entry was a frame before (a CI
// failure's trace showed this with the earlier collapsing panel), so a test clicks an entry only
// once the visitor can see all of it.
import { expect, test } from '@playwright/test';
import { createJobSeeker, signInThroughUi } from '../support/e2e-accounts';
import { holdApp } from '../support/hold-app';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('the menu opens, navigates and closes', async ({ page }) => {
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Öppna meny' });
  await expect(burger).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Mobilmeny' });
  await expect(menu).toBeHidden();

  await burger.click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stäng meny' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  for (const name of ['Hem', 'Jobb', 'Arbetsgivare', 'Om oss', 'Priser', 'Logga in']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  await menu.getByRole('link', { name: 'Jobb', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Lediga läkarjobb' })).toBeVisible();
});

test('Escape closes the menu and returns the focus to the menu button', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Mobilmeny' });
  const burger = page.getByRole('button', { name: /meny$/ });

  // From the button itself.
  await burger.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toHaveAccessibleName('Öppna meny');
  await expect(burger).toBeFocused();

  // From a link inside the menu, reached with the keyboard.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Hem', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
});

test('a menu tapped open before the app runs closes on Escape too', async ({ page }) => {
  // The live page opens it again with a click of its own, which leaves the focus on the page.
  const release = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Öppna meny' }).click();
  release();
  const menu = page.getByRole('navigation', { name: 'Mobilmeny' });
  await expect(page.getByRole('button', { name: 'Stäng meny' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Öppna meny' })).toBeFocused();
});

test('Logga ut in the mobile menu signs out and closes the menu', async ({ page }) => {
  const user = await createJobSeeker('mobile');
  await signInThroughUi(page, user);
  await page.getByRole('button', { name: 'Öppna meny' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobilmeny' });
  const signOut = menu.getByRole('button', { name: 'Logga ut' });
  await expect(signOut).toBeInViewport({ ratio: 1 });
  await signOut.click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Öppna meny' }).click();
  await expect(menu.getByRole('link', { name: 'Logga in' })).toBeVisible();
});

test('a toast on a phone leaves the header and its menu button free', async ({ page }) => {
  await signInThroughUi(page, await createJobSeeker('toast'));
  const toast = page.getByRole('alert').filter({ hasText: 'Inloggning lyckades!' });
  await expect(toast).toBeVisible();
  // Measure where it comes to rest, not a frame of its slide-in.
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const toastBox = await toast.boundingBox();
  const headerBox = await page.getByRole('banner').boundingBox();
  if (!toastBox || !headerBox) throw new Error('the toast or the header has no box');
  expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
  await page.getByRole('button', { name: 'Öppna meny' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobilmeny' })).toBeVisible();
});
