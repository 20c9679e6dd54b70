// Issue 12, searching as a doctor does: every filter narrows the list and lives in the URL, the
// back link keeps the search and the scroll, the home page and employer links land on filtered
// lists, filtering works offline, bad URL values are ignored, and the phone layout keeps the
// first job and "Ansök nu" on the first screen.
import { expect, type Page, test } from '@playwright/test';
import { filterJobs, parseJobSearch } from '../../supabase/functions/_shared/search/index.ts';
import { publicJobs } from '../support/e2e-data';
import { holdBack } from '../support/hold-app';
import { CARDS_PER_PAGE, jobCards, openFilterPill, showCards } from '../support/job-list';
import { offlineSwitch, waitForServiceWorker } from './pwa-support';

const count = (page: Page) => page.getByTestId('job-count');

/** How many public jobs a search from the URL should show. */
async function expected(search: Record<string, unknown>): Promise<number> {
  const shown = filterJobs(await publicJobs(), parseJobSearch(search)).length;
  expect(shown).toBeGreaterThan(0);
  return shown;
}

test('each filter narrows the list and is written to the URL', async ({ page }) => {
  const all = (await publicJobs()).length;
  await page.goto('/jobs');
  await expect(count(page)).toHaveText(`Visar ${all} jobb`);

  const steps: [string, () => Promise<unknown>, RegExp, Record<string, unknown>][] = [
    [
      'Specialitet',
      async () =>
        (await openFilterPill(page, 'Specialitet'))
          .getByLabel('Specialitet', { exact: true })
          .selectOption('psykiatri'),
      /specialitet=psykiatri/,
      { specialitet: 'psykiatri' },
    ],
    [
      'Land',
      async () =>
        (await openFilterPill(page, 'Land')).getByLabel('Land', { exact: true }).selectOption('NO'),
      /land=NO/,
      { land: 'NO' },
    ],
    [
      'Region',
      async () =>
        (await openFilterPill(page, 'Län, fylke eller region'))
          .getByLabel('Län, fylke eller region', { exact: true })
          .selectOption('Troms'),
      /region=Troms/,
      { region: 'Troms' },
    ],
    [
      'Anställningsform',
      async () =>
        (await openFilterPill(page, 'Anställningsform'))
          .getByLabel('Anställningsform', { exact: true })
          .selectOption('Vikariat'),
      /uppdrag=vikariat/,
      { uppdrag: 'vikariat' },
    ],
    [
      'Omfattning',
      async () =>
        (await openFilterPill(page, 'Omfattning'))
          .getByLabel('Omfattning', { exact: true })
          .selectOption('Deltid'),
      /omfattning=deltid/,
      { omfattning: 'deltid' },
    ],
    [
      'Lägsta månadslön',
      async () =>
        (await openFilterPill(page, 'Lön'))
          .getByLabel('Lägsta månadslön (SEK)', { exact: true })
          .fill('90000'),
      /minlon=90000/,
      { minlon: 90000 },
    ],
    [
      'Plats',
      () => page.getByLabel('Plats', { exact: true }).fill('Skåne'),
      /plats=Sk/,
      { plats: 'Skåne' },
    ],
    [
      'Sökord',
      () => page.getByLabel('Sökord', { exact: true }).fill('narkos'),
      /q=narkos/,
      { q: 'narkos' },
    ],
  ];
  for (const [name, act, url, search] of steps) {
    await test.step(name, async () => {
      await act();
      await expect(page).toHaveURL(url);
      const shown = await expected(search);
      expect(shown).toBeLessThan(all);
      await expect(count(page)).toHaveText(`Visar ${shown} jobb`);
      await page.getByRole('button', { name: 'Rensa filter' }).click();
      await expect(count(page)).toHaveText(`Visar ${all} jobb`);
      await expect(page).toHaveURL(/\/jobs$/);
    });
  }
});

