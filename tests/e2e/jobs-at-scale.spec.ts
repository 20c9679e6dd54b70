// Issue 38: the job list with 2,000 more jobs than the seed. It shows the count and a first page of
// cards, "Visa fler" reaches the last card of a search, a filter narrows the count, the way back
// from a job returns to its card, and offline the same list comes from the local copy.
import { expect, type Page, test } from '@playwright/test';
import { publicJobCount } from '../support/e2e-data';
import { serviceClient } from '../support/e2e-env';
import { CARDS_PER_PAGE, jobCards, openFilterPill, showCards, showMore } from '../support/job-list';
import { localCopyStored, offlineSwitch, waitForServiceWorker } from './pwa-support';

const MARKER = `Skaljobb ${Date.now().toString(36)}`;
const MANY = 2000;
/** Every tenth of them is in cardiology: a search that spans pages but not all of them. */
const CARDIOLOGY = MANY / 10;
const PLACES: readonly { location: string; country: string; region: string }[] = [
  { location: 'Umeå', country: 'SE', region: 'Västerbotten' },
  { location: 'Tromsø', country: 'NO', region: 'Troms' },
  { location: 'Aarhus', country: 'DK', region: 'Midtjylland' },
];

const placeOf = (i: number) => PLACES[i % PLACES.length] ?? { location: 'Umeå' };

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  const now = Date.now();
  const jobs = Array.from({ length: MANY }, (_, i) => ({
    // Zero-padded: the newest first is also the titles' order.
    title: `${MARKER} ${String(i).padStart(4, '0')}`,
    employer_name: 'Region Skalan',
    ...placeOf(i),
    description: 'Ett av tusentals jobb på listan, som ändå ska gå snabbt att bläddra i.',
    specialty: i % 10 === 0 ? 'kardiologi' : 'allmänmedicin',
    status: 'published' as const,
    // A millisecond apart: newer than any job other specs published before this one, so the
    // list's first pages are these, in this order.
    published_at: new Date(now - i).toISOString(),
  }));
  for (let start = 0; start < MANY; start += 500) {
    const { error } = await serviceClient()
      .from('jobs')
      .insert(jobs.slice(start, start + 500));
    if (error) throw new Error(error.message);
  }
});

test.afterAll(async () => {
  await serviceClient().from('jobs').delete().like('title', `${MARKER}%`);
});

const count = (page: Page) => page.getByTestId('job-count');
const title = (i: number) => `${MARKER} ${String(i).padStart(4, '0')}`;

/** The list narrowed to the cardiology jobs of this test, by the search box and a filter. */
async function searchCardiology(page: Page) {
  await page.getByLabel('Sökord').fill(MARKER);
  await expect(count(page)).toHaveText(`Visar ${MANY} jobb`);
  await (await openFilterPill(page, 'Specialitet'))
    .getByLabel('Specialitet', { exact: true })
    .selectOption('kardiologi');
  await page.keyboard.press('Escape');
  await expect(count(page)).toHaveText(`Visar ${CARDIOLOGY} jobb`);
}

test('a page of cards, Visa fler to the last, a narrowing filter and the way back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const total = await publicJobCount();
  expect(total).toBeGreaterThan(MANY);
  await page.goto('/jobs');
  await expect(count(page)).toHaveText(`Visar ${total} jobb`);
  await expect(jobCards(page)).toHaveCount(CARDS_PER_PAGE);
  await expect(jobCards(page).first().getByRole('heading')).toHaveText(title(0));

  // The next page; the keyboard continues at its first card, on the card's link (its title).
  await page.getByRole('button', { name: 'Visa fler' }).click();
  await expect(jobCards(page)).toHaveCount(2 * CARDS_PER_PAGE);
  await expect(
    jobCards(page).nth(CARDS_PER_PAGE).getByRole('heading').getByRole('link'),
  ).toBeFocused();
  await expect(jobCards(page).nth(CARDS_PER_PAGE).getByRole('heading')).toHaveText(
    title(CARDS_PER_PAGE),
  );

  // A search starts again at its first page, and Visa fler reaches its last card.
  await searchCardiology(page);
  await expect(jobCards(page)).toHaveCount(CARDS_PER_PAGE);
  await showCards(page, CARDIOLOGY);
  const last = jobCards(page).last();
  await expect(last.getByRole('heading')).toHaveText(title(MANY - 10));

  // Opened from the fifth page and back: the same card at the same place on screen.
  const card = jobCards(page).nth(4 * CARDS_PER_PAGE + 3);
  await card.scrollIntoViewIfNeeded();
  const opened = (await card.getByRole('heading').textContent()) ?? '';
  const top = await card.evaluate((element) => element.getBoundingClientRect().top);
  await card.getByRole('link', { name: 'Visa detaljer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible();
  await page.goBack();
  await expect(count(page)).toHaveText(`Visar ${CARDIOLOGY} jobb`);
  const again = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: opened }) });
  await expect(again).toBeInViewport();
  await expect
    .poll(async () => Math.abs(top - (await again.evaluate((c) => c.getBoundingClientRect().top))))
    .toBeLessThan(2);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the local copy holds every job: count, pages and filters without a network', async ({
    page,
    context,
  }) => {
    const network = await offlineSwitch(context);
    const total = await publicJobCount();
    await page.goto('/jobs');
    await waitForServiceWorker(page);
    await expect.poll(() => localCopyStored(page), { timeout: 60_000 }).toBe(true);
    await expect(count(page)).toHaveText(`Visar ${total} jobb`);

    await network.goOffline();
    await page.reload();
    await expect(count(page)).toHaveText(`Visar ${total} jobb`);
    await expect(jobCards(page)).toHaveCount(CARDS_PER_PAGE);
    await searchCardiology(page);
    await showMore(page, CARDS_PER_PAGE);
    await expect(jobCards(page)).toHaveCount(2 * CARDS_PER_PAGE);
  });
});
