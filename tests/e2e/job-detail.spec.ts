// /jobs/{id}: the real job of the id, its structured data, and the not-found state.
import { expect, test } from '@playwright/test';
import { hiddenJobs, insertJob, publicJobs } from '../support/e2e-data';

test('shows the job of the id with facts, lists, structured data and a back link', async ({
  page,
}) => {
  // An ad of its own with a salary and both lists: what the worker's other specs made before
  // this one (in a random order) is no concern of this test.
  const { id } = await insertJob('i psykiatri', {
    employer_name: 'Helse Bergen',
    location: 'Bergen, Norge',
    country: 'NO',
    salary_monthly: 65000,
    salary_currency: 'NOK',
    requirements: 'Norsk autorisasjon\nSpesialist i psykiatri',
    benefits: 'Flyttegodtgjørelse\nFleksibel arbeidstid',
  });
  const job = (await publicJobs()).find((j) => j.id === id);
  if (!job || job.salary_monthly === null) throw new Error('the ad is not public');

  // Found by its title: the worker's other specs add ads, so it may be beyond the first page.
  await page.goto(`/jobs?q=${encodeURIComponent(job.title)}`);
  await page
    .getByRole('article')
    .filter({ hasText: job.title })
    .first()
    .getByRole('link', { name: 'Visa detaljer' })
    .click();
  await expect(page).toHaveURL(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  await expect(page).toHaveTitle(`${job.title} – ${job.employer_name} | Läkarjobb Norden`);

  const main = page.getByRole('main');
  await expect(main).toContainText(job.employer_name);
  await expect(main).toContainText(job.location);
  // In the job's own currency: "65 000 NOK/mån".
  const salary = `${new Intl.NumberFormat('sv-SE').format(job.salary_monthly)} ${job.salary_currency}/mån`;
  await expect(main.getByText(salary)).toBeVisible();
  const published = new Date(job.published_at ?? job.created_at).toLocaleDateString('sv-SE', {
    timeZone: 'Europe/Stockholm',
  });
  await expect(main).toContainText(published);
  const requirements = (job.requirements ?? '').split('\n').filter((line) => line.trim());
  const requirementList = main
    .getByRole('heading', { name: 'Krav' })
    .locator('xpath=following-sibling::ul[1]');
  await expect(requirementList.getByRole('listitem')).toHaveCount(requirements.length);
  await expect(main.getByRole('heading', { name: 'Vi erbjuder' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Ansök nu' })).toBeVisible();

  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  const posting = jsonLd.find((entry) => entry['@type'] === 'JobPosting');
  expect(posting).toMatchObject({
    title: job.title,
    description: job.description,
    hiringOrganization: { name: job.employer_name },
    baseSalary: {
      currency: job.salary_currency,
      value: { value: job.salary_monthly, unitText: 'MONTH' },
    },
  });
  expect(posting.jobLocation.address.addressCountry).toBe(job.country);
  expect(posting.validThrough).toBeTruthy();

  // Back to the list as it was searched.
  await main.getByRole('link', { name: /Tillbaka till alla jobb/ }).click();
  await expect(page).toHaveURL(/\/jobs\?q=/);
});

test('Kopiera länk copies the job’s address where the browser has no share sheet', async ({
  page,
  context,
}) => {
  const [job] = await publicJobs();
  if (!job) throw new Error('no jobs');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    // Desktop Chromium on Linux has no Web Share API; make sure of it for the test.
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Kopiera länk' }).click();
  await expect(page.getByRole('button', { name: 'Länken är kopierad' })).toBeVisible();
  // Tagged as a shared link, so its visits count as such in the employer's statistics.
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${page.url()}?via=delad`);
});

test('Dela opens the system share sheet with the job where the browser has one', async ({
  page,
}) => {
  const [job] = await publicJobs();
  if (!job) throw new Error('no jobs');
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { shared });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
  await page.goto(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Dela' }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
  expect(shared).toEqual([
    {
      title: job.title,
      text: `${job.title} – ${job.employer_name}`,
      url: `${page.url()}?via=delad`,
    },
  ]);
});

test('a job whose row arrives after the page has started still names itself in the tab', async ({
  page,
}) => {
  const [job] = await publicJobs();
  if (!job) throw new Error('no jobs');
  // Longer than the code waits for the early paint (2 s, src/firstPaint/earlyPaint.ts) and the loader then
  // for the row (1 s, src/lib/loaderWait.ts): the page starts with the site's title.
  await page.route(
    (url) => url.pathname === '/rest/v1/jobs',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000));
      await route.continue();
    },
  );
  await page.goto(`/jobs/${job.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title, { timeout: 15_000 });
  await expect(page).toHaveTitle(`${job.title} – ${job.employer_name} | Läkarjobb Norden`);
});

test('an unknown, malformed or draft id shows the Swedish not-found state, an expired ad that it has closed', async ({
  page,
}) => {
  const hidden = await hiddenJobs();
  const draft = hidden.find((j) => j.status === 'draft');
  const expired = hidden.find((j) => j.status === 'published');
  if (!draft || !expired) throw new Error('the seed has a draft and an expired ad');
  for (const id of ['00000000-0000-4000-8000-000000000000', 'inte-ett-id', draft.id]) {
    await page.goto(`/jobs/${id}`);
    await expect(page.getByRole('heading', { name: 'Jobbet hittades inte' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ansök nu' })).toHaveCount(0);
  }
  // Issue 36: an old link to an ad that has closed says so, by name.
  await page.goto(`/jobs/${expired.id}`);
  await expect(page.getByRole('heading', { name: 'Annonsen har stängt' })).toBeVisible();
  await expect(page.getByText(`Sista dagen att söka ${expired.title}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ansök nu' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Se alla lediga jobb' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the whole page, the footer’s last line too, scrolls above the Ansök nu bar', async ({
    page,
  }) => {
    const [job] = await publicJobs();
    if (!job) throw new Error('no jobs');
    await page.goto(`/jobs/${job.id}`);
    const bar = page.getByRole('region', { name: 'Ansök eller spara' });
    await expect(bar.getByRole('button', { name: 'Ansök nu' })).toBeVisible();
    const lastLine = page.getByRole('contentinfo').getByText('©');
    // Polled: the room below the footer follows the bar's measured height.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const lineBottom = await lastLine.evaluate((line) => line.getBoundingClientRect().bottom);
        const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
        return barTop - lineBottom;
      })
      .toBeGreaterThanOrEqual(0);

    // Wider, the bar is hidden and the page ends with the footer again.
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(bar).toBeHidden();
    await expect
      .poll(() =>
        page
          .getByRole('contentinfo')
          .evaluate(
            (footer) =>
              document.documentElement.scrollHeight -
              (footer.getBoundingClientRect().bottom + window.scrollY),
          ),
      )
      .toBeLessThan(1);
  });
});