test('place search ignores diacritics and matches the region: Skåne finds Lund and Malmö', async ({
  page,
}) => {
  await page.goto('/jobs?plats=skane');
  await expect(count(page)).toHaveText(`Visar ${await expected({ plats: 'Skåne' })} jobb`);
  await expect(jobCards(page).filter({ hasText: 'Lund' }).first()).toBeVisible();
  await expect(jobCards(page).filter({ hasText: 'Malmö' }).first()).toBeVisible();
  for (const [typed, place] of <[string, string][]>[
    ['Goteborg', 'Göteborg'],
    ['Tromso', 'Tromsø'],
    ['Arhus', 'Aarhus'],
  ]) {
    await page.goto(`/jobs?plats=${typed}`);
    await expect(count(page)).toHaveText(/Visar [1-9]\d* jobb/);
    for (const card of await jobCards(page).all()) await expect(card).toContainText(place);
  }
});

test('sorting by salary puts the best paid first and shows pay in its currency', async ({
  page,
}) => {
  await page.goto('/jobs');
  const sort = await openFilterPill(page, 'Sortera');
  await sort.getByLabel('Sortera', { exact: true }).selectOption('lon');
  await expect(page).toHaveURL(/sortering=lon/);
  const [best] = filterJobs(await publicJobs(), { sortering: 'lon' });
  if (!best?.salary_monthly) throw new Error('no paid job');
  const first = jobCards(page).first();
  await expect(first.getByRole('heading')).toHaveText(best.title);
  await expect(first).toContainText(
    `${new Intl.NumberFormat('sv-SE').format(best.salary_monthly)} ${best.salary_currency}/mån`,
  );
  // Pay is compared within its unit, and the page says so; per hour, the hourly rates lead.
  await expect(
    sort.getByText(
      'Lön jämförs inom samma enhet: högst månadslön först, sedan veckolön, dagslön och timlön.',
    ),
  ).toBeVisible();
  await (await openFilterPill(page, 'Lön'))
    .getByLabel('Lön per', { exact: true })
    .selectOption('hour');
  await openFilterPill(page, 'Sortera');
  await expect(
    sort.getByText(
      'Lön jämförs inom samma enhet: högst timlön först, sedan månadslön, veckolön och dagslön.',
    ),
  ).toBeVisible();
  await expect(jobCards(page).first()).toContainText('/tim');
  // A Norwegian job's card shows NOK.
  await page.goto('/jobs?land=NO');
  await expect(jobCards(page).filter({ hasText: 'NOK/mån' }).first()).toBeVisible();
  await expect(jobCards(page).filter({ hasText: 'SEK/mån' })).toHaveCount(0);
});

