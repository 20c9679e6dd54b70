// The app shell: header and footer on the home page, the 404 page, titles, a session across reloads.
import { expect, test } from '@playwright/test';
import { createJobSeeker, DEMO_ADMIN, signInThroughUi } from '../support/e2e-accounts';

test('home page shows the hero, the employer process and the shared header and footer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Läkarjobb Norden/);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('sv');

  const header = page.getByRole('banner');
  const mainNav = header.getByRole('navigation', { name: 'Huvudmeny' });
  for (const [name, href] of [
    ['Hem', '/'],
    ['Jobb', '/jobs'],
    ['Arbetsgivare', '/employers'],
    ['Om oss', '/about'],
    ['Priser', '/pricing'],
  ] as const) {
    await expect(mainNav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(header.getByRole('link', { name: 'Logga in' })).toHaveAttribute(
    'href',
    '/signin?flik=logga-in',
  );
  await expect(header.getByRole('link', { name: 'Registrera dig' })).toHaveAttribute(
    'href',
    '/signin',
  );
  await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Skandinavien');
  await expect(main.getByRole('link', { name: 'Sök jobb' })).toHaveAttribute('href', '/jobs');
  await expect(main.getByRole('link', { name: 'Söker du en läkare?' })).toHaveAttribute(
    'href',
    '/contact-doctor',
  );
  await expect(main.getByRole('heading', { name: 'Så hjälper vi arbetsgivare' })).toBeVisible();
  for (const step of [
    'Ni kontaktar oss',
    'Vi hittar kandidater',
    'Vi marknadsför tjänsten',
    'Ni får kvalificerade sökande',
  ]) {
    await expect(main.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(main.getByRole('heading', { name: 'Vår vision' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Vår expertis' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  for (const href of [
    '/jobs',
    '/resources',
    '/contact-doctor',
    '/post-job',
    '/pricing',
    '/recruitment-resources',
    '/privacy',
    '/terms',
    '/cookies',
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toBeVisible();
  }
  // The contact e-mail comes from the settings table.
  await expect(footer.getByRole('link', { name: 'kontakt@lakarjobbnorden.se' })).toHaveAttribute(
    'href',
    'mailto:kontakt@lakarjobbnorden.se',
  );
});

test('header links navigate and set each page title', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Jobb' })
    .click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page).toHaveTitle('Lediga läkarjobb | Läkarjobb Norden');
  await page.getByRole('banner').getByRole('link', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/signin\?flik=logga-in$/);
  await expect(page).toHaveTitle(/Logga in/);
  // The header's Logga in opens the Logga in tab, Registrera dig the Skapa konto tab.
  await expect(page.getByRole('tab', { name: 'Logga in' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('banner').getByRole('link', { name: 'Registrera dig' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('tab', { name: 'Skapa konto' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test("an employer's profile is marked in the header as part of Arbetsgivare", async ({ page }) => {
  const employersLink = page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Arbetsgivare' });
  const background = () => employersLink.evaluate((link) => getComputedStyle(link).backgroundColor);
  await page.goto('/employers');
  const marked = await background();
  await page.goto('/employer/11');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await background()).toBe(marked);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await background()).not.toBe(marked);
});

test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/finns-inte/alls');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  expect(warnings.some((text) => text.includes('/finns-inte/alls'))).toBe(true);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Till startsidan' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Skandinavien');
});

test('a session created in the browser survives a reload, and Logga ut ends it', async ({
  page,
}) => {
  const user = await createJobSeeker('session');
  await signInThroughUi(page, user);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Min profil' })).toBeVisible();

  await page.reload();
  await expect(header.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  const stored = await page.evaluate(() =>
    Object.keys(localStorage).some((key) => key.startsWith('sb-') && key.endsWith('-auth-token')),
  );
  expect(stored).toBe(true);

  await header.getByRole('button', { name: 'Logga ut' }).click();
  await expect(header.getByRole('link', { name: 'Logga in' })).toBeVisible();
  await page.reload();
  await expect(header.getByRole('link', { name: 'Logga in' })).toBeVisible();
});

test('the Admin link appears only for an admin and leads to /admin', async ({ page }) => {
  await signInThroughUi(page, DEMO_ADMIN, /\/admin$/);
  const admin = page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true });
  await expect(admin).toHaveAttribute('href', '/admin');
  await page.getByRole('banner').getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Logga in' })).toBeVisible();
  await expect(admin).toHaveCount(0);
});
