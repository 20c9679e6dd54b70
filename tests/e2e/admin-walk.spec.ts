// The back office at 1440 px as an admin walks it: ads ending soon found from the dashboard and
// extended before they end, the job form's expiry checked on the field, confirmations before
// what cannot be undone, tables that never push their buttons off screen, and filtered lists
// that say they are filtered.
import { expect, test } from '@playwright/test';
import { placeBanners } from '../../supabase/functions/_shared/schemas/banner-places.ts';
import { publicBanners } from '../support/e2e-data';
import { serviceClient } from '../support/e2e-env';
import { choose, rowOf, signInAsAdmin, toast, uniqueTitle } from './admin-support';

const DAY = 86_400_000;
const day = (ms: number) =>
  new Date(ms).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
const shot = (name: string) => `test-results/admin-walk/${name}.png`;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
});

async function insertJob(title: string, publishedAgo: number, endsIn: number) {
  const { data, error } = await serviceClient()
    .from('jobs')
    .insert({
      title,
      employer_name: 'Region Skåne',
      location: 'Ystad',
      description: 'Test.',
      status: 'published',
      published_at: new Date(Date.now() - publishedAgo * DAY).toISOString(),
      expires_at: new Date(Date.now() + endsIn * DAY).toISOString(),
    })
    .select('id, published_at, expires_at')
    .single();
  if (error) throw error;
  return data;
}

test('the dashboard opens the jobs ending within 7 days; one is extended by 30 days from its end', async ({
  page,
}) => {
  const soon = uniqueTitle('Slutar snart');
  const later = uniqueTitle('Slutar senare');
  const ending = await insertJob(soon, 27, 3);
  await insertJob(later, 10, 20);
  try {
    await page.goto('/admin');
    const card = page.getByRole('link').filter({ hasText: /jobb går ut inom 7 dagar/ });
    await card.click();
    await expect(page).toHaveURL(/\/admin\/jobs\?visa=snart$/);
    const filter = page.getByRole('checkbox', { name: 'Visa bara de som går ut inom 7 dagar' });
    await expect(filter).toBeChecked();
    const row = rowOf(page, soon);
    await expect(row).toContainText(`${day(Date.parse(ending.expires_at ?? ''))}Går ut snart`);
    await expect(rowOf(page, later)).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: /Slutar/ })).toBeVisible();
    await page.screenshot({ path: shot('jobs-ending-soon'), fullPage: true });

    // Extended before it ends: 30 days after its current end, said in the toast.
    await row.getByRole('button', { name: `Förläng 30 dagar: ${soon}` }).click();
    const newEnd = Date.parse(ending.expires_at ?? '') + 30 * DAY;
    await expect(toast(page, 'Jobb uppdaterat!')).toContainText(
      `Annonsen slutar nu ${day(newEnd)}.`,
    );
    await page.screenshot({ path: shot('job-extended') });
    const { data } = await serviceClient()
      .from('jobs')
      .select('expires_at')
      .eq('title', soon)
      .single();
    expect(Math.abs(Date.parse(data?.expires_at ?? '') - newEnd)).toBeLessThan(60_000);
    // No longer ending soon: it leaves the filtered list, which now shows the whole list again
    // only when asked to.
    await expect(rowOf(page, soon)).toHaveCount(0);
    await filter.uncheck();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(rowOf(page, soon)).toContainText(day(newEnd));
  } finally {
    await serviceClient().from('jobs').delete().in('title', [soon, later]);
  }
});

