// `npm run screenshots`: the pictures in docs/screenshots/ that the README shows, taken from a
// production build against a freshly seeded stand-in, as a doctor on a 390 px phone and an admin
// on a 1440 px desktop see them. Run it again after a change to what these pages show.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { ROOT, startApp } from '../tests/bench/lib/app.ts';

const OUT = join(ROOT, 'docs/screenshots');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** The seed's demo accounts (supabase/seed.sql). */
const DOCTOR = { email: 'lakare@lakarjobb.local', password: 'Lakare123!' };
const ADMIN = { email: 'admin@lakarjobb.local', password: 'Admin123!' };

async function signIn(page: Page, account: { email: string; password: string }, to: string) {
  await page.goto(`/signin?redirect=${encodeURIComponent(to)}`);
  await page.getByRole('tab', { name: 'Logga in' }).click();
  const form = page.getByRole('form', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(account.email);
  await form.getByLabel('Lösenord', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL((url) => url.pathname === to);
}

/** A new context at `viewport`, the picture taken once the page has settled. */
async function shoot(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  name: string,
  visit: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'sv-SE' });
  try {
    const page = await context.newPage();
    await visit(page);
    // The toasts of signing in and of the offline copy would cover part of the picture.
    await page.addStyleTag({
      content: '.mantine-Notifications-root { display: none !important; }',
    });
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(OUT, `${name}.png`) });
    console.log(`docs/screenshots/${name}.png`);
  } finally {
    await context.close();
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'lakarjobb-screenshots-'));
const app = await startApp(join(workDir, 'dist'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
});
try {
  mkdirSync(OUT, { recursive: true });
  const base = app.appUrl;
  await shoot(browser, base, PHONE, 'phone-home', async (page) => {
    await page.goto('/');
    await page.getByRole('region', { name: 'Senaste jobben' }).getByRole('link').nth(1).waitFor();
  });
  await shoot(browser, base, PHONE, 'phone-jobs', async (page) => {
    await page.goto('/jobs');
    await page.getByTestId('job-count').waitFor();
  });
  await shoot(browser, base, PHONE, 'phone-job', async (page) => {
    await page.goto('/jobs');
    await page.locator('main article a[href^="/jobs/"]').first().click();
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
  await shoot(browser, base, PHONE, 'phone-applications', async (page) => {
    await signIn(page, DOCTOR, '/applications');
    await page.getByRole('heading', { name: 'Mina ansökningar' }).waitFor();
  });
  await shoot(browser, base, DESKTOP, 'desktop-admin', async (page) => {
    await signIn(page, ADMIN, '/admin');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
} finally {
  await browser.close();
  await app.close();
  rmSync(workDir, { recursive: true, force: true });
}
process.exit(0);
