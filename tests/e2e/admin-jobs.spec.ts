// /admin/jobs as the demo admin: the whole life of a job ad with every toast of spec §8, and the
// public /jobs list showing it only while it is published.
import { expect, type Page, test } from '@playwright/test';
import { serviceClient } from '../support/e2e-env';
import { choose, expectToast, rowOf, signInAsAdmin, toast, uniqueTitle } from './admin-support';

const publicCard = (page: Page, title: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

async function expectOnPublicList(page: Page, title: string, visible: boolean): Promise<void> {
  // Searched for by its title: the list shows a page of cards at a time, and an ad
  // published weeks ago is not on the first.
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(page.getByTestId('job-count')).toBeVisible();
  await expect(publicCard(page, title)).toHaveCount(visible ? 1 : 0);
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('create, edit, publish, unpublish by editing and delete a job, with every toast', async ({
  page,
}) => {
  test.setTimeout(90_000); // one long story: five writes and three visits to /jobs
  const title = uniqueTitle('Allmänläkare');
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobb' })).toBeVisible();

  // Create: a draft by default, shown first (newest first) as Utkast.
  await page.getByRole('button', { name: 'Nytt jobb' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt jobb' });
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Utkast');
  await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Arbetsgivare', exact: true }).fill('Region Skåne');
  await dialog.getByRole('textbox', { name: 'Plats', exact: true }).fill('Malmö, Sverige');
  await dialog
    .getByRole('textbox', { name: 'Beskrivning', exact: true })
    .fill('Vårdcentral i centrala Malmö söker allmänläkare.');
  await choose(dialog, 'Anställningsform', 'Tillsvidare');
  await choose(dialog, 'Omfattning', 'Heltid');
  await choose(dialog, 'Specialitet', 'Allmänmedicin');
  // Sweden's regions and currency until another country is chosen: Norway gives NOK and fylker.
  await choose(dialog, 'Land', 'Norge');
  await expect(dialog.getByRole('combobox', { name: 'Valuta' })).toHaveValue('Norska kronor (NOK)');
  await choose(dialog, 'Fylke', 'Troms');
  await dialog.getByRole('textbox', { name: 'Månadslön', exact: true }).fill('72000');
  await dialog
    .getByRole('textbox', { name: 'Förmåner', exact: true })
    .fill('Friskvårdsbidrag\nFlexibla arbetstider');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Jobb skapat!');
  await expect(dialog).toBeHidden();
  const row = rowOf(page, title);
  await expect(row).toContainText('Utkast');
  await expect(page.getByRole('row').nth(1)).toContainText(title);

  const { data: stored } = await serviceClient()
    .from('jobs')
    .select(
      'status, salary_monthly, salary_currency, benefits, specialty, country, region, employment_form, working_hours_type, job_type, created_by',
    )
    .eq('title', title)
    .single();
  expect(stored).toMatchObject({
    status: 'draft',
    salary_monthly: 72000,
    benefits: 'Friskvårdsbidrag\nFlexibla arbetstider',
    salary_currency: 'NOK',
    specialty: 'allmänmedicin',
    country: 'NO',
    region: 'Troms',
    employment_form: 'tillsvidare',
    working_hours_type: 'heltid',
    // The spec's type, derived from the two.
    job_type: 'Heltid',
  });
  expect(stored?.created_by).toBeTruthy();
  await expectOnPublicList(page, title, false);

  // Edit.
  await page.goto('/admin/jobs');
  await rowOf(page, title)
    .getByRole('button', { name: /^Redigera/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Redigera jobb' });
  await expect(edit.getByRole('textbox', { name: 'Titel', exact: true })).toHaveValue(title);
  await edit.getByRole('textbox', { name: 'Plats', exact: true }).fill('Lund, Sverige');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Jobb uppdaterat!');
  await expect(rowOf(page, title)).toContainText('Lund, Sverige');

  // One-click publish, offered only while not published.
  await rowOf(page, title)
    .getByRole('button', { name: /^Publicera/ })
    .click();
  await expectToast(page, 'Jobb publicerat!');
  await expect(rowOf(page, title)).toContainText('Publicerad');
  await expect(rowOf(page, title).getByRole('button', { name: /^Publicera/ })).toHaveCount(0);
  await expectOnPublicList(page, title, true);

  // Unpublish by editing the status.
  await page.goto('/admin/jobs');
  await rowOf(page, title)
    .getByRole('button', { name: /^Redigera/ })
    .click();
  const unpublish = page.getByRole('dialog', { name: 'Redigera jobb' });
  await choose(unpublish, 'Status', 'Utkast');
  await unpublish.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Jobb uppdaterat!');
  await expect(rowOf(page, title)).toContainText('Utkast');
  await expectOnPublicList(page, title, false);

  // Delete after the exact question; cancelling first keeps the job.
  await page.goto('/admin/jobs');
  await rowOf(page, title)
    .getByRole('button', { name: /^Radera/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Bekräfta' });
  await expect(confirm).toContainText('Är du säker på att du vill radera detta jobb?');
  // Which job: its title on a line of its own under the spec's question.
  await expect(confirm.getByText(`”${title}”`, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Avbryt' }).click();
  await expect(rowOf(page, title)).toHaveCount(1);
  await rowOf(page, title)
    .getByRole('button', { name: /^Radera/ })
    .click();
  await confirm.getByRole('button', { name: 'Radera jobbet' }).click();
  await expectToast(page, 'Jobb raderat!');
  await expect(rowOf(page, title)).toHaveCount(0);
  const { count } = await serviceClient()
    .from('jobs')
    .select('id', { count: 'exact', head: true })
    .eq('title', title);
  expect(count).toBe(0);
});

/** A job this page lists but another admin has just deleted. */
async function jobRemovedElsewhere(page: Page): Promise<string> {
  const title = uniqueTitle('Borttaget');
  const { data } = await serviceClient()
    .from('jobs')
    .insert({ title, employer_name: 'Region Skåne', location: 'Ystad', description: 'Test.' })
    .select('id')
    .single();
  await page.goto('/admin/jobs');
  await expect(rowOf(page, title)).toHaveCount(1);
  await serviceClient()
    .from('jobs')
    .delete()
    .eq('id', data?.id ?? '');
  return title;
}

test('publishing or deleting a job someone else removed gives the error toasts', async ({
  page,
}) => {
  const toPublish = await jobRemovedElsewhere(page);
  await rowOf(page, toPublish)
    .getByRole('button', { name: /^Publicera/ })
    .click();
  await expectToast(page, 'Fel vid publicering');
  await expect(rowOf(page, toPublish)).toHaveCount(0); // the list was read again

  const toDelete = await jobRemovedElsewhere(page);
  await rowOf(page, toDelete)
    .getByRole('button', { name: /^Radera/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Bekräfta' })
    .getByRole('button', { name: 'Radera jobbet' })
    .click();
  await expectToast(page, 'Fel vid radering');
  await expect(rowOf(page, toDelete)).toHaveCount(0);
});

test('an update the database refuses gives its error toast and changes nothing', async ({
  page,
}) => {
  const title = uniqueTitle('Oförändrat');
  await serviceClient()
    .from('jobs')
    .insert({ title, employer_name: 'Region Skåne', location: 'Ystad', description: 'Test.' });
  await page.goto('/admin/jobs');
  await rowOf(page, title)
    .getByRole('button', { name: /^Redigera/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Redigera jobb' });
  // Published with a last day already past: the database's check would refuse it, and the form
  // says so on the field before anything is sent.
  await choose(edit, 'Status', 'Publicerad');
  const lastDay = edit.getByRole('textbox', { name: 'Sista publiceringsdag', exact: true });
  await lastDay.fill('2020-01-31');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(lastDay).toHaveAccessibleDescription(
    /Sista publiceringsdag kan inte ha passerat när jobbet publiceras/,
  );
  await expect(edit).toBeVisible(); // the form stays open with what was typed
  const { data } = await serviceClient()
    .from('jobs')
    .select('status, expires_at')
    .eq('title', title)
    .single();
  expect(data).toEqual({ status: 'draft', expires_at: null });
  await serviceClient().from('jobs').delete().eq('title', title);
});

/** The day `days` from today (YYYY-MM-DD, the form's and the page's format). */
const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE');

test('a last day to apply after the ad’s end moves the end: the public page shows the day entered', async ({
  page,
}) => {
  // Issue 44's ad: ends (expires) in 30 days; the admin gives doctors 47 days to apply.
  const title = uniqueTitle('Sista ansökningsdag');
  const ends = dayFromToday(30);
  const lastDay = dayFromToday(47);
  const { data: job, error } = await serviceClient()
    .from('jobs')
    .insert({
      title,
      employer_name: 'Region Skåne',
      location: 'Lund, Sverige',
      description: 'Överläkare i psykiatri.',
      status: 'published',
      expires_at: `${ends}T23:59:59+01:00`,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);

  await page.goto('/admin/jobs');
  await rowOf(page, title)
    .getByRole('button', { name: /^Redigera/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Redigera jobb' });
  const end = edit.getByRole('textbox', { name: 'Sista publiceringsdag', exact: true });
  await expect(end).toHaveValue(ends);
  await edit.getByRole('textbox', { name: 'Sista ansökningsdag', exact: true }).fill(lastDay);
  // The end follows the last day to apply, and the form says so at the field.
  await expect(end).toHaveValue(lastDay);
  await expect(end).toBeDisabled();
  await expect(edit.getByText('Samma som sista ansökningsdag')).toBeVisible();
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Jobb uppdaterat!');

  const { data: stored } = await serviceClient()
    .from('jobs')
    .select('apply_by, expires_at')
    .eq('id', job.id)
    .single();
  expect(stored?.apply_by).toBe(lastDay);
  expect(new Date(stored?.expires_at ?? '').toLocaleDateString('sv-SE')).toBe(lastDay);

  await page.goto(`/jobs/${job.id}`);
  const facts = page.getByRole('main').locator('dl');
  await expect(facts.getByText('Sista dag att söka')).toBeVisible();
  await expect(facts.locator('time', { hasText: lastDay })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(ends);
  await serviceClient().from('jobs').delete().eq('id', job.id);
});

test('Kontaktperson: the form says what is wrong in Swedish, saves it, and the job page shows it', async ({
  page,
}) => {
  const title = uniqueTitle('Kontakt');
  const { data: job } = await serviceClient()
    .from('jobs')
    .insert({
      title,
      employer_name: 'Region Skåne',
      location: 'Ystad',
      description: 'Test.',
      status: 'published',
    })
    .select('id')
    .single();
  const contactList = page
    .getByRole('main')
    .getByRole('heading', { name: 'Kontaktperson' })
    .locator('xpath=following-sibling::ul[1]')
    .getByRole('listitem');
  await page.goto(`/jobs/${job?.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(contactList).toHaveCount(0);

  await page.goto('/admin/jobs');
  await rowOf(page, title)
    .getByRole('button', { name: /^Redigera/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Redigera jobb' });
  const contact = edit.getByRole('group', { name: /Kontaktperson/ });
  const field = (name: string) => contact.getByRole('textbox', { name, exact: true });
  await field('Roll').fill('Verksamhetschef');
  await field('Telefon').fill('ring mig');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expect(field('Namn')).toHaveAccessibleDescription(/Kontaktpersonen behöver ett namn/);
  await expect(field('Telefon')).toHaveAccessibleDescription(
    /Ogiltigt telefonnummer för kontaktpersonen/,
  );
  await field('Namn').fill('Eva Ek');
  await field('Telefon').fill('040-12 34 56');
  await field('E-post').fill('eva.ek@example.se');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Jobb uppdaterat!');

  await page.goto(`/jobs/${job?.id}`);
  await expect(contactList).toHaveText([
    'Eva Ek, Verksamhetschef',
    'Telefon: 040-12 34 56',
    'E-post: eva.ek@example.se',
  ]);
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
  expect(jsonLd.find((entry) => entry['@type'] === 'JobPosting')?.applicationContact).toEqual({
    '@type': 'ContactPoint',
    name: 'Eva Ek',
    contactType: 'Verksamhetschef',
    telephone: '040-12 34 56',
    email: 'eva.ek@example.se',
  });
  await serviceClient().from('jobs').delete().eq('title', title);
});

test('errors: a failed list read and a job the database refuses', async ({ page }) => {
  test.setTimeout(60_000);
  // The network fails for the list read only (the browser stays "online").
  const jobsUrl = (url: URL) => url.pathname === '/rest/v1/jobs';
  await page.route(jobsUrl, (route) =>
    route.request().method() === 'GET' ? route.abort('connectionfailed') : route.fallback(),
  );
  await page.goto('/admin/jobs');
  // supabase-js retries a failed read three times (1 + 2 + 4 s) before it reports the error.
  await expect(page.getByText('Fel vid hämtning av jobb').first()).toBeVisible({ timeout: 20_000 });
  await expectToast(page, 'Fel vid hämtning av jobb');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Ingen kontakt med servern' }),
  ).toBeVisible();
  await page.unroute(jobsUrl);

  await page.reload();
  const title = uniqueTitle('Vägrat');
  await page.getByRole('button', { name: 'Nytt jobb' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt jobb' });
  await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Arbetsgivare', exact: true }).fill('Region Skåne');
  await dialog.getByRole('textbox', { name: 'Plats', exact: true }).fill('Ystad');
  await dialog.getByRole('textbox', { name: 'Beskrivning', exact: true }).fill('Test.');
  // Published with a last day to apply already past: the database's trigger refuses it.
  await choose(dialog, 'Status', 'Publicerad');
  await dialog
    .getByRole('textbox', { name: 'Sista ansökningsdag', exact: true })
    .fill('2020-01-31');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(toast(page, 'Fel vid skapande av jobb')).toContainText(
    'Sista ansökningsdagen (2020-01-31) har redan passerat vid publiceringen.',
  );
  await expectToast(page, 'Fel vid skapande av jobb');
  await expect(dialog).toBeVisible(); // the form stays open with what was typed
  const { count } = await serviceClient()
    .from('jobs')
    .select('id', { count: 'exact', head: true })
    .eq('title', title);
  expect(count).toBe(0);
});

test('the list sorts by a column, filters by text and shows 25 rows a page', async ({ page }) => {
  const { count } = await serviceClient().from('jobs').select('id', { count: 'exact', head: true });
  const total = count ?? 0;
  expect(total).toBeGreaterThan(25); // the seed has more than a screenful
  await page.goto('/admin/jobs');
  const table = page.getByRole('table', { name: 'Jobb' });
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows).toHaveCount(25);
  await expect(page.getByText(`Visar 1–25 av ${total}`)).toBeVisible();
  await page.getByRole('button', { name: 'Sida 2' }).click();
  await expect(page.getByText(`Visar 26–${Math.min(50, total)} av ${total}`)).toBeVisible();

  // Sorting by title, then reversed: the server orders (in the database's collation) and pages.
  const titles = async () => table.locator('tbody tr td:first-child').allTextContents();
  const firstTitles = async (ascending: boolean) => {
    const { data } = await serviceClient()
      .from('jobs')
      .select('title')
      .order('title', { ascending })
      .order('id', { ascending })
      .range(0, 24);
    return (data ?? []).map((job) => job.title);
  };
  await table.getByRole('button', { name: 'Titel' }).click();
  await expect(table.getByRole('columnheader', { name: /Titel/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect.poll(titles).toEqual(await firstTitles(true));
  await expect(page.getByText(`Visar 1–25 av ${total}`)).toBeVisible();
  await table.getByRole('button', { name: 'Titel' }).click();
  await expect.poll(titles).toEqual(await firstTitles(false));

  // The filter matches title, employer or place, case-insensitively, on the server.
  const { count: inNorway } = await serviceClient()
    .from('jobs')
    .select('id', { count: 'exact', head: true })
    .or('title.ilike.*norge*,employer_name.ilike.*norge*,location.ilike.*norge*');
  expect(inNorway).toBeGreaterThan(0);
  await page.getByRole('textbox', { name: 'Filtrera' }).fill('NORGE');
  await expect(page.getByText(`av ${inNorway}`, { exact: false })).toBeVisible();
  const norwegian = await table.locator('tbody tr').allTextContents();
  expect(norwegian).toHaveLength(Math.min(25, inNorway ?? 0));
  for (const row of norwegian) expect(row).toContain('Norge');
  await page.getByRole('textbox', { name: 'Filtrera' }).fill('finns-inte-någonstans');
  await expect(table).toContainText('Inga träffar för filtret.');
});

test('the filter takes PostgREST reserved characters and LIKE wildcards literally', async ({
  page,
}) => {
  const title = `${uniqueTitle('tecken')} (natt), 50% tjänst: ST_läkare "A"`;
  const { error } = await serviceClient().from('jobs').insert({
    title,
    employer_name: 'Region Tecken',
    location: 'Visby',
    description: 'Ett jobb med specialtecken i titeln.',
  });
  expect(error).toBeNull();
  try {
    await page.goto('/admin/jobs');
    const filter = page.getByRole('textbox', { name: 'Filtrera' });
    const table = page.getByRole('table', { name: 'Jobb' });
    await filter.fill('(natt), 50% tjänst: ST_läkare "A"');
    await expect(rowOf(page, title)).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    // % and _ are no wildcards: "5_%" would match "50%" as a LIKE pattern.
    await filter.fill('(natt), 5_%');
    await expect(table).toContainText('Inga träffar för filtret.');
  } finally {
    await serviceClient().from('jobs').delete().eq('title', title);
  }
});

test('an expired job shows as Utgången with its date, the list narrows to those, and Förläng 30 dagar brings it back', async ({
  page,
}) => {
  const title = uniqueTitle('Utgånget');
  const day = 86_400_000;
  const expired = new Date(Date.now() - 2 * day);
  await serviceClient()
    .from('jobs')
    .insert({
      title,
      employer_name: 'Region Skåne',
      location: 'Ystad',
      description: 'Test.',
      status: 'published',
      published_at: new Date(Date.now() - 40 * day).toISOString(),
      expires_at: expired.toISOString(),
    });
  await page.goto('/admin/jobs');
  const row = rowOf(page, title);
  await expect(row).toContainText('Utgången');
  await expect(row).toContainText(
    `Utgick ${expired.toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' })}`,
  );
  await expect(row).not.toContainText('Publicerad');
  // No public page to open while it is expired.
  await expect(row.getByRole('link', { name: title, exact: true })).toHaveCount(0);

  // Only expired ads: a published, running one is left out.
  await page.getByRole('checkbox', { name: 'Visa bara utgångna' }).check();
  await expect(page.getByRole('row').filter({ hasText: 'Publicerad' })).toHaveCount(0);
  await expect(rowOf(page, title)).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Visa bara utgångna' }).uncheck();

  await rowOf(page, title)
    .getByRole('button', { name: `Förläng 30 dagar: ${title}` })
    .click();
  await expectToast(page, 'Jobb uppdaterat!');
  await expect(rowOf(page, title)).toContainText('Publicerad');
  const { data } = await serviceClient()
    .from('jobs')
    .select('expires_at')
    .eq('title', title)
    .single();
  const days = (Date.parse(data?.expires_at ?? '') - Date.now()) / day;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThan(31);
  await expectOnPublicList(page, title, true);
  // Public again: its title in the list opens the ad as visitors see it.
  await page.goto('/admin/jobs');
  await rowOf(page, title).getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await serviceClient().from('jobs').delete().eq('title', title);
});

test('Avsluta nu ends a running ad at once after naming it: off the list, its page says it closed', async ({
  page,
}) => {
  const title = uniqueTitle('Avslutas');
  const day = 86_400_000;
  const { data: job } = await serviceClient()
    .from('jobs')
    .insert({
      title,
      employer_name: 'Region Skåne',
      location: 'Ystad',
      description: 'Test.',
      status: 'published',
      published_at: new Date(Date.now() - 3 * day).toISOString(),
      expires_at: new Date(Date.now() + 20 * day).toISOString(),
    })
    .select('id')
    .single();
  await expectOnPublicList(page, title, true);

  await page.goto('/admin/jobs');
  await rowOf(page, title)
    .getByRole('button', { name: `Avsluta nu: ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Avsluta annonsen nu?' });
  await expect(dialog).toContainText(`”${title}”`);
  await expect(dialog).toContainText('tar inte emot fler ansökningar');
  await dialog.getByRole('button', { name: 'Avsluta nu' }).click();
  await expectToast(page, 'Jobb uppdaterat!');
  await expect(rowOf(page, title)).toContainText('Utgången');
  await expect(
    rowOf(page, title).getByRole('button', { name: `Avsluta nu: ${title}` }),
  ).toHaveCount(0);

  await expectOnPublicList(page, title, false);
  // Its page says the last day to apply has passed.
  await page.goto(`/jobs/${job?.id}`);
  await expect(page.getByText(`Sista dagen att söka ${title}`)).toBeVisible();
  await serviceClient().from('jobs').delete().eq('title', title);
});
