// Ad statistics end to end: a visitor sees a banner and clicks it, searches and opens
// a job, opens "Ansök nu", opens the job again offline and comes back online; the admin's
// statistics page then shows each of those events once, by source: one visitor, one ad and one
// day count one event of a kind, and the click-through rates stay within 100 %
//, each figure saying how it is counted.
import { expect, type Page, test } from '@playwright/test';
import { serviceClient } from '../support/e2e-env';
import { choose, signInAsAdmin, uniqueTitle } from './admin-support';

/** A real browser's user agent: headless Chromium says "HeadlessChrome", which is not counted. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

type SentEvent = { event: string; id: string; source: string };

/** Every batch the page sends to count-ad-events, by its key (a batch sent twice is one). */
function watchBatches(page: Page): Map<string, SentEvent[]> {
  const batches = new Map<string, SentEvent[]>();
  page.on('request', (request) => {
    if (!request.url().includes('/functions/v1/count-ad-events')) return;
    const batch = JSON.parse(request.postData() ?? '{}') as { key: string; events: SentEvent[] };
    batches.set(batch.key, batch.events);
  });
  return batches;
}

/** A key figure's value on a statistics page (its label, its value, how it is counted). */
const keyFigure = (page: Page, label: string) =>
  page.getByRole('group', { name: label }).locator('p').nth(1);

const countedResponse = (page: Page, event: string) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/functions/v1/count-ad-events') &&
      (response.request().postData() ?? '').includes(event),
  );

