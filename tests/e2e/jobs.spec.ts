// /jobs: the public list, its count, featured banners and the URL-backed filters.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { placeBanners } from '../../supabase/functions/_shared/schemas/banner-places.ts';
import { sortJobs } from '../../supabase/functions/_shared/search/match.ts';
import { hiddenJobs, publicBanners, publicJobs } from '../support/e2e-data';
import { CARDS_PER_PAGE, jobCards, openFilterPill, showCards } from '../support/job-list';

const count = (page: Page) => page.getByTestId('job-count');

test('lists the published, unexpired jobs newest first with their count and card details', async ({
  page,
}) => {
  const jobs = await publicJobs();
  expect(jobs.length).toBeGreaterThanOrEqual(40);
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Lediga läkarjobb' })).toBeVisible();
  await expect(count(page)).toHaveText(`Visar ${jobs.length} jobb`);
  // A page of cards, then "Visa fler" until every job is there.
  await expect(jobCards(page)).toHaveCount(CARDS_PER_PAGE);
  await showCards(page, jobs.length);

  // Newest first; the provider's own ads above imported ones of the same day.
  const [newest] = sortJobs(jobs, undefined);
  if (!newest) throw new Error('no jobs');
  const first = jobCards(page).first();
  await expect(first.getByRole('heading')).toHaveText(newest.title);
  await expect(first).toContainText(newest.employer_name);
  // Its place in one order everywhere: place, region, country; a city named as its region once.
  const country = { SE: 'Sverige', NO: 'Norge', DK: 'Danmark' }[newest.country];
  const place = newest.location.split(',')[0];
  const ownPlace = place?.toLowerCase() === newest.region?.toLowerCase() ? null : place;
  await expect(first).toContainText([ownPlace, newest.region, country].filter(Boolean).join(', '));
  // The badge: the spec's job type, or the locum form it was posted as.
  const badge = newest.employment_form === 'stafett' ? 'Locum / stafett' : newest.job_type;
  if (badge) await expect(first).toContainText(badge);
  await expect(first).toContainText(
    new Date(newest.published_at ?? newest.created_at).toLocaleDateString('sv-SE', {
      timeZone: 'Europe/Stockholm',
    }),
  );
  await expect(first.getByRole('link', { name: 'Visa detaljer' })).toHaveAttribute(
    'href',
    `/jobs/${newest.id}`,
  );
  // Drafts and the expired ad never reach the page.
  const hidden = await hiddenJobs();
  expect(hidden.length).toBeGreaterThan(0);
  for (const job of hidden) {
    await expect(jobCards(page).filter({ hasText: job.title })).toHaveCount(0);
  }
});

/** Where a region of the page is: its box, after it has rendered. */
async function boxOf(locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  if (!box) throw new Error('not rendered');
  return box;
}

