// Issue 47 in real Chromium: an admin adds a region's feed at /admin/kallor, tests it and runs it;
// its doctor jobs are on /jobs below the provider's own ads of the same day, a filter finds them,
// the job page names the source and applies at the employer; a job removed at the source leaves
// /jobs and shows as no longer published among the saved jobs after the next sync.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { swedishDay } from '../../supabase/functions/_shared/search/list-order';
import { BROWSER, countOf } from '../support/ad-events';
import { DEMO_ADMIN } from '../support/e2e-accounts';
import { insertLocum } from '../support/e2e-data';
import { API_URL, anonClient, SERVICE_ROLE_KEY, serviceClient } from '../support/e2e-env';
import { jobCards, openFilterPill } from '../support/job-list';
import { expectToast, signInAsAdmin } from './admin-support';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
// A real browser's user agent: the statistics count no headless browser.
test.use({ userAgent: BROWSER });

const tag = `Zq${Date.now().toString(36)}`;
const SOURCE = `Region Testby ${tag}`;
const KEPT = `Överläkare i geriatrik ${tag}`;
const REMOVED = `Distriktsläkare ${tag}`;

/** The region's RSS feed: two doctor jobs and a nurse's, until the test removes one. */
const feed = { items: [KEPT, REMOVED, `Sjuksköterska ${tag}`] };
let server: Server;
let base = '';

