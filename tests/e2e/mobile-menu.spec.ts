// The collapsible mobile menu at phone width (390 px).
import { expect, test } from '@playwright/test';
import { createJobSeeker, signInThroughUi } from '../support/e2e-accounts';

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
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: 'Jobb', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Lediga läkarjobb' })).toBeVisible();
});

test('Logga ut in the mobile menu signs out and closes the menu', async ({ page }) => {
  const user = await createJobSeeker('mobile');
  await signInThroughUi(page, user);
  await page.getByRole('button', { name: 'Öppna meny' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobilmeny' });
  await menu.getByRole('button', { name: 'Logga ut' }).click();
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Öppna meny' }).click();
  await expect(menu.getByRole('link', { name: 'Logga in' })).toBeVisible();
});
