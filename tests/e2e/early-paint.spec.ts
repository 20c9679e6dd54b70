// The job list and a job page show their jobs before the app's code has run: the page's inline
// early paint (src/firstPaint/earlyPaint.ts) reads the rows while the HTML parses (a first visit from the
// network, a return visit from the local copy) and fills React's build-time markup of the page
// (src/prerender/jobTemplates.tsx). The app then hydrates the page and renders the same jobs: same
// texts, in the same places.
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { listedEmployerId } from '../../src/features/employers/searchEmployers';
import { LOCAL_COPY_MARKER } from '../../src/lib/offline/localCopy';
import { jobSections, SECTION_FIELDS } from '../../supabase/functions/_shared/public-job';
import { insertJob, publicJobs } from '../support/e2e-data';
import { API_URL, APP_URL, serviceClient } from '../support/e2e-env';
import { holdApp } from '../support/hold-app';

type PublicJob = Awaited<ReturnType<typeof publicJobs>>[number];

/** The app's code never arrives: what shows is the HTML and the early paint. */
const blockApp = (page: Page) => page.route('**/assets/*.js', (route) => route.abort());

/** A first visit: a browser context of its own, with no local copy of the jobs yet. */
async function firstVisitPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    baseURL: APP_URL,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    serviceWorkers: 'block',
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

/**
 * A return visit from here on: once the first visit has stored its rows in the local copy (at
 * idle, then marked), the app's code is blocked, so what shows comes from HTML and early paint.
 */
async function blockAppOnceCopied(page: Page): Promise<void> {
  await page.waitForFunction((marker) => localStorage.getItem(marker) !== null, LOCAL_COPY_MARKER);
  await blockApp(page);
}

async function newestPublicJob(): Promise<PublicJob> {
  const [job] = await publicJobs();
  if (!job) throw new Error('the seed has no public job');
  return job;
}

/** Until React has rendered the header (it tags the DOM nodes it creates). */
const appTookOver = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.querySelector('header') ?? {}).some((key) =>
      key.startsWith('__reactFiber'),
    ),
  );

/** Whether React rendered the element (it tags the DOM nodes it creates). */
const isReactsElement = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

/**
 * Each visible text element of `selector` with where it is drawn. An element that is all of the
 * text of the block around it is that block: the employer's name, for one, becomes a link to its
 * profile once the app has read the directory, in the same words and the same place.
 */
function placedTexts(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((elements, selector) => {
    const wrapsItsBlock = (element: Element) =>
      element.parentElement?.closest(selector)?.textContent === element.textContent;
    return elements
      .filter((element) => element.checkVisibility() && !wrapsItsBlock(element))
      .map((element) => {
        const box = element.getBoundingClientRect();
        return {
          text: element.textContent,
          box: [box.x, box.y, box.width, box.height].map(Math.round),
        };
      });
  }, selector);
}

const DETAIL_TEXTS = 'main h1, main h2, main p, main dt, main dd, main li, main a, main button';
const CARD_TEXTS = 'main article, [data-testid="job-count"]';

/** Jobs that between them leave out each optional part of a job page. */
function jobsCoveringOptionalParts(jobs: PublicJob[]): PublicJob[] {
  const picks = [
    jobs[0],
    jobs.find((job) => job.salary_monthly === null),
    jobs.find((job) => job.expires_at === null),
    jobs.find((job) => !job.requirements),
    jobs.find((job) => !job.specialty),
    jobs.find((job) => !!job.benefits),
    // Its employer's name links to the employer's profile, once the app has read the directory.
    jobs.find((job) => listedEmployerId(job.employer_name) !== null),
    // Each section of the job's definition (e.g. Kontaktperson) on a job that has it.
    ...SECTION_FIELDS.map(({ name }) =>
      jobs.find((job) => jobSections(job).some((section) => section.name === name)),
    ),
  ];
  return [...new Set(picks.filter((job): job is PublicJob => !!job))];
}

test("a shared job link shows the job before the app's code has run", async ({ page }) => {
  const job = await newestPublicJob();
  await blockApp(page);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  await expect(page.getByRole('main').getByText(job.employer_name).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Om tjänsten' })).toBeVisible();
  await expect(page.getByText('Laddar jobbet...')).toHaveCount(0);
});

test("the job list shows its first cards and its count before the app's code has run", async ({
  page,
}) => {
  const jobs = await publicJobs();
  await blockApp(page);
  await page.goto('/jobs');
  await expect(page.getByTestId('job-count')).toHaveText(`Visar ${jobs.length} jobb`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(8, jobs.length));
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(
    jobs[0]?.title ?? '',
  );
});

test('the app takes over a job page with the same texts in the same places', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  for (const job of jobsCoveringOptionalParts(await publicJobs())) {
    const painted = await firstVisitPage(browser);
    await blockApp(painted);
    await painted.goto(`/jobs/${job.id}`);
    await expect(painted.getByRole('heading', { level: 1 }), job.id).toHaveText(job.title);
    const live = await firstVisitPage(browser);
    await live.goto(`/jobs/${job.id}`);
    await appTookOver(live);
    await expect(live.getByRole('heading', { level: 1 }), job.id).toHaveText(job.title);
    if (listedEmployerId(job.employer_name) !== null) {
      const profileLink = live.getByRole('main').getByRole('link', { name: job.employer_name });
      await expect(profileLink, job.id).toBeVisible();
    }
    expect(await placedTexts(painted, DETAIL_TEXTS), job.id).toEqual(
      await placedTexts(live, DETAIL_TEXTS),
    );
    await painted.context().close();
    await live.context().close();
  }
});