test('unknown values in the URL are ignored and the filter shows as cleared', async ({ page }) => {
  const all = (await publicJobs()).length;
  await page.goto(
    '/jobs?specialitet=trolldom&land=FI&region=Lappland&typ=Sommarjobb&minlon=massor&sortering=slump',
  );
  await expect(count(page)).toHaveText(`Visar ${all} jobb`);
  await expect(page.getByLabel('Specialitet', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Land', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Län, fylke eller region')).toHaveValue('');
  await expect(page.getByLabel('Anställningsform', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Lägsta månadslön (SEK)')).toHaveValue('');
  // The spec's old sector link still works: pediatrik is barn- och ungdomsmedicin.
  await page.goto('/jobs?sektor=pediatrik');
  await expect(page.getByLabel('Specialitet', { exact: true })).toHaveValue(
    'barn- och ungdomsmedicin',
  );
  await expect(count(page)).toHaveText(
    `Visar ${await expected({ specialitet: 'barn- och ungdomsmedicin' })} jobb`,
  );
});

/** Opens the list's `index`th card's job; returns the card's heading and its place on screen. */
async function openCard(page: Page, index: number) {
  const target = jobCards(page).nth(index);
  await target.scrollIntoViewIfNeeded();
  const heading = target.getByRole('heading');
  const title = (await heading.textContent()) ?? '';
  const id = (await heading.getAttribute('id')) ?? '';
  const top = await target.evaluate((card) => card.getBoundingClientRect().top);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await target.getByRole('link', { name: 'Visa detaljer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return { id, top };
}

/** The card is back where it was on screen, not merely somewhere in the viewport. */
async function expectCardAt(page: Page, { id, top }: { id: string; top: number }) {
  const card = page.locator(`article:has(#${id})`);
  await expect(card).toBeInViewport();
  await expect
    .poll(async () => Math.abs(top - (await card.evaluate((c) => c.getBoundingClientRect().top))))
    .toBeLessThan(2);
}

test('the back link returns to the list as it was filtered and scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/jobs?land=SE');
  const shown = await expected({ land: 'SE' });
  await expect(count(page)).toHaveText(`Visar ${shown} jobb`);
  // The last card, pages down: the way back shows as many pages again.
  await showCards(page, shown);
  const opened = await openCard(page, shown - 1);

  await page.getByRole('link', { name: /Tillbaka till alla jobb/ }).click();
  await expect(page).toHaveURL(/\/jobs\?land=SE$/);
  await expect(page.getByLabel('Land', { exact: true })).toHaveValue('SE');
  await expect(count(page)).toHaveText(`Visar ${shown} jobb`);
  await expectCardAt(page, opened);
});

test('the browser’s back button returns a phone to the card the job was opened from', async ({
  page,
}) => {
  // The whole list, which grows in steps after the first cards: going back must not follow the
  // growing page down to its footer, nor stop at the first cards.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/jobs');
  const all = (await publicJobs()).length;
  await expect(count(page)).toHaveText(`Visar ${all} jobb`);
  await showCards(page, all);
  const opened = await openCard(page, Math.floor(all / 2));

  await page.goBack();
  await expect(page).toHaveURL(/\/jobs$/);
  await expectCardAt(page, opened);

  // Pulled to refresh at the top of the list, the page stays at its top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300); // the router notes the scroll after a pause
  await page.reload();
  await expect(jobCards(page)).toHaveCount(all); // the entry's pages, kept over the reload
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A new visit of the list, through the header's menu, starts at its top.
  const menuLink = async (name: string) => {
    await page.getByRole('button', { name: 'Öppna meny' }).click();
    await page
      .getByRole('navigation', { name: 'Mobilmeny' })
      .getByRole('link', { name, exact: true })
      .click();
  };
  await menuLink('Hem');
  await expect(page).toHaveURL(/\/$/);
  await menuLink('Jobb');
  await expect(jobCards(page)).toHaveCount(CARDS_PER_PAGE);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const width of [390, 1440]) {
  test(`at ${width} px the home page's first screen searches the job list`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/');
    const field = page.getByRole('textbox', { name: 'Sök bland lediga jobb' });
    await expect(field).toBeInViewport();
    await field.fill('kirurg');
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    await expect(page).toHaveURL(/\/jobs\?q=kirurg$/);
    await expect(page.getByRole('textbox', { name: 'Sökord' })).toHaveValue('kirurg');
    await expect(count(page)).toHaveText(`Visar ${await expected({ q: 'kirurg' })} jobb`);
  });
}

test('a search that reads as a number stays as typed: in the address, after a reload, and from an outside link', async ({
  page,
}) => {
  await page.goto('/jobs');
  const field = page.getByLabel('Sökord', { exact: true });
  await field.fill('112');
  await expect(page).toHaveURL(/\/jobs\?q=112$/);
  await page.reload();
  await expect(field).toHaveValue('112');
  await page.goto('/jobs?q=12e4');
  await expect(field).toHaveValue('12e4');
});

for (const width of [390, 1440]) {
  test(`at ${width} px the home page's first screen shows the three newest jobs, each a link to its page`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const now = Date.now();
    const newest = (await publicJobs())
      .filter((job) => job.expires_at === null || Date.parse(job.expires_at) > now)
      .slice(0, 3);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Senaste jobben' });
    const rows = section.getByRole('listitem');
    // Newest first, each with its employer.
    await expect(rows).toHaveCount(3);
    await expect(rows).toContainText(newest.map((job) => job.title));
    await expect(rows).toContainText(newest.map((job) => job.employer_name));
    await expect(rows.first()).toBeInViewport();
    const [first] = newest;
    if (!first) throw new Error('the seed has no public job');
    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(`/jobs/${first.id}`);
    await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();

    await page.goBack();
    await section.getByRole('link', { name: 'Visa alla jobb' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
  });
}

test('the home page cards and an employer’s Se lediga jobb open filtered lists', async ({
  page,
}) => {
  await page.goto('/');
  const norway = page.getByRole('link', { name: /^Norge/ });
  // A white card on the hero's tint: the page's own styles win over Mantine's (its CSS layer).
  await expect(norway).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await norway.click();
  await expect(page).toHaveURL(/\/jobs\?land=NO$/);
  await expect(count(page)).toHaveText(`Visar ${await expected({ land: 'NO' })} jobb`);

  await page.goto('/');
  await page.getByRole('link', { name: 'Psykiatri', exact: true }).click();
  await expect(page).toHaveURL(/specialitet=psykiatri/);
  await expect(page.getByLabel('Specialitet', { exact: true })).toHaveValue('psykiatri');
  await expect(count(page)).toHaveText(
    `Visar ${await expected({ specialitet: 'psykiatri' })} jobb`,
  );

  await page.goto('/employer/1');
  await page.getByRole('link', { name: 'Se lediga jobb' }).click();
  await expect(page).toHaveURL(/arbetsgivare=Norrlands/);
  const employer = 'Norrlands Universitetsklinik';
  await expect(count(page)).toHaveText(`Visar ${await expected({ arbetsgivare: employer })} jobb`);
  for (const card of await jobCards(page).all()) await expect(card).toContainText(employer);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the filters work on the local copy without a network', async ({ page, context }) => {
    test.setTimeout(90_000);
    const network = await offlineSwitch(context);
    await page.goto('/jobs');
    await waitForServiceWorker(page);
    await expect(count(page)).toHaveText(`Visar ${(await publicJobs()).length} jobb`);
    const denmark = await expected({ land: 'DK' });
    const tromso = await expected({ plats: 'tromso' });

    await network.goOffline();
    await page.reload();
    await (await openFilterPill(page, 'Land'))
      .getByLabel('Land', { exact: true })
      .selectOption('DK');
    await expect(count(page)).toHaveText(`Visar ${denmark} jobb`);
    await (await openFilterPill(page, 'Land')).getByLabel('Land', { exact: true }).selectOption('');
    await page.keyboard.press('Escape');
    await page.getByLabel('Plats', { exact: true }).fill('tromso');
    await expect(count(page)).toHaveText(`Visar ${tromso} jobb`);
    await expect(page).toHaveURL(/plats=tromso/);
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the first job card is above the fold; the filters fold behind Filter (n)', async ({
    page,
  }) => {
    await page.goto('/jobs?land=NO&omfattning=heltid');
    const first = jobCards(page).first();
    await expect(first.getByRole('heading')).toBeInViewport();
    const toggle = page.getByRole('button', { name: 'Filter (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Land', { exact: true })).toBeHidden();
    await toggle.click();
    await expect(page.getByLabel('Land', { exact: true })).toHaveValue('NO');
    await page.getByLabel('Land', { exact: true }).selectOption('');
    await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();
  });

  test('the filters open as a sheet with a results button; chips show and remove each filter', async ({
    page,
  }) => {
    await page.goto('/jobs?land=NO&omfattning=heltid&q=l%C3%A4kare');
    const shown = await expected({ land: 'NO', omfattning: 'heltid', q: 'läkare' });
    await expect(count(page)).toHaveText(`Visar ${shown} jobb`);
    // The keyword is in the box: the Filter button counts the two others, shown as chips.
    await expect(page.getByRole('button', { name: 'Filter (2)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ta bort filtret Norge' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Ta bort filtret Heltid' })).toBeVisible();

    await page.getByRole('button', { name: 'Filter (2)' }).click();
    await expect(page.getByRole('button', { name: 'Stäng filter' })).toBeFocused();
    await page.getByLabel('Specialitet', { exact: true }).selectOption('kirurgi');
    const narrowed = await expected({
      land: 'NO',
      omfattning: 'heltid',
      q: 'läkare',
      specialitet: 'kirurgi',
    });
    const results = page.getByRole('button', { name: `Visa ${narrowed} jobb` });
    await expect(results).toBeInViewport();
    await results.click();
    await expect(page.getByLabel('Specialitet', { exact: true })).toBeHidden();
    await expect(count(page)).toHaveText(`Visar ${narrowed} jobb`);
    await expect(page.getByRole('button', { name: 'Filter (3)' })).toBeFocused();

    await page.getByRole('button', { name: 'Ta bort filtret Norge' }).click();
    await expect(page).not.toHaveURL(/land=/);
    await expect(page).toHaveURL(/specialitet=kirurgi/);
    await expect(count(page)).toHaveText(
      `Visar ${await expected({ omfattning: 'heltid', q: 'läkare', specialitet: 'kirurgi' })} jobb`,
    );
    // Escape closes the sheet too.
    await page.getByRole('button', { name: 'Filter (2)' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Specialitet', { exact: true })).toBeHidden();
  });

  test("the sheet opened before its focus trap's code has arrived traps the focus when it does", async ({
    page,
  }) => {
    const release = await holdBack(page, /\/assets\/SheetFocusTrap-[^/]*\.js$/);
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter' });
    await expect(sheet).toBeVisible();
    release();
    await expect(sheet.getByRole('button', { name: 'Stäng filter' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(sheet.getByRole('button', { name: /^Visa \d+ jobb$/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sheet.getByRole('button', { name: 'Stäng filter' })).toBeFocused();
  });

  test('on a job page Ansök nu and Spara are on the first screen', async ({ page }) => {
    const [job] = await publicJobs();
    if (!job) throw new Error('no jobs');
    await page.goto(`/jobs/${job.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page.getByRole('button', { name: 'Ansök nu' })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: `Spara ${job.title}` })).toBeInViewport({
      ratio: 1,
    });
    // Still there at the end of the ad.
    await page.mouse.wheel(0, 5000);
    await expect(page.getByRole('button', { name: 'Ansök nu' })).toBeInViewport({ ratio: 1 });
  });
});

test('at 1440 px an employer link shows its filter as a chip that removes it, and a new country clears a typed minimum pay', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const all = (await publicJobs()).length;
  const [job] = await publicJobs();
  if (!job) throw new Error('no jobs');
  await page.goto(`/jobs?arbetsgivare=${encodeURIComponent(job.employer_name)}`);
  const chip = page.getByRole('button', {
    name: `Ta bort filtret Arbetsgivare: ${job.employer_name}`,
  });
  await expect(chip).toBeVisible();
  await expect(count(page)).toHaveText(
    `Visar ${await expected({ arbetsgivare: job.employer_name })} jobb`,
  );
  await chip.click();
  await expect(count(page)).toHaveText(`Visar ${all} jobb`);
  await expect(chip).toBeHidden();

  await (await openFilterPill(page, 'Land')).getByLabel('Land', { exact: true }).selectOption('NO');
  await (await openFilterPill(page, 'Lön'))
    .getByLabel('Lägsta månadslön (NOK)', { exact: true })
    .fill('90000');
  await expect(page).toHaveURL(/minlon=90000/);
  // On a desktop the pay shows on its pill, whose × removes it.
  await expect(
    page.getByRole('button', { name: /^Ta bort filtret Lön: Minst 90.000 NOK per månad$/ }),
  ).toBeVisible();
  await (await openFilterPill(page, 'Land')).getByLabel('Land', { exact: true }).selectOption('SE');
  await page.keyboard.press('Escape');
  // Read in the search form, which always holds the field: the Lön pill's popover holds a second
  // one while it opens or closes (once failed the strict locator in a run).
  await expect(
    page.getByRole('form', { name: 'Sök jobb' }).getByLabel('Lägsta månadslön (SEK)'),
  ).toHaveValue('');
  await expect(page).not.toHaveURL(/minlon=/);
});
