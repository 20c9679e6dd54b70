// A first visit leaves the local copy to the service worker: the page itself neither loads Dexie
// nor opens IndexedDB, yet the copy is there for the next visit, offline too. A page that then
// writes something local (a Spara) opens the database, and the header counts it at once. The
// worker writes the rows the page fetched, not a download of its own, and a worker that never
// answers leaves the copy to the page.
// Opens of the app's database by the page are recorded by wrapping IDBFactory.open before any
// script runs (the test's own reads use the unwrapped function); Dexie, once evaluated, registers
// itself on the global object under Symbol.for('Dexie') (its import wrapper).
import { expect, test } from '@playwright/test';
import { localCopyStored, offlineSwitch, waitForServiceWorker } from './pwa-support';

test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'allow' });

declare global {
  interface Window {
    /** Databases the page's own code opened. */
    __pageOpened: string[];
  }
}

const dexieLoaded = () => Symbol.for('Dexie') in globalThis;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const open = IDBFactory.prototype.open;
    window.__pageOpened = [];
    window.__unwrappedOpen = open;
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      window.__pageOpened.push(name);
      return open.call(this, name, version);
    };
  });
});

test('on a first visit the worker writes the local copy; the page neither loads Dexie nor opens it', async ({
  page,
  context,
}) => {
  const network = await offlineSwitch(context);
  await page.goto('/jobs');
  await waitForServiceWorker(page);
  const firstCard = page.locator('main article').first();
  const firstTitle = (await firstCard.getByRole('heading').textContent()) ?? '';
  expect(firstTitle).not.toBe('');

  await expect.poll(() => localCopyStored(page), { timeout: 30_000 }).toBe(true);
  // The page learns that the copy exists: the next visit reads it instead of the network.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('ljn.localCopy')))
    .not.toBeNull();
  expect(await page.evaluate(() => window.__pageOpened)).not.toContain('lakarjobb-norden');
  expect(await page.evaluate(dexieLoaded)).toBe(false);

  await network.goOffline();
  await page.reload();
  await expect(page.getByText('Du är offline').first()).toBeVisible();
  await expect(page.getByTestId('job-count')).toHaveText(/Visar [1-9]\d* jobb/);
  await expect(page.getByRole('heading', { name: firstTitle }).first()).toBeVisible();
});

test('a first visit to / leaves the copy to the worker too: the page reads only its three newest jobs', async ({
  page,
}) => {
  const restReads: string[] = [];
  page.on('request', (request) => {
    if (!request.serviceWorker() && new URL(request.url()).pathname.startsWith('/rest/')) {
      restReads.push(request.url());
    }
  });
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect.poll(() => localCopyStored(page), { timeout: 30_000 }).toBe(true);
  expect(await page.evaluate(() => window.__pageOpened)).not.toContain('lakarjobb-norden');
  expect(await page.evaluate(dexieLoaded)).toBe(false);
  const jobReads = restReads.filter((url) => url.includes('/rest/v1/jobs'));
  expect(jobReads).toHaveLength(1);
  expect(new URL(jobReads[0] ?? '').searchParams.get('limit')).toBe('3');
});

test('a Spara on a first visit opens the local database: the header counts it at once', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/jobs');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sparade jobb', exact: true })).toBeVisible();
  const firstCard = page.locator('main article').first();
  const title = (await firstCard.getByRole('heading').textContent()) ?? '';
  await firstCard.getByRole('button', { name: `Spara ${title}` }).click();

  await expect(
    firstCard.getByRole('button', { name: `Ta bort ${title} från sparade jobb` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(header.getByRole('link', { name: 'Sparade jobb 1' })).toBeVisible();
  expect(await page.evaluate(() => window.__pageOpened)).toContain('lakarjobb-norden');
});

test('a first visit that opens /jobs from / before the worker is ready downloads the jobs once', async ({
  page,
  context,
}) => {
  // The worker's precache is held until the list is on screen, as on a phone's slow first visit.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (route.request().serviceWorker() && !url.pathname.startsWith('/rest/')) await released;
    return route.fallback();
  });
  const jobReads: { byWorker: boolean; url: string }[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/rest/v1/jobs') {
      jobReads.push({ byWorker: request.serviceWorker() !== null, url: request.url() });
    }
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Jobb' })
    .click();
  await expect(page.getByTestId('job-count')).toHaveText(/Visar [1-9]\d* jobb/);
  // Beside the home page's three newest jobs, the list is read once.
  const pageReads = jobReads.filter(
    (read) => !read.byWorker && new URL(read.url).searchParams.get('limit') !== '3',
  );
  expect(pageReads).toHaveLength(1);

  release();
  await waitForServiceWorker(page);
  await expect.poll(() => localCopyStored(page), { timeout: 30_000 }).toBe(true);
  // The worker wrote the rows the page had fetched: it downloaded none itself.
  expect(jobReads.filter((read) => read.byWorker)).toEqual([]);
});

test('when the worker never answers, the page writes the local copy itself', async ({
  page,
  context,
}) => {
  // The worker's own download of the jobs never completes (as with an older worker that does not
  // know the message): after waiting its minute, the page writes the copy.
  await context.route('**/rest/v1/jobs*', (route) =>
    route.request().serviceWorker() ? undefined : route.fallback(),
  );
  await page.clock.install();
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect.poll(() => page.evaluate(() => window.__pageOpened.length)).toBe(0);
  await page.clock.fastForward(61_000);
  await expect.poll(() => localCopyStored(page), { timeout: 30_000 }).toBe(true);
  expect(await page.evaluate(() => window.__pageOpened)).toContain('lakarjobb-norden');
});
