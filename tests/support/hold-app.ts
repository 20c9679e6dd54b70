// What a visitor does before the app's code has arrived, in end-to-end tests.
import type { Page } from '@playwright/test';

/**
 * Holds the app's code back until the returned function is called: what the visitor does
 * meanwhile happens on the prerendered page.
 */
export async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
