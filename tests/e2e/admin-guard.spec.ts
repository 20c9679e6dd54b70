// The admin guard of spec §6 for an anonymous visitor, a job seeker and an admin; Laddar... while
// checking; re-evaluation on sign-out; the offline notice; admin code only on admin routes.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_ADMIN, DEMO_JOB_SEEKER, signInThroughUi } from '../support/e2e-accounts';
import { holdBack } from '../support/hold-app';
import { signInAsAdmin } from './admin-support';

const isAdminCheck = (url: URL) => url.pathname === '/rest/v1/user_roles';

test('an anonymous visitor is sent to Logga in from every admin page, and back there after it', async ({
  page,
}) => {
  for (const path of ['/admin', '/admin/jobs', '/admin/banners', '/admin/users']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/signin?flik=logga-in&redirect=${encodeURIComponent(path)}`);
    await expect(page.getByRole('tab', { name: 'Logga in' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  }
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(DEMO_ADMIN.email);
  await form.getByLabel('Lösenord', { exact: true }).fill(DEMO_ADMIN.password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Användare' })).toBeVisible();
});

test('a job seeker is sent to / and never sees the Admin link', async ({ page }) => {
  await signInThroughUi(page, DEMO_JOB_SEEKER);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  for (const path of ['/admin', '/admin/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
  await expect(page.getByRole('heading', { name: 'Administration' })).toHaveCount(0);
});

test('an admin sees Laddar... while the role is checked, then the dashboard cards', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toBeVisible();
  // Hold the role check back until "Laddar..." has been seen.
  const release = await holdBack(page, isAdminCheck);
  await page.goto('/admin');
  await expect(page.getByText('Laddar...')).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  const cards = [
    // The jobs card opens the ones ending within 7 days when there are any.
    ['Jobb', /^\/admin\/jobs(\?visa=snart)?$/],
    ['Jobbkällor', '/admin/kallor'],
    ['Banners', '/admin/banners'],
    ['Användare', '/admin/users'],
    ['Inställningar', '/admin/settings'],
    ['Ansökningar', '/admin/applications'],
    ['Förfrågningar', '/admin/requests'],
  ] as const;
  const main = page.getByRole('main');
  for (const [name, href] of cards) {
    // The title, then its description ("Jobb" is not "Jobbkällor").
    await expect(main.getByRole('link', { name: new RegExp(`^${name} `) }).last()).toHaveAttribute(
      'href',
      href,
    );
  }
  await main.getByRole('link', { name: /^Inställningar Kontakt/ }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
});

test('a failed role check sends even an admin to /', async ({ page }) => {
  await signInAsAdmin(page);
  await page.route(isAdminCheck, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }),
    }),
  );
  await page.goto('/admin/jobs');
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
});

test('signing out on an admin page re-evaluates the guard and leaves the admin area', async ({
  page,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobb' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/signin\?flik=logga-in&redirect=%2Fadmin%2Fjobs$/);
  await expect(page.getByRole('table', { name: 'Jobb' })).toHaveCount(0);
});

test('offline, the admin area says it needs a connection and comes back online', async ({
  page,
  context,
}) => {
  await signInAsAdmin(page);
  await page.goto('/admin/banners');
  await expect(page.getByRole('table', { name: 'Banners' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('Administrationen kräver en internetanslutning.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Banners' })).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('table', { name: 'Banners' })).toBeVisible();
});

/** The text of every script the page has loaded so far. */
async function loadedScripts(page: Page): Promise<string> {
  const bodies = await page.evaluate(async () => {
    const urls = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(location.origin) && /\.(js|ts|tsx)(\?|$)/.test(name))
      // Third-party modules of the dev server cannot hold our texts.
      .filter((name) => !/node_modules|\/\.vite\/deps\/|\/@vite\//.test(name));
    return Promise.all(urls.map(async (url) => (await fetch(url)).text()));
  });
  return bodies.join('\n');
}

test('admin code is loaded only on admin routes', async ({ page }) => {
  test.setTimeout(90_000); // reads every script the page loaded
  const adminOnly = 'Är du säker på att du vill radera detta jobb?';
  await signInAsAdmin(page);
  await page.goto('/jobs');
  await expect(page.getByTestId('job-count')).toBeVisible();
  expect(await loadedScripts(page)).not.toContain(adminOnly);
  await page.goto('/admin/jobs');
  await expect(page.getByRole('table', { name: 'Jobb' })).toBeVisible();
  expect(await loadedScripts(page)).toContain(adminOnly);
});