test('banners stand where their placement says: Topp above the list, Sidokolumn beside it, Botten below it; a click opens its link in a new tab', async ({
  page,
  context,
}) => {
  const placed = placeBanners(await publicBanners());
  for (const position of ['top', 'sidebar', 'bottom'] as const) {
    expect(placed[position].shown.length, position).toBeGreaterThan(0);
  }
  const withLink = placed.sidebar.shown.find((banner) => banner.link_url);
  if (!withLink?.link_url) throw new Error('no banner with a link');
  // The advertiser's site is outside the test machine: answer for it.
  await context.route(`${withLink.link_url}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Annonsör</title>' }),
  );

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/jobs');
  const top = page.getByRole('complementary', { name: 'Annons ovanför jobben' });
  const side = page.getByRole('complementary', { name: 'Utvalda arbetsgivare' });
  const bottom = page.getByRole('complementary', { name: 'Annons under jobben' });
  const shown = (position: 'top' | 'sidebar' | 'bottom') =>
    placed[position].shown.map((banner) => banner.title);
  for (const [region, position] of [
    [top, 'top'],
    [side, 'sidebar'],
    [bottom, 'bottom'],
  ] as const) {
    await expect(region.getByText('Annons', { exact: true })).toHaveCount(shown(position).length);
    for (const title of shown(position)) await expect(region).toContainText(title);
  }
  // No more than the spec's five on the page, whatever is published.
  await expect(page.getByRole('complementary').getByText('Annons', { exact: true })).toHaveCount(
    shown('top').length + shown('sidebar').length + shown('bottom').length,
  );
  const firstCard = await boxOf(jobCards(page).first());
  const lastCard = await boxOf(jobCards(page).last());
  expect((await boxOf(top)).y + (await boxOf(top)).height).toBeLessThanOrEqual(firstCard.y);
  const sideBox = await boxOf(side);
  expect(sideBox.x + sideBox.width).toBeLessThanOrEqual(firstCard.x);
  expect(sideBox.y).toBeLessThan(firstCard.y + firstCard.height);
  expect((await boxOf(bottom)).y).toBeGreaterThanOrEqual(lastCard.y + lastCard.height);

  const link = side.getByRole('link', { name: new RegExp(withLink.title) });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(withLink.link_url);
  await expect(page).toHaveURL(/\/jobs$/);
});

test('on a phone: Topp above the list, the side column banners after the first eight cards as one row to swipe through, Botten below the list', async ({
  page,
}) => {
  const placed = placeBanners(await publicBanners());
  expect(placed.sidebar.shown.length).toBeGreaterThan(1);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/jobs');
  await expect(jobCards(page)).toHaveCount(CARDS_PER_PAGE);
  const ads = page.getByRole('complementary', { name: 'Utvalda arbetsgivare' });
  await expect(ads).toHaveCount(1);
  await expect(ads.getByText('Annons', { exact: true })).toHaveCount(placed.sidebar.shown.length);
  const adsTop = (await boxOf(ads)).y;
  expect(adsTop).toBeGreaterThan((await boxOf(jobCards(page).nth(7))).y);
  expect(adsTop).toBeLessThan((await boxOf(jobCards(page).nth(8))).y);
  // One row: the banners side by side, the row scrolling sideways within the page's width.
  const row = ads.getByRole('list');
  const first = await row.getByRole('listitem').nth(0).boundingBox();
  const second = await row.getByRole('listitem').nth(1).boundingBox();
  expect(second?.y).toBe(first?.y);
  expect(await row.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const top = await boxOf(page.getByRole('complementary', { name: 'Annons ovanför jobben' }));
  expect(top.y + top.height).toBeLessThanOrEqual((await boxOf(jobCards(page).first())).y);
  const bottom = await boxOf(page.getByRole('complementary', { name: 'Annons under jobben' }));
  const lastCard = await boxOf(jobCards(page).last());
  expect(bottom.y).toBeGreaterThanOrEqual(lastCard.y + lastCard.height);
  expect(bottom.width).toBeLessThanOrEqual(390);
});

test('filters narrow the list, live in the URL, survive a reload and follow the back button', async ({
  page,
}) => {
  const jobs = await publicJobs();
  const kirurgi = jobs.filter((job) => job.specialty === 'kirurgi');
  const norway = jobs.filter((job) => job.country === 'NO');
  expect(kirurgi.length).toBeGreaterThan(0);
  expect(norway.length).toBeGreaterThan(0);

  await page.goto('/jobs');
  await expect(count(page)).toHaveText(`Visar ${jobs.length} jobb`);

  // On a desktop the filter is in its pill's popover.
  await (await openFilterPill(page, 'Specialitet'))
    .getByLabel('Specialitet', { exact: true })
    .selectOption('kirurgi');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/specialitet=kirurgi/);
  await expect(count(page)).toHaveText(`Visar ${kirurgi.length} jobb`);
  await showCards(page, kirurgi.length);
  for (const card of await jobCards(page).all()) await expect(card).toContainText('Kirurgi');

  // A link from another page, then back: the filtered list comes back with its filter shown.
  await page.goto('/jobs?plats=NORGE');
  await expect(page.getByLabel('Plats')).toHaveValue('NORGE');
  await expect(count(page)).toHaveText(`Visar ${norway.length} jobb`);
  await expect(page.getByLabel('Specialitet')).toHaveValue('');

  await page.reload();
  await expect(page.getByLabel('Plats')).toHaveValue('NORGE');
  await expect(count(page)).toHaveText(`Visar ${norway.length} jobb`);

  await page.goBack();
  await expect(page).toHaveURL(/specialitet=kirurgi/);
  await expect(page.getByLabel('Specialitet')).toHaveValue('kirurgi');
  await expect(count(page)).toHaveText(`Visar ${kirurgi.length} jobb`);
});

test('a keyword with å ä ö matches regardless of case; no match shows the empty state', async ({
  page,
}) => {
  const jobs = await publicJobs();
  const word = 'överläkare';
  const expected = jobs.filter((job) =>
    [job.title, job.employer_name, job.description, job.requirements ?? '', job.location]
      .join(' ')
      .toLocaleLowerCase('sv-SE')
      .includes(word),
  );
  expect(expected.length).toBeGreaterThan(0);

  await page.goto('/jobs');
  await page.getByLabel('Sökord').fill('ÖVERLÄKARE');
  await page.getByLabel('Sökord').press('Enter');
  await expect(count(page)).toHaveText(`Visar ${expected.length} jobb`);

  await page.goto('/jobs?q=zzzfinnsinte');
  await expect(count(page)).toHaveText('Visar 0 jobb');
  await expect(page.getByText('Inga jobb matchar din sökning.')).toBeVisible();
  await page.getByRole('button', { name: 'Visa alla jobb' }).click();
  await expect(count(page)).toHaveText(`Visar ${jobs.length} jobb`);
});

test('the Anställningsform filter narrows the list to that form, also from an old typ= link', async ({
  page,
}) => {
  const jobs = await publicJobs();
  const vikariat = jobs.filter((job) => job.employment_form === 'vikariat');
  expect(vikariat.length).toBeGreaterThan(0);
  await page.goto('/jobs');
  await (await openFilterPill(page, 'Anställningsform'))
    .getByLabel('Anställningsform', { exact: true })
    .selectOption('Vikariat');
  await expect(count(page)).toHaveText(`Visar ${vikariat.length} jobb`);
  await expect(page).toHaveURL(/uppdrag=vikariat/);
  // A link saved with the spec's job type before issue 50 shows the same form.
  await page.goto('/jobs?typ=Vikariat');
  await expect(page.getByLabel('Anställningsform')).toHaveValue('vikariat');
  await expect(count(page)).toHaveText(`Visar ${vikariat.length} jobb`);
});
