// Screenshots of the main job-seeker pages at phone and desktop width (kept in test-results for a
// person to look at), each checked for content that overflows the viewport sideways.
import { expect, test } from '@playwright/test';
import { publicJobs } from '../support/e2e-data';
import { signInAsAdmin } from './admin-support';

for (const width of [390, 1440]) {
  test(`pages fit the screen at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const [job] = await publicJobs();
    const pages = [
      ['hem', '/'],
      ['jobb', '/jobs'],
      ['jobbdetalj', `/jobs/${job?.id}`],
      ['logga-in', '/signin'],
    ] as const;
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/jobs') await expect(page.getByTestId('job-count')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} overflows sideways by ${overflow}px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: testInfo.outputPath(`${name}-${width}.png`),
        fullPage: true,
      });
    }
  });
}

for (const width of [390, 1440]) {
  test(`the first Tab stop skips to the content at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/jobs');
    await expect(page.getByRole('article').first()).toBeVisible();
    const skip = page.getByRole('link', { name: 'Hoppa till innehållet' });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab goes on inside the page, not back to the header.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(
      () => document.querySelector('main')?.contains(document.activeElement) ?? false,
    );
    expect(inMain).toBe(true);
  });
}

// A signed-in admin has the most header links: at every desktop width they fit one line (at 992
// px the page once scrolled sideways by 138 px); below the header's breakpoint the menu button.
test("a signed-in admin's header fits one line at every desktop width", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
  for (const width of [992, 1100, 1200, 1280, 1366, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(
      overflow,
      `/admin overflows sideways by ${overflow}px at ${width} px`,
    ).toBeLessThanOrEqual(0);
    const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
    if (width >= 1200) await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
    else await expect(page.getByRole('button', { name: 'Öppna meny' })).toBeVisible();
  }
});