test('a last day of publication before the publishing day is refused on the field, in Swedish', async ({
  page,
}) => {
  const title = uniqueTitle('Fel slutdag');
  const job = await insertJob(title, 10, 20);
  try {
    await page.goto('/admin/jobs');
    await rowOf(page, title)
      .getByRole('button', { name: `Redigera ${title}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Redigera jobb' });
    const published = day(Date.parse(job.published_at ?? ''));
    const lastDay = edit.getByRole('textbox', { name: 'Sista publiceringsdag', exact: true });
    await lastDay.fill(day(Date.parse(job.published_at ?? '') - DAY));
    await edit.getByRole('button', { name: 'Spara' }).click();
    await expect(lastDay).toHaveAccessibleDescription(
      new RegExp(`^Sista publiceringsdag kan inte vara före publiceringsdagen \\(${published}\\)`),
    );
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await page.screenshot({ path: shot('job-expiry-field') });
  } finally {
    await serviceClient().from('jobs').delete().eq('title', title);
  }
});

test('closing a form after typing asks first; an untouched one closes at once', async ({
  page,
}) => {
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: 'Nytt jobb' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt jobb' });
  await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill('Halvskrivet jobb');
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Stäng utan att spara?' });
  await expect(ask).toContainText('Det du har skrivit i formuläret sparas inte.');
  await expect(ask.getByRole('button', { name: 'Avbryt' })).toBeInViewport();
  await page.screenshot({ path: shot('discard-ask') });
  await ask.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Titel', exact: true })).toHaveValue(
    'Halvskrivet jobb',
  );
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await ask.getByRole('button', { name: 'Stäng utan att spara' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Nytt jobb' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(ask).toBeHidden();
});

test('a one-word 165-character title wraps: the page does not scroll sideways, the buttons stay on screen', async ({
  page,
}) => {
  const title = `E2E${'Överläkartjänst'.repeat(11)}`.slice(0, 165);
  // An ad ending within a week has the most buttons (Förläng 30 dagar as well): beside the long
  // title the table is wider than the page, and its Åtgärder column stays in view at its end.
  const soon = uniqueTitle('Slutar snart');
  await insertJob(title, 1, 29);
  await insertJob(soon, 27, 3);
  try {
    await page.goto('/admin/jobs');
    const row = rowOf(page, title);
    await expect(row).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1440,
    );
    await expect(row.getByRole('button', { name: `Radera ${title}` })).toBeInViewport();
    const soonRow = rowOf(page, soon);
    for (const name of [`Redigera ${soon}`, `Radera ${soon}`, `Förläng 30 dagar: ${soon}`]) {
      await expect(soonRow.getByRole('button', { name })).toBeInViewport();
    }
    await page.screenshot({ path: shot('long-title') });
  } finally {
    await serviceClient().from('jobs').delete().in('title', [title, soon]);
  }
});

test('banners: publishing into a full placement names the banner it pushes off; the table fits; an empty filtered list says so', async ({
  page,
}) => {
  const running = placeBanners(await publicBanners()).bottom.shown;
  expect(running.length).toBe(1);
  const title = uniqueTitle('Bottenbanner');
  await serviceClient().from('banners').insert({
    title,
    employer_name: 'Region Gotland',
    image_url: '/banners/gotland-sommar.svg',
    position: 'bottom',
    price: 1500.5,
  });
  try {
    await page.goto('/admin/banners');
    const row = rowOf(page, title);
    const publish = row.getByRole('button', { name: `Publicera ${title}` });
    await expect(publish).toHaveText('Publicera');
    await expect(publish).toBeInViewport({ ratio: 1 });
    const fits = await page
      .getByRole('table', { name: 'Banners' })
      .evaluate((table) => table.scrollWidth <= (table.parentElement?.clientWidth ?? 0));
    expect(fits).toBe(true);
    await page.screenshot({ path: shot('banners'), fullPage: true });

    await publish.click();
    const ask = page.getByRole('dialog', { name: 'Publicera bannern?' });
    await expect(ask).toContainText(
      `Botten har 1 plats, och den är upptagen: ”${running[0]?.title}” slutar då att visas på webbplatsen och väntar tills en plats blir ledig, utan att förbruka sina betalda dagar.`,
    );
    await page.screenshot({ path: shot('banner-publish-warning') });
    await ask.getByRole('button', { name: 'Avbryt' }).click();
    await expect(row).toContainText('Utkast');

    // The price in Swedish, as the list shows it.
    await row.getByRole('button', { name: `Redigera ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Redigera banner' });
    await expect(edit.getByRole('textbox', { name: 'Pris (kr)' })).toHaveValue('1500,50');
    // Published from the form: the same warning, and the form stays open when it is declined.
    await choose(edit, 'Status', 'Publicerad');
    await edit.getByRole('button', { name: 'Spara' }).click();
    await expect(ask).toContainText(`”${running[0]?.title}” slutar då att visas`);
    await ask.getByRole('button', { name: 'Avbryt' }).click();
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Avbryt' }).click();
    await page
      .getByRole('dialog', { name: 'Stäng utan att spara?' })
      .getByRole('button', { name: 'Stäng utan att spara' })
      .click();
    await expect(edit).toBeHidden();
    expect(
      (await serviceClient().from('banners').select('status').eq('title', title).single()).data,
    ).toEqual({ status: 'draft' });
  } finally {
    await serviceClient().from('banners').delete().eq('title', title);
  }

  await page.goto('/admin/banners?visa=utgangna');
  await expect(page.getByRole('checkbox', { name: 'Visa bara utgångna' })).toBeChecked();
  await expect(page.getByText('Inga banners matchar filtret ”Visa bara utgångna”.')).toBeVisible();
  await page.screenshot({ path: shot('banners-filtered-empty') });
  await page.getByRole('button', { name: 'Visa alla' }).click();
  await expect(page).toHaveURL(/\/admin\/banners$/);
  await expect(page.getByRole('checkbox', { name: 'Visa bara utgångna' })).not.toBeChecked();
});
