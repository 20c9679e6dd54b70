// axe-core on every route of the route tree, public and admin, as the visitor, job seeker or admin
// who sees it, on a phone and a desktop: no violation of any impact. The route list is checked against
// src/routeTree.gen.ts, so a new route cannot be left out.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { createJobSeeker, DEMO_ADMIN, signInThroughUi } from '../support/e2e-accounts';
import { insertJob, publicJobs } from '../support/e2e-data';
import { serviceClient } from '../support/e2e-env';

/** Every route as the visitor meets it; dynamic segments get a real value. */
const PUBLIC = [
  '/',
  '/jobs',
  '/jobs/$jobId',
  '/employers',
  '/employer/$employerId',
  '/about',
  '/signin',
  '/forgot-password',
  '/reset-password',
  '/link-expired',
  '/contact',
  '/contact-doctor',
  '/pricing',
  '/recruitment-resources',
  '/resources',
  '/post-job',
  '/privacy',
  '/terms',
  '/cookies',
  '/saved-jobs',
  '/outbox',
  '/applications',
  '/alerts',
  '/alerts/unsubscribe',
  '/alerts/unsubscribed',
  '/rapport/$token',
  '/ansokan/$token',
  '/kortlista/$token',
];
const JOB_SEEKER = ['/profile', '/saved-jobs', '/outbox', '/applications', '/alerts'];
const ADMIN = [
  '/admin',
  '/admin/jobs',
  '/admin/banners',
  '/admin/users',
  '/admin/settings',
  '/admin/applications',
  '/admin/requests',
  '/admin/statistik',
  '/admin/kandidater',
  '/admin/kallor',
  '/admin/pipeline',
  '/admin/applications/$applicationId',
];

function routeTreePaths(): string[] {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8');
  const block = tree.match(/interface FileRoutesByFullPath \{([\s\S]*?)\}/)?.[1] ?? '';
  return [...block.matchAll(/'([^']+)':/g)].map((match) =>
    (match[1] as string).replace(/(.)\/$/, '$1'),
  );
}

/** Opens a route and waits until its content (a level-1 heading) is there and settled. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // "Laddar..." and the job list's "Laddar jobb...".
  await expect(page.getByText(/^Laddar.*\.\.\.$/)).toHaveCount(0);
}

async function concrete(path: string): Promise<string> {
  if (path.includes('$jobId')) {
    const [job] = await publicJobs();
    if (!job) throw new Error('the seed has no public job');
    return path.replace('$jobId', job.id);
  }
  // Without a well-formed token the page shows the bad-link state instead of its question.
  if (path === '/alerts/unsubscribe') return `${path}?token=${randomUUID()}`;
  // An unknown report link: the page that says the link does not work.
  if (path === '/rapport/$token') return `/rapport/${randomUUID().replaceAll('-', '')}`;
  // An unknown link to an application: the page that says the link does not work.
  if (path === '/ansokan/$token') return `/ansokan/${randomUUID().replaceAll('-', '')}`;
  // An unknown shortlist link: the page that says it cannot be shown.
  if (path === '/kortlista/$token') return `/kortlista/${randomUUID().replaceAll('-', '')}`;
  // The seed's application (supabase/seed.sql).
  if (path === '/admin/applications/$applicationId')
    return '/admin/applications/d0000000-0000-4000-8000-000000000001';
  return path.replace('$employerId', '1');
}

test('the checked routes are every route of the route tree', () => {
  const checked = new Set([...PUBLIC, ...JOB_SEEKER, ...ADMIN]);
  expect(routeTreePaths().filter((path) => !checked.has(path))).toEqual([]);
});

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.describe.configure({ timeout: 180_000 });
    test.use({ viewport: { width, height: 900 } });

    test('public routes and the 404 page, as a visitor', async ({ page }) => {
      for (const path of [...PUBLIC, '/finns-inte']) {
        const url = await concrete(path);
        await open(page, url);
        expect.soft(await axeViolations(page, { everyImpact: true }), url).toEqual([]);
      }
    });

    test("a job seeker's own routes", async ({ page }) => {
      await signInThroughUi(page, await createJobSeeker(`a11y-${width}`));
      for (const path of JOB_SEEKER) {
        await open(page, path);
        expect.soft(await axeViolations(page, { everyImpact: true }), path).toEqual([]);
      }
    });
  });
}

// The admin dialogs, and the admin routes at 1440 and 390 px, are in admin-a11y.spec.ts.
test('admin routes, as an admin', async ({ page }) => {
  // Every admin route with a full axe run each: longer than one page's default 30 s.
  test.setTimeout(180_000);
  // An ad ending in two days, newest in the jobs list: its row has every button, "Förläng 30
  // dagar" too (a shuffled run found that button's name broke label-in-name only then). Removed
  // after: a row with four buttons widens the list for the specs after this one in the worker.
  const { id } = await insertJob('a11y slutar snart', {
    expires_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });
  try {
    await signInThroughUi(page, DEMO_ADMIN, /\/admin$/);
    for (const path of ADMIN) {
      await open(page, await concrete(path));
      expect.soft(await axeViolations(page, { everyImpact: true }), path).toEqual([]);
    }
  } finally {
    await serviceClient().from('jobs').delete().eq('id', id);
  }
});
