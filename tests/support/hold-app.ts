// What a visitor does before a response has arrived, in end-to-end tests.
import type { Page } from '@playwright/test';

/**
 * Holds back the requests to `url` (a Playwright URL pattern) until the returned function is
 * called, so a test can act in the moment before they arrive.
 */
export async function holdBack(page: Page, url: Parameters<Page['route']>[0]): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/**
 * Holds the app's code back until the returned function is called: what the visitor does
 * meanwhile happens on the prerendered page.
 */
export const holdApp = (page: Page) => holdBack(page, '**/assets/*.js');

/**
 * Holds the browser's idle callbacks (`requestIdleCallback`) until the returned function is
 * called, so a test can act before the app does what it leaves for an idle moment.
 */
export async function holdIdle(page: Page): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const waiting: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => waiting.push(callback);
    Object.assign(window, {
      runIdle: () => {
        for (const callback of waiting.splice(0))
          callback({ didTimeout: true, timeRemaining: () => 0 });
      },
    });
  });
  return () => page.evaluate(() => (window as unknown as { runIdle(): void }).runIdle());
}
