// Taking one picture: a fresh browser context at the width, signed in as the state needs, the
// page settled and the toasts hidden, saved as docs/screenshots/<width>-<state>.png.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { DemoLinks } from './demo-data.ts';

export const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

/** The seed's demo accounts (supabase/seed.sql). */
export const DOCTOR = { email: 'lakare@lakarjobb.local', password: 'Lakare123!' };
export const ADMIN = { email: 'admin@lakarjobb.local', password: 'Admin123!' };

export interface State {
  /** The file's name after the width: 390-<name>.png. */
  name: string;
  /** Brings the page to the state; the picture is taken once it returns and the page settles. */
  visit(page: Page, links: DemoLinks): Promise<void>;
  /** The whole page, for a state whose point is below the first screen. */
  fullPage?: boolean;
  /** A state only a phone has (at 1440 px it would be another state's picture again). */
  phoneOnly?: boolean;
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

export async function signIn(
  page: Page,
  account: { email: string; password: string },
  to: string,
): Promise<void> {
  await page.goto(`/signin?redirect=${encodeURIComponent(to)}`);
  await page.getByRole('tab', { name: 'Logga in' }).click();
  const form = page.getByRole('form', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(account.email);
  await form.getByLabel('Lösenord', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL((url) => url.pathname === to);
}

export async function shoot(
  browser: Browser,
  options: { baseURL: string; outDir: string; links: DemoLinks },
  viewport: { width: number; height: number },
  state: State,
): Promise<string> {
  const phone = viewport.width < 768;
  const context = await browser.newContext({
    baseURL: options.baseURL,
    viewport,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    isMobile: phone,
    hasTouch: phone,
  });
  context.setDefaultTimeout(30_000);
  try {
    const page = await context.newPage();
    await state.visit(page, options.links);
    // The toasts of signing in and of the offline copy would cover part of the picture.
    await page.addStyleTag({
      content: '.mantine-Notifications-root { display: none !important; }',
    });
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    // Dialogs and sheets open with a short transition.
    await page.waitForTimeout(400);
    const file = `${viewport.width}-${state.name}.png`;
    await page.screenshot({ path: join(options.outDir, file), fullPage: state.fullPage });
    return file;
  } finally {
    await context.close();
  }
}