const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function rss(): string {
  const items = feed.items.map(
    (title) => `<item>
      <guid isPermaLink="false">${slug(title)}</guid>
      <title>${title}</title>
      <link>${base}/jobb/${slug(title)}</link>
      <description><![CDATA[<p>Geriatriken i Testby söker dig.</p><p>Läs mer på ${base}/om-oss och ansök senast i månaden.</p><script>alert(1)</script>]]></description>
      <pubDate>${new Date(Date.now() - 60_000).toUTCString()}</pubDate>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Region Testby</title>${items.join('')}</channel></rss>`;
}

test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/lediga-jobb.xml') {
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8' });
      res.end(rss());
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Region Testby</title><h1>${req.url}</h1>`);
    }
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((closed) => server.close(closed));
  await serviceClient().from('job_sources').delete().like('name', `%${tag}`);
});

const sourceCard = (page: Page) => page.getByRole('region', { name: SOURCE });

test('an admin adds a feed, tests it, runs it now, pauses and resumes it', async ({ page }) => {
  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Jobbkällor' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Jobbkällor' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'arbeidsplassen.no' })).toContainText('Pausad');

  // Bad input: Swedish reasons on the fields, nothing sent.
  await page.getByLabel('Adress').fill('ftp://region.se/jobb');
  await page.getByRole('button', { name: 'Lägg till' }).click();
  await expect(page.getByText('Namn krävs (visas som "Från …" på annonserna)')).toBeVisible();
  await expect(page.getByText('Adressen måste börja med http:// eller https://')).toBeVisible();

  await page.getByLabel('Namn').fill(SOURCE);
  await page.getByLabel('Adress').fill(`${base}/lediga-jobb.xml`);
  await page.getByLabel('Land').selectOption('SE');
  await page.getByRole('button', { name: 'Testa' }).click();
  const preview = page.getByTestId('source-preview');
  await expect(preview).toContainText('3 annonser, 2 läkarjobb');
  await expect(preview).toContainText(KEPT);
  // A test fetch stores nothing.
  const { count } = await serviceClient()
    .from('jobs')
    .select('id', { count: 'exact', head: true })
    .like('title', `%${tag}`);
  expect(count).toBe(0);

  await page.getByRole('button', { name: 'Lägg till' }).click();
  await expectToast(page, 'Källan har lagts till');
  await expect(sourceCard(page)).toContainText('Har inte körts ännu.');
  await sourceCard(page)
    .getByRole('button', { name: `Kör nu: ${SOURCE}` })
    .click();
  await expect(sourceCard(page).getByTestId('last-run')).toContainText(
    '3 hämtade, 2 läkarjobb, 2 nya, 0 ändrade, 0 borttagna',
  );

  await sourceCard(page)
    .getByRole('button', { name: `Pausa: ${SOURCE}` })
    .click();
  await expect(sourceCard(page)).toContainText('Pausad');
  await sourceCard(page)
    .getByRole('button', { name: `Återuppta: ${SOURCE}` })
    .click();
  await expect(sourceCard(page)).toContainText('Aktiv');

  // On a phone the page fits its width.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sourceCard(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('the imported jobs are on /jobs below own ads of the day; the job page applies at the employer', async ({
  page,
}) => {
  // An own ad published earlier today, a minute into the Swedish day (the list's day, whatever
  // the time zone of the machine running the test): still above the newer imported ones.
  const today = swedishDay(new Date().toISOString());
  const startOfDay = ['+02:00', '+01:00']
    .map((offset) => new Date(`${today}T00:01:00${offset}`).toISOString())
    .find((at) => swedishDay(at) === today);
  const own = `Egen annons ${tag}`;
  await insertLocum({ title: own, published_at: startOfDay });

  await page.goto(`/jobs?q=${tag}`);
  const titles = jobCards(page).getByRole('heading');
  // The own ad first; the two imported ones (one import run, the same moment) in either order.
  await expect(titles).toHaveCount(3);
  await expect(titles.first()).toHaveText(own);
  expect((await titles.allTextContents()).slice(1).sort()).toEqual([KEPT, REMOVED].sort());
  // On a desktop the order's note is in the Sortera pill's popover.
  const sorting = await openFilterPill(page, 'Sortera');
  await expect(sorting.getByText('Samma dag visas annonser publicerade här före')).toBeVisible();
  await page.keyboard.press('Escape');

  await jobCards(page)
    .filter({ hasText: KEPT })
    .getByRole('link', { name: 'Visa detaljer' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: KEPT })).toBeVisible();
  const origins = page.getByTestId('job-origins');
  await expect(origins).toHaveText(`Från ${SOURCE}`);
  await expect(origins.getByRole('link', { name: SOURCE })).toHaveAttribute(
    'href',
    `${base}/jobb/${slug(KEPT)}`,
  );
  // The description's bare address is a link; its script was never text, let alone markup.
  const described = page.getByRole('link', { name: `${base}/om-oss` });
  await expect(described).toHaveAttribute('rel', 'nofollow noopener');
  await expect(page.getByText('alert(1)')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ansök nu' })).toHaveCount(0);

  const apply = page.getByRole('link', { name: 'Ansök hos arbetsgivaren' }).first();
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('rel', 'noopener');
  const jobId = page.url().split('/jobs/')[1]?.split('?')[0] ?? '';
  const popup = page.waitForEvent('popup');
  await apply.click();
  const employerPage = await popup;
  await expect(employerPage).toHaveURL(`${base}/jobb/${slug(KEPT)}`);
  await employerPage.close();
  // Counted as an apply click in the ad statistics (the admin's to read), as "Ansök nu" is.
  const admin = anonClient();
  await admin.auth.signInWithPassword(DEMO_ADMIN);
  await expect.poll(() => countOf(admin, 'job_apply_open', jobId), { timeout: 20_000 }).toBe(1);
});

test('a job removed at its source leaves /jobs and shows as no longer published when saved', async ({
  page,
}) => {
  // A first visit writes the local copy; the saved job is kept on the device.
  await page.goto(`/jobs?q=${tag}`);
  await expect(jobCards(page).filter({ hasText: REMOVED })).toHaveCount(1);
  await jobCards(page)
    .filter({ hasText: REMOVED })
    .getByRole('button', { name: `Spara ${REMOVED}` })
    .click();
  await expect(
    jobCards(page)
      .filter({ hasText: REMOVED })
      .getByRole('button', { name: `Sparat – ta bort ${REMOVED} från sparade jobb` }),
  ).toBeVisible();

  // The region takes the ad down; the next run takes it off the site.
  feed.items = feed.items.filter((title) => title !== REMOVED);
  const run = await fetch(`${API_URL}/functions/v1/import-jobs`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  const { sources } = (await run.json()) as { sources: { source: string; removed: number }[] };
  expect(sources.find((summary) => summary.source === SOURCE)).toMatchObject({ removed: 1 });

  // The next sync of the device's copy learns of the removal.
  await page.goto(`/jobs?q=${tag}`);
  await expect(jobCards(page).filter({ hasText: KEPT })).toHaveCount(1);
  await expect(jobCards(page).filter({ hasText: REMOVED })).toHaveCount(0);
  await page.goto('/saved-jobs');
  await expect(page.getByText('Annonsen är inte längre publicerad')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: REMOVED })).toBeVisible();
});
