// /employers and /employer/{id}: the static directory, its search box and the 50 profiles (ten
// with contact details); the open positions counted from the published jobs; a job's link to its
// employer's profile.
import { expect, type Page, test } from '@playwright/test';
import { employers } from '../../src/content/employers';
import { serviceClient } from '../support/e2e-env';
import { uniqueTitle } from './admin-support';

const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
const jobCount = (page: Page) => page.getByTestId('job-count');

const positionsText = (count: number) =>
  count === 1 ? '1 ledig tjänst' : `${count} lediga tjänster`;

/** The employer's published, unexpired ads in the database, its name in any letter case. */
async function publishedAdsOf(name: string): Promise<number> {
  const { count, error } = await serviceClient()
    .from('jobs')
    .select('id', { count: 'exact', head: true })
    .ilike('employer_name', name)
    .eq('status', 'published')
    .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/** A published job of the employer, spelled differently, removed again after `work`. */
async function withExtraJob(employerName: string, work: () => Promise<void>) {
  const { data, error } = await serviceClient()
    .from('jobs')
    .insert({
      title: uniqueTitle('Arbetsgivarens jobb'),
      employer_name: employerName,
      location: 'Kiruna, Sverige',
      description: 'En tjänst för testet.',
      status: 'published',
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  try {
    await work();
  } finally {
    await serviceClient().from('jobs').delete().eq('id', data.id);
  }
}

test.describe('/employers', () => {
  test('lists 50 employers, each linking to /employer/{id}', async ({ page }) => {
    await page.goto('/employers');
    await expect(page).toHaveTitle('Arbetsgivare | Läkarjobb Norden');
    await expect(page.getByRole('heading', { level: 1, name: 'Arbetsgivare' })).toBeVisible();
    await expect(cards(page)).toHaveCount(50);
    await expect(page.getByText('50 arbetsgivare', { exact: true })).toBeVisible();

    const first = cards(page).first();
    await expect(
      first.getByRole('heading', { name: 'Norrlands Universitetsklinik' }),
    ).toBeVisible();
    await expect(first.getByText('Umeå, Sverige · 4 800 anställda')).toBeVisible();

    const links = page.getByRole('link', { name: /^Visa profil för / });
    await expect(links).toHaveCount(50);
    const hrefs = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute('href')),
    );
    expect(hrefs).toEqual(Array.from({ length: 50 }, (_, index) => `/employer/${index + 1}`));
  });

  test('the search box filters by name and location, ignoring case and handling å ä ö', async ({
    page,
  }) => {
    await page.goto('/employers');
    const search = page.getByRole('searchbox', { name: 'Sök arbetsgivare' });

    await search.pressSequentially('UMEÅ');
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByText('Visar 2 av 50 arbetsgivare')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Umeå Primärvård' })).toBeVisible();

    await search.fill('vårdcentralen älvsborg');
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Vårdcentralen Älvsborg' })).toBeVisible();

    // A Swedish ö finds the Norwegian ø.
    await search.fill('tromsö');
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Tromsø Arktiske Sykehus' })).toBeVisible();

    await search.fill('norge');
    await expect(cards(page)).toHaveCount(10);

    // The search is in the URL: it survives a reload.
    await expect(page).toHaveURL(/[?&]sok=norge/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Sök arbetsgivare' })).toHaveValue('norge');
    await expect(cards(page)).toHaveCount(10);
  });

  test('a card’s open positions are the jobs its Se lediga jobb lists, counted live', async ({
    page,
  }) => {
    const name = 'Kiruna Akutmottagning';
    // A new ad, its employer typed in capitals: counted at once, like the list counts it.
    await withExtraJob(name.toUpperCase(), async () => {
      const ads = await publishedAdsOf(name);
      expect(ads).toBeGreaterThan(1);
      await page.goto('/employers');
      await expect(card(page, name).getByText(/lediga? tjänst/)).toHaveText(positionsText(ads));
      await card(page, name)
        .getByRole('link', { name: `Visa profil för ${name}` })
        .click();
      // The employer's own profile: until it has rendered, main still holds the directory, where
      // another employer's card can show the same count (the seed's Norrlands Universitetsklinik
      // has 2 ads, as Kiruna has with this one).
      const profile = page.getByRole('main');
      await expect(profile.getByRole('heading', { level: 1 })).toHaveText(name);
      await expect(profile.locator('dt:text-is("Lediga tjänster") + dd')).toHaveText(
        positionsText(ads),
      );
      await page.getByRole('link', { name: 'Se lediga jobb' }).click();
      await expect(jobCount(page)).toHaveText(`Visar ${ads} jobb`);
    });
  });

  test('the search folds like the job search: Tromso and Goteborg find their employers', async ({
    page,
  }) => {
    await page.goto('/employers');
    const search = page.getByRole('searchbox', { name: 'Sök arbetsgivare' });
    await search.fill('Tromso');
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Tromsø Arktiske Sykehus' })).toBeVisible();
    await search.fill('Goteborg');
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Vårdcentralen Älvsborg' })).toBeVisible();
    // The same words find jobs there too.
    await page.goto('/jobs?plats=Goteborg');
    await expect(jobCount(page)).not.toHaveText('Visar 0 jobb');
  });

  test('a search without matches shows the empty state; clearing it shows all again', async ({
    page,
  }) => {
    await page.goto('/employers');
    const search = page.getByRole('searchbox', { name: 'Sök arbetsgivare' });
    await search.fill('Reykjavik');
    await expect(cards(page)).toHaveCount(0);
    await expect(
      page.getByText('Inga arbetsgivare matchar din sökning.', { exact: false }),
    ).toBeVisible();
    await search.fill('');
    await expect(cards(page)).toHaveCount(50);
  });
});

test.describe('/employer/{id}', () => {
  test('a profile shows location, employees, positions, about, contact and a /jobs link', async ({
    page,
  }) => {
    await page.goto('/employers');
    await page.getByRole('link', { name: 'Visa profil för Norrlands Universitetsklinik' }).click();
    await expect(page).toHaveURL(/\/employer\/1$/);
    await expect(page).toHaveTitle('Norrlands Universitetsklinik | Läkarjobb Norden');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Norrlands Universitetsklinik' }),
    ).toBeVisible();
    await expect(page.getByText('Umeå, Sverige', { exact: true })).toBeVisible();
    await expect(page.getByText('4 800 anställda', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Om arbetsgivaren' })).toBeVisible();
    await expect(
      page.getByText('norra Sveriges universitetssjukhus', { exact: false }),
    ).toBeVisible();

    await expect(
      page.getByRole('link', { name: 'rekrytering@norrlandsuniversitetsklinik.se' }),
    ).toHaveAttribute('href', 'mailto:rekrytering@norrlandsuniversitetsklinik.se');
    await expect(page.getByRole('link', { name: '090-785 00 00' })).toHaveAttribute(
      'href',
      'tel:0907850000',
    );
    const website = page.getByRole('link', { name: 'www.norrlandsuniversitetsklinik.se' });
    await expect(website).toHaveAttribute('href', 'https://www.norrlandsuniversitetsklinik.se');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');

    // The employer's own jobs, not the whole list.
    await page.getByRole('link', { name: 'Se lediga jobb' }).click();
    await expect(page).toHaveURL(/\/jobs\?arbetsgivare=Norrlands(\+|%20)Universitetsklinik$/);
    // The filter's chip (the phone's filter sheet holds its own, hidden on a desktop).
    await expect(
      page.getByText('Arbetsgivare: Norrlands Universitetsklinik').filter({ visible: true }),
    ).toBeVisible();
  });

  test('a job page links to its employer’s profile, when the employer is listed', async ({
    page,
  }) => {
    await page.goto('/jobs?arbetsgivare=Tromso+Arktiske+Sykehus');
    await page.getByRole('link', { name: 'Visa detaljer' }).first().click();
    await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
    await page.getByRole('main').getByRole('link', { name: 'Tromsø Arktiske Sykehus' }).click();
    await expect(page).toHaveURL(/\/employer\/35$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tromsø Arktiske Sykehus' }),
    ).toBeVisible();
  });

  test("a Norwegian employer's Se lediga jobb shows its own ads", async ({ page }) => {
    await page.goto('/employer/4');
    await page.getByRole('link', { name: 'Se lediga jobb' }).click();
    // The filter's chip (the phone's filter sheet holds its own, hidden on a desktop).
    await expect(
      page.getByText('Arbetsgivare: Fjordklinikken Bergen').filter({ visible: true }),
    ).toBeVisible();
    const jobs = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Visa detaljer' }) });
    await expect(jobs.first()).toContainText('Fjordklinikken Bergen');
    await expect(jobs.first()).toContainText('Bergen, Vestland, Norge');
  });

  test('an employer without open positions has no /jobs link', async ({ page }) => {
    // The seed's one ad of Barnkliniken Östergötland, taken down for this test.
    const db = serviceClient();
    const { data: ads } = await db
      .from('jobs')
      .update({ status: 'draft' })
      .eq('employer_name', 'Barnkliniken Östergötland')
      .eq('status', 'published')
      .select('id, published_at');
    try {
      await page.goto('/employer/9');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Barnkliniken Östergötland' }),
      ).toBeVisible();
      await expect(page.getByText('0 lediga tjänster', { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Se lediga jobb' })).toHaveCount(0);
    } finally {
      for (const ad of ads ?? []) {
        await db.from('jobs').update({ status: 'published' }).eq('id', ad.id);
        // Publishing stamps now(): the ad's own date puts it back in its place in the list.
        await db.from('jobs').update({ published_at: ad.published_at }).eq('id', ad.id);
      }
    }
  });

  test('an employer without contact details: its card data and a Kontakta oss link', async ({
    page,
  }) => {
    const employer = employers.find((entry) => entry.id === 11);
    if (!employer) throw new Error('the directory has no employer 11');
    await page.goto('/employers');
    await page.getByRole('link', { name: `Visa profil för ${employer.name}` }).click();

    await expect(page).toHaveURL(/\/employer\/11$/);
    await expect(page).toHaveTitle(`${employer.name} | Läkarjobb Norden`);
    await expect(page.getByRole('heading', { level: 1, name: employer.name })).toBeVisible();
    const main = page.getByRole('main');
    for (const text of [employer.description, employer.location, employer.employees]) {
      await expect(main.getByText(text, { exact: true })).toBeVisible();
    }

    const contact = page.getByRole('complementary', { name: 'Kontakt' });
    await expect(contact.getByRole('link', { name: /@/ })).toHaveCount(0);
    await contact.getByRole('link', { name: 'Kontakta oss' }).click();
    await expect(page).toHaveURL(/\/contact-doctor$/);
  });

  test('every card of the directory leads to a profile, never to the not-found page', async ({
    page,
  }) => {
    for (const id of [12, 25, 50]) {
      await page.goto(`/employer/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
        'Arbetsgivare hittades inte',
      );
      await expect(page.getByRole('heading', { name: 'Kontakt' })).toBeVisible();
    }
  });

  for (const id of ['999', 'abc', '51', '0']) {
    test(`id ${id} shows Arbetsgivare hittades inte`, async ({ page }) => {
      await page.goto(`/employer/${id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Arbetsgivare hittades inte' }),
      ).toBeVisible();
      await expect(page).toHaveTitle('Arbetsgivare hittades inte | Läkarjobb Norden');
      await page.getByRole('link', { name: 'Alla arbetsgivare' }).click();
      await expect(page).toHaveURL(/\/employers$/);
    });
  }
});
