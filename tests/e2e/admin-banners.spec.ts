// /admin/banners as the demo admin: the whole life of a banner with every toast of spec §8, its
// defaults (top, 99 kr, draft) and the error toasts from real refusals.
import { expect, type Page, test } from '@playwright/test';
import { placeBanners } from '../../supabase/functions/_shared/schemas/banner-places.ts';
import { publicBanners } from '../support/e2e-data';
import { serviceClient } from '../support/e2e-env';
import { choose, expectToast, rowOf, signInAsAdmin, uniqueTitle } from './admin-support';

const field = (scope: ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

async function storedBanner(title: string) {
  const { data } = await serviceClient()
    .from('banners')
    .select('status, price, position, link_url, image_url, published_at, created_by')
    .eq('title', title)
    .maybeSingle();
  return data;
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('create, edit, publish, unpublish by editing and delete a banner, with every toast', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = uniqueTitle('Banner');
  await page.goto('/admin/banners');
  await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible();

  await page.getByRole('button', { name: 'Ny banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny banner' });
  // Defaults of spec §5: price 99 in steps of 0.01 (with a Swedish decimal comma, as the list
  // shows prices), position top, status draft.
  const price = field(dialog, 'Pris (kr)');
  await expect(price).toHaveValue('99,00');
  await price.press('ArrowUp'); // one step is 0.01
  await expect(price).toHaveValue('99,01');
  await expect(dialog.getByRole('combobox', { name: 'Placering' })).toHaveValue('Topp');
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('Utkast');
  await field(dialog, 'Titel').fill(title);
  await field(dialog, 'Arbetsgivare').fill('Region Skåne');
  await field(dialog, 'Bild-URL').fill('/banners/region-skane.png');
  await field(dialog, 'Länk').fill('https://www.skane.se/jobb');
  await price.fill('149,50');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Banner skapad!');
  await expect(rowOf(page, title)).toContainText('Utkast');
  await expect(page.getByRole('row').nth(1)).toContainText(title);
  const created = await storedBanner(title);
  expect(created).toMatchObject({ status: 'draft', position: 'top', published_at: null });
  expect(Number(created?.price)).toBe(149.5);
  expect(created?.created_by).toBeTruthy();

  await rowOf(page, title)
    .getByRole('button', { name: /^Redigera/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Redigera banner' });
  await expect(field(edit, 'Pris (kr)')).toHaveValue('149,50');
  await choose(edit, 'Placering', 'Sidokolumn');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Banner uppdaterad!');
  await expect(rowOf(page, title)).toContainText('Sidokolumn');

  await rowOf(page, title)
    .getByRole('button', { name: /^Publicera/ })
    .click();
  // Sidokolumn's three places are taken by the seed's banners: publishing asks first.
  await page
    .getByRole('dialog', { name: 'Publicera bannern?' })
    .getByRole('button', { name: 'Publicera ändå' })
    .click();
  await expectToast(page, 'Banner publicerad!');
  await expect(rowOf(page, title)).toContainText('Publicerad');
  await expect(rowOf(page, title).getByRole('button', { name: /^Publicera/ })).toHaveCount(0);
  expect((await storedBanner(title))?.published_at).toBeTruthy();

  await rowOf(page, title)
    .getByRole('button', { name: /^Redigera/ })
    .click();
  await choose(edit, 'Status', 'Utkast');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Banner uppdaterad!');
  await expect(rowOf(page, title)).toContainText('Utkast');
  expect((await storedBanner(title))?.status).toBe('draft');

  await rowOf(page, title)
    .getByRole('button', { name: /^Radera/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Bekräfta' });
  await expect(confirm).toContainText('Är du säker på att du vill radera denna banner?');
  await confirm.getByRole('button', { name: 'Radera bannern' }).click();
  await expectToast(page, 'Banner raderad!');
  await expect(rowOf(page, title)).toHaveCount(0);
  expect(await storedBanner(title)).toBeNull();
});

/** A banner this page lists but another admin has just deleted. */
async function bannerRemovedElsewhere(page: Page): Promise<string> {
  const title = uniqueTitle('Borttagen');
  const { data } = await serviceClient()
    .from('banners')
    .insert({ title, employer_name: 'Region Skåne', image_url: '/banners/x.png', price: 99 })
    .select('id')
    .single();
  await page.goto('/admin/banners');
  await expect(rowOf(page, title)).toHaveCount(1);
  await serviceClient()
    .from('banners')
    .delete()
    .eq('id', data?.id ?? '');
  return title;
}

test('publishing, editing or deleting a banner someone else removed gives the error toasts', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const toPublish = await bannerRemovedElsewhere(page);
  await rowOf(page, toPublish)
    .getByRole('button', { name: /^Publicera/ })
    .click();
  // Topp's one place is taken by the seed's banner: publishing asks first.
  await page
    .getByRole('dialog', { name: 'Publicera bannern?' })
    .getByRole('button', { name: 'Publicera ändå' })
    .click();
  await expectToast(page, 'Fel vid publicering');

  const toEdit = await bannerRemovedElsewhere(page);
  await rowOf(page, toEdit)
    .getByRole('button', { name: /^Redigera/ })
    .click();
  const edit = page.getByRole('dialog', { name: 'Redigera banner' });
  await field(edit, 'Arbetsgivare').fill('Region Halland');
  await edit.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Fel vid uppdatering av banner');
  await edit.getByRole('button', { name: 'Avbryt' }).click();
  // What was typed is not saved: closing asks first.
  await page
    .getByRole('dialog', { name: 'Stäng utan att spara?' })
    .getByRole('button', { name: 'Stäng utan att spara' })
    .click();
  await expect(edit).toBeHidden();

  const toDelete = await bannerRemovedElsewhere(page);
  await rowOf(page, toDelete)
    .getByRole('button', { name: /^Radera/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Bekräfta' })
    .getByRole('button', { name: 'Radera bannern' })
    .click();
  await expectToast(page, 'Fel vid radering');
});

test('errors: a failed list read and a banner the database refuses to create', async ({ page }) => {
  test.setTimeout(60_000);
  const bannersUrl = (url: URL) => url.pathname === '/rest/v1/banners';
  await page.route(bannersUrl, (route) =>
    route.request().method() === 'GET' ? route.abort('connectionfailed') : route.fallback(),
  );
  await page.goto('/admin/banners');
  // supabase-js retries a failed read three times (1 + 2 + 4 s) before it reports the error.
  await expect(page.getByText('Fel vid hämtning av banners').first()).toBeVisible({
    timeout: 20_000,
  });
  await expectToast(page, 'Fel vid hämtning av banners');
  await page.unroute(bannersUrl);

  // The session ends (signed out elsewhere) just before saving: the database refuses the insert.
  await page.reload();
  const title = uniqueTitle('Utloggad');
  await page.getByRole('button', { name: 'Ny banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny banner' });
  await field(dialog, 'Titel').fill(title);
  await field(dialog, 'Arbetsgivare').fill('Region Skåne');
  await field(dialog, 'Bild-URL').fill('https://cdn.example.se/banner.png');
  await page.route(bannersUrl, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    // Same request, but as an anonymous visitor: row-level security refuses it (401/403).
    const headers = { ...route.request().headers() };
    headers.authorization = `Bearer ${headers.apikey}`;
    return route.continue({ headers });
  });
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Fel vid skapande av banner');
  expect(await storedBanner(title)).toBeNull();
});

test('past 1,000 rows the list reads one page from the server and shows its total as an estimate', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const employer = uniqueTitle('Massbanner');
  const many = Array.from({ length: 1050 }, (_, i) => ({
    title: i < 61 ? `Utvald banner ${i}` : `Banner ${i}`,
    employer_name: employer,
    image_url: '/banners/banner-1.svg',
  }));
  const { error } = await serviceClient().from('banners').insert(many);
  expect(error).toBeNull();
  try {
    // The admin list's reads (the public banner slots read banners too, without a count).
    const pageReads: URL[] = [];
    page.on('request', (request) => {
      const counted = request.headers().prefer?.includes('count=estimated');
      if (counted && request.url().includes('/rest/v1/banners?'))
        pageReads.push(new URL(request.url()));
    });
    await page.goto('/admin/banners');
    const table = page.getByRole('table', { name: 'Banners' });
    await expect(table.locator('tbody tr')).toHaveCount(25);
    // More than Supabase's max rows: the count is an estimate, so the page claims only that.
    await expect(page.getByText('Visar 1–25 av fler än 1 000', { exact: true })).toBeVisible();
    expect(pageReads.length).toBeGreaterThan(0);
    for (const url of pageReads) expect(url.searchParams.get('limit')).toBe('25');

    // Filtered below the threshold, the count is exact again.
    await page.getByRole('textbox', { name: 'Filtrera' }).fill(`${employer} utvald`);
    await expect(page.getByText('Visar 1–25 av 61', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Sida 3' }).click();
    await expect(page.getByText('Visar 51–61 av 61', { exact: true })).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(11);
  } finally {
    await serviceClient().from('banners').delete().eq('employer_name', employer);
  }
});

test('a second Topp banner: the list says which one shows and which waits (keeping its paid days), with image previews; /jobs shows the newest above the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/admin/banners');
  await page.getByRole('button', { name: 'Ny banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny banner' });
  await expect(dialog.getByText('ovanför jobblistan, 1 plats')).toBeVisible();
  await field(dialog, 'Bild-URL').fill('ftp://bilder.example/a.png');
  await expect(
    dialog.getByText('Förhandsvisningen visas när bild-URL:en är giltig.'),
  ).toBeVisible();
  await field(dialog, 'Bild-URL').fill('/banners/saknas.svg');
  await expect(dialog.getByText('Bilden kunde inte hämtas från adressen.')).toBeVisible();
  await field(dialog, 'Bild-URL').fill('/banners/norrbotten.svg');
  const preview = dialog.getByRole('figure', { name: 'Förhandsvisning av bannern' }).locator('img');
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await page
    .getByRole('dialog', { name: 'Stäng utan att spara?' })
    .getByRole('button', { name: 'Stäng utan att spara' })
    .click();
  await expect(dialog).toBeHidden();

  const title = uniqueTitle('Toppbanner');
  const { data: inserted, error } = await serviceClient()
    .from('banners')
    .insert({
      title,
      employer_name: 'Region Gotland',
      image_url: '/banners/gotland-sommar.svg',
      position: 'top',
      status: 'published',
      price: 19_900,
    })
    .select('id')
    .single();
  if (error) throw error;
  try {
    const placed = placeBanners(await publicBanners());
    expect(placed.top.shown.map((banner) => banner.title)).toEqual([title]);
    const waiting = placed.top.waiting.map((banner) => banner.title);
    expect(waiting.length).toBeGreaterThan(0);

    await page.reload();
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'Fler publicerade banners än platser' });
    await expect(notice).toContainText(
      `Topp har 1 plats men ${waiting.length + 1} publicerade. Visas (nyast först): ”${title}”. Visas inte nu: ${waiting.map((name) => `”${name}”`).join(', ')}.`,
    );
    await expect(rowOf(page, title).getByRole('img', { name: `Bild: ${title}` })).toBeVisible();
    // The banner pushed off waits without spending its paid days; the new one's run.
    await expect(rowOf(page, title)).not.toContainText('Väntar på plats');
    await expect(rowOf(page, title)).toContainText('30 dagar kvar');
    await expect(rowOf(page, waiting[0] ?? '')).toContainText('Väntar på plats');

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/jobs');
      const top = page.getByRole('complementary', { name: 'Annons ovanför jobben' });
      await expect(top).toContainText(title);
      for (const name of waiting)
        await expect(page.getByText(name, { exact: true })).toHaveCount(0);
    }
  } finally {
    await serviceClient().from('banners').delete().eq('id', inserted.id);
  }
});