test('a visitor’s banner, search, job, Ansök nu and offline view show once each in Statistik', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = uniqueTitle('Statistikjobb');
  const bannerTitle = uniqueTitle('Statistikbanner');
  const employer = `Region ${title.slice(-8)}`;
  const service = serviceClient();
  const job = await service
    .from('jobs')
    .insert({
      title,
      employer_name: employer,
      location: 'Umeå',
      description: 'Ett jobb för statistiktestet.',
      status: 'published',
    })
    .select('id')
    .single();
  const banner = await service
    .from('banners')
    .insert({
      title: bannerTitle,
      employer_name: employer,
      image_url: '/banners/norrbotten.svg',
      link_url: 'https://example.se/',
      position: 'sidebar',
      status: 'published',
    })
    .select('id')
    .single();
  expect(job.error ?? banner.error).toBeNull();

  const visitor = await browser.newContext({ userAgent: BROWSER });
  const page = await visitor.newPage();
  // The banner's advertiser is not part of the test.
  await visitor.route('https://example.se/**', (route) => route.fulfill({ body: 'Annonsör' }));
  const batches = watchBatches(page);

  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  const bannerLink = page.getByRole('link', { name: new RegExp(bannerTitle) }).first();
  await expect(bannerLink).toBeVisible();
  // Both seen for more than a second: one impression each.
  const impressions = countedResponse(page, 'banner_impression');
  await page.waitForTimeout(1200);
  const popup = page.waitForEvent('popup');
  await bannerLink.click();
  await (await popup).close();
  await impressions;

  await card.getByRole('link', { name: 'Visa detaljer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const applyOpened = countedResponse(page, 'job_apply_open');
  await page.getByRole('button', { name: 'Ansök nu' }).first().click();
  expect((await applyOpened).status()).toBe(200);

  // A visitor is led to sign in (and back); back past it to the list, then the same job again
  // with no connection: kept, sent once back online.
  await expect(page).toHaveURL(/\/signin\?/);
  // Two steps at once: the job page in between would count another view.
  await page.evaluate(() => history.go(-2));
  await expect(card).toBeVisible();
  await visitor.setOffline(true);
  await card.getByRole('link', { name: 'Visa detaljer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.waitForTimeout(2500);
  const offlineView = countedResponse(page, 'job_view');
  await visitor.setOffline(false);
  expect((await offlineView).status()).toBe(200);
  await visitor.close();

  const sent = [...batches.values()].flat();
  const sentOf = (event: string, id: string) =>
    sent.filter((e) => e.event === event && e.id === id);
  expect(sentOf('job_view', job.data?.id ?? '')).toHaveLength(2);
  expect(sentOf('banner_click', banner.data?.id ?? '')).toHaveLength(1);

  // The admin's own visit is not counted; the page shows the visitor's events by source.
  const adminContext = await browser.newContext({ userAgent: BROWSER });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto('/admin/statistik?dagar=7');
  await expect(admin.getByRole('heading', { level: 1, name: 'Statistik' })).toBeVisible();

  await choose(admin.locator('main'), 'Annons', `${title} (jobb)`);
  // The choice narrows the whole page, tables included, and is kept in the URL.
  await expect(admin).toHaveURL(new RegExp(`annons=${job.data?.id}`));
  await expect(admin.getByRole('table', { name: 'Per annons' }).getByRole('row')).toHaveCount(2);
  await expect(admin.getByRole('table', { name: 'Per arbetsgivare' }).getByRole('row')).toHaveCount(
    2,
  );
  // Two views of the job by one visitor on one day: one unique visitor.
  await expect(keyFigure(admin, 'Unika besökare')).toHaveText('1');
  const bySearch = admin
    .getByRole('table', { name: 'Per källa' })
    .getByRole('row', { name: /^Jobbsökningen/ });
  const cells = bySearch.getByRole('cell');
  // Columns: Visningar i listor, Sidvisningar, ”Ansök nu” öppnad, Delningar, Sparade. The page
  // sent two views (and its card's impressions): one visitor on one day counts once each.
  await expect(cells.nth(1)).toHaveText('1');
  await expect(cells.nth(2)).toHaveText('1');
  await expect(cells.nth(0)).toHaveText('1');
  // One list impression and one click from the list: 100 %, never more; and it says why.
  const listRate = admin.getByRole('group', { name: 'Klickfrekvens i listor' });
  await expect(keyFigure(admin, 'Klickfrekvens i listor')).toHaveText('100\u00a0%');
  await expect(listRate).toHaveAccessibleDescription(
    'Jobbsidor öppnade från en lista delat med visningar i listor; direktbesök räknas inte.',
  );
  await expect(admin.getByText(/högst en gång per besökare, annons och dag/)).toBeVisible();

  await choose(admin.locator('main'), 'Annons', `${bannerTitle} (banner)`);
  await expect(cells.nth(0)).toHaveText('1');
  await expect(cells.nth(1)).toHaveText('1');
  // A banner has no page views or applications: "–", not 0; the choice survives a reload.
  await expect(keyFigure(admin, 'Sidvisningar')).toHaveText('–');
  await expect(keyFigure(admin, 'Ansökningar')).toHaveText('–');
  await admin.reload();
  await expect(admin.getByRole('combobox', { name: 'Annons' })).toHaveValue(
    `${bannerTitle} (banner)`,
  );
  await expect(keyFigure(admin, 'Bannervisningar')).toHaveText('1');
  await expect(keyFigure(admin, 'Klickfrekvens för banners')).toHaveText('100\u00a0%');

  // The employer's report link: made in the back office, opened by someone with no account.
  await choose(admin.locator('main'), 'Arbetsgivare', employer);
  await admin.getByRole('button', { name: 'Skapa rapportlänk' }).click();
  const reportUrl = await admin
    .getByRole('textbox', { name: `Rapportlänk för ${employer}` })
    .inputValue();
  expect(reportUrl).toMatch(/\/rapport\/[0-9a-f]{64}$/);
  await adminContext.close();

  const employerContext = await browser.newContext({ userAgent: BROWSER });
  const report = await employerContext.newPage();
  await report.goto(reportUrl);
  await expect(
    report.getByRole('heading', { level: 1, name: `Statistik för ${employer}` }),
  ).toBeVisible();
  const perAd = report.getByRole('table', { name: 'Per annons' });
  await expect(perAd.getByRole('row', { name: new RegExp(title) })).toContainText('Jobb');
  await expect(perAd.getByRole('row', { name: new RegExp(bannerTitle) })).toBeVisible();
  // Only that employer's ads: two rows, no other employer's name anywhere on the page.
  await expect(perAd.getByRole('row')).toHaveCount(3);
  // The one visitor saw both ads: one unique visitor, not one per ad.
  await expect(keyFigure(report, 'Unika besökare')).toHaveText('1');
  // The employer reads how every figure is counted, on the figure and in one sentence.
  for (const figure of ['Unika besökare', 'Klickfrekvens i listor', 'Konvertering']) {
    await expect(report.getByRole('group', { name: figure })).toHaveAccessibleDescription(/\S/);
  }
  await expect(keyFigure(report, 'Klickfrekvens i listor')).toHaveText('100\u00a0%');
  await expect(report.getByText(/högst en gång per besökare, annons och dag/)).toBeVisible();
  await expect(perAd.getByText(/^CTR: för jobb sidvisningar från listor/)).toBeVisible();
  await expect(report.getByText('Region Norrbotten')).toHaveCount(0);
  // An employer-facing header: the logo, none of the doctors' navigation, and the
  // link's terms explained.
  await expect(
    report.getByRole('banner').getByRole('link', { name: /till startsidan/ }),
  ).toBeVisible();
  await expect(report.getByRole('navigation', { name: 'Huvudmeny' })).toHaveCount(0);
  await expect(report.getByRole('banner').getByRole('link', { name: 'Lediga jobb' })).toHaveCount(
    0,
  );
  await expect(
    report.getByRole('banner').getByRole('button', { name: /Logga in|Registrera/ }),
  ).toHaveCount(0);
  await expect(report.getByRole('region', { name: 'Om rapporten' })).toContainText(
    'Länken är personlig för er organisation',
  );

  // An expired link is refused with a page that says so.
  const expired = await service
    .from('employer_report_links')
    .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .eq('employer_name', employer);
  expect(expired.error).toBeNull();
  await report.reload();
  await expect(
    report.getByRole('heading', { level: 1, name: 'Rapportlänken fungerar inte' }),
  ).toBeVisible();
  // Employer-facing copy says "ni"/"er" throughout.
  await expect(report.getByText(/en ny länk till er statistik/)).toBeVisible();
  await employerContext.close();
});