test('the app takes over the job list with the same first cards in the same places', async ({
  browser,
}) => {
  for (const width of [390, 1280]) {
    const painted = await firstVisitPage(browser, width);
    await blockApp(painted);
    await painted.goto('/jobs');
    await expect(painted.getByRole('main').getByRole('article').first()).toBeVisible();
    const live = await firstVisitPage(browser, width);
    await live.goto('/jobs');
    await appTookOver(live);
    // React's cards, not the early paint's it renders over (which would match trivially).
    await expect
      .poll(() => isReactsElement(live.getByRole('main').getByRole('article').first()))
      .toBe(true);
    // Polled on both pages: a card's box is its placeholder height (content-visibility in
    // JobCard.module.css) until the browser's next rendering update after it is put in, so a read
    // right after React's render, or the early paint's, saw other heights (CI: failed once).
    await expect(async () => {
      // The first cards: the list grows by more after them.
      const first = (await placedTexts(live, CARD_TEXTS)).slice(0, 9);
      expect(await placedTexts(painted, CARD_TEXTS), `${width} px`).toEqual(first);
    }).toPass({ timeout: 10_000 });
    await painted.context().close();
    await live.context().close();
  }
});

test('a filtered job list is not painted early: the app shows its own results', async ({
  page,
}) => {
  await blockApp(page);
  await page.goto('/jobs?q=kirurg');
  await expect(page.getByText('Laddar jobb...')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
});

test("a return visit's job list shows its first cards from the local copy before the app's code has run, offline too", async ({
  browser,
}) => {
  const job = await newestPublicJob();
  const page = await firstVisitPage(browser);
  await page.goto('/jobs');
  await blockAppOnceCopied(page);
  // Nothing from Supabase either: the cards can only come from IndexedDB.
  await page.route(`${API_URL}/**`, (route) => route.abort('internetdisconnected'));
  await page.goto('/jobs');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(8);
  await expect(cards.first().getByRole('heading')).toHaveText(job.title);
  await expect(cards.first().getByRole('button', { name: `Spara ${job.title}` })).toBeVisible();
  await page.context().close();
});

test("a return visit's job page shows the job from the local copy before the app's code has run", async ({
  browser,
}) => {
  const job = await newestPublicJob();
  const page = await firstVisitPage(browser);
  await page.goto('/jobs');
  await blockAppOnceCopied(page);
  // Nothing from Supabase either: the job can only come from IndexedDB.
  await page.route(`${API_URL}/**`, (route) => route.abort('internetdisconnected'));
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  await expect(page.getByRole('heading', { name: 'Om tjänsten' })).toBeVisible();
  await page.context().close();
});

test("a return visit's job page: the app takes over the early paint's read of the job", async ({
  browser,
}) => {
  const job = await newestPublicJob();
  const page = await firstVisitPage(browser);
  await page.goto('/jobs');
  await page.waitForFunction((marker) => localStorage.getItem(marker) !== null, LOCAL_COPY_MARKER);
  // Counts reads of the job's row from IndexedDB: the early paint's and Dexie's alike.
  await page.addInitScript((id) => {
    const counted = window as unknown as { jobReads: number };
    const get = IDBObjectStore.prototype.get;
    counted.jobReads = 0;
    IDBObjectStore.prototype.get = function (query) {
      if (this.name === 'jobs' && query === id) counted.jobReads += 1;
      return get.call(this, query);
    };
  }, job.id);
  await page.goto(`/jobs/${job.id}`);
  await appTookOver(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(job.title);
  // React's own heading: the app has read the job by now.
  await expect
    .poll(() => heading.evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__react'))))
    .toBe(true);
  expect(await page.evaluate(() => (window as unknown as { jobReads: number }).jobReads)).toBe(1);
  await page.context().close();
});

test('a job saved on this device is not painted early, nor the list it heads: the app shows them, saying Sparat', async ({
  browser,
}) => {
  const job = await newestPublicJob();
  const page = await firstVisitPage(browser);
  await page.goto(`/jobs/${job.id}`);
  await appTookOver(page);
  await page
    .getByRole('button', { name: `Spara ${job.title}` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Sparat/ }).first()).toBeVisible();
  await blockAppOnceCopied(page);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByText('Laddar jobbet...')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  // Nor the list, whose first card it is: no card says "Spara" for it.
  await page.goto('/jobs');
  await expect(page.getByText('Laddar jobb...')).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  await page.context().close();
});

test("a job's apply button tapped before the app runs is answered once it has", async ({
  browser,
}) => {
  const job = await newestPublicJob();
  const page = await firstVisitPage(browser);
  const release = await holdApp(page);
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  release();
  await expect(
    page.getByText(`Logga in eller skapa konto för att söka ${job.title}`),
  ).toBeVisible();
  await page.context().close();
});

test('a tap held before the app runs reaches React\'s "Ansök nu" when the idle moment comes before React has rendered the job', async ({
  browser,
}) => {
  // A busy phone: the app presses what it held once the browser is idle or a second has passed
  // (whenIdle), which can be before React has rendered the job page's content over the early
  // paint. Here every idle wait ends at the next task. Before pressTarget (src/lib/earlyInput.ts)
  // the early paint's button, which has no handler, was pressed: 8 of 8 runs failed.
  const job = await insertJob('tryck-före-appen');
  const page = await firstVisitPage(browser, 390);
  try {
    await page.addInitScript(() => {
      window.requestIdleCallback = (callback) =>
        window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }));
    });
    const release = await holdApp(page);
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await page.getByRole('button', { name: 'Ansök nu' }).filter({ visible: true }).click();
    release();
    await expect(
      page.getByText(`Logga in eller skapa konto för att söka ${job.title}`),
    ).toBeVisible();
  } finally {
    await page.context().close();
    await serviceClient().from('jobs').delete().eq('id', job.id);
  }
});
