// What a first visit paints before any JavaScript has run (scripts/vite-plugin-prerender.ts), and
// that the app then takes over the same page without showing anything twice.
import { expect, test } from '@playwright/test';
import { publicJobs } from '../support/e2e-data';

const HERO = 'Vi för samman läkare och vårdgivare i hela Skandinavien';

test('the home page paints its header, hero and footer from HTML alone', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Läkarjobb Norden')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('other paths paint only the header before the app runs, never the home page', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const path of ['/jobs', '/about', '/jobs/not-a-job']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByText('Läkarjobb Norden')).toBeVisible();
    await expect(page.getByRole('heading', { name: HERO })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
  }
});

test('the app replaces the painted page with the live one, without doubles', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toHaveCount(1);
  await expect(page.getByRole('banner')).toHaveCount(1);
  // Live: the header's menu and links respond.
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Jobb' })
    .click();
  await expect(page).toHaveURL('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Lediga läkarjobb' })).toBeVisible();
  await expect(page.getByRole('heading', { name: HERO })).toHaveCount(0);
});

test('a first visit to a job page fetches that job alone, not the whole list', async ({ page }) => {
  const [job] = await publicJobs();
  if (!job) throw new Error('the seed has no public job');
  const jobReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/rest/v1/jobs') jobReads.push(url.search);
  });
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  expect(jobReads[0]).toContain(`id=eq.${job.id}`);
});
