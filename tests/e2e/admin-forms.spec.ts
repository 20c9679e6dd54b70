// Bad input in the admin forms gets a Swedish message next to the field and stores nothing.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { serviceClient } from '../support/e2e-env';
import { signInAsAdmin, uniqueTitle } from './admin-support';

const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

/** Counts every write the page sends to a table, to prove that nothing was sent. */
function countWrites(page: Page, table: string): () => number {
  let writes = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    // A count is read with HEAD: only the other methods write.
    const reads = ['GET', 'HEAD'];
    if (url.pathname === `/rest/v1/${table}` && !reads.includes(request.method())) writes += 1;
  });
  return () => writes;
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the job form names every empty required field and sends nothing', async ({ page }) => {
  const writes = countWrites(page, 'jobs');
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: 'Nytt jobb' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nytt jobb' });
  await field(dialog, 'Titel').fill('   ');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  for (const message of ['Titel krävs', 'Arbetsgivare krävs', 'Plats krävs', 'Beskrivning krävs']) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(field(dialog, 'Titel')).toHaveAttribute('aria-invalid', 'true');

  // Optional fields with bad values get their own messages.
  const title = uniqueTitle('Ogiltigt');
  await field(dialog, 'Titel').fill(title);
  await field(dialog, 'Arbetsgivare').fill('Region Skåne');
  await field(dialog, 'Plats').fill('Malmö');
  await field(dialog, 'Beskrivning').fill('Beskrivning.');
  await field(dialog, 'Månadslön').fill('-5000');
  await field(dialog, 'Arbetsgivarens e-post').fill('inte-en-adress');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  await expect(dialog.getByText('Lönen kan inte vara negativ')).toBeVisible();
  await expect(dialog.getByText('Ogiltig e-postadress för arbetsgivaren')).toBeVisible();
  await expect(dialog.getByText('Titel krävs')).toHaveCount(0);

  expect(writes()).toBe(0);
  const { count } = await serviceClient()
    .from('jobs')
    .select('id', { count: 'exact', head: true })
    .eq('title', title);
  expect(count).toBe(0);
});

test('the banner form refuses empty fields, a negative or non-numeric price and javascript: URLs', async ({
  page,
}) => {
  const writes = countWrites(page, 'banners');
  await page.goto('/admin/banners');
  await page.getByRole('button', { name: 'Ny banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny banner' });
  const price = field(dialog, 'Pris (kr)');
  const save = dialog.getByRole('button', { name: 'Spara' });

  await price.fill('');
  await save.click();
  for (const message of ['Titel krävs', 'Arbetsgivare krävs', 'Bild-URL krävs', 'Pris krävs']) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }

  const title = uniqueTitle('Farlig');
  await field(dialog, 'Titel').fill(title);
  await field(dialog, 'Arbetsgivare').fill('Region Skåne');
  await field(dialog, 'Bild-URL').fill('javascript:alert(1)');
  await field(dialog, 'Länk').fill('javascript:alert(document.cookie)');
  await price.fill('-1');
  await save.click();
  await expect(
    dialog.getByText('Bild-URL måste börja med https:// eller / (en sökväg på webbplatsen)'),
  ).toBeVisible();
  await expect(
    dialog.getByText('Länken måste vara en adress som börjar med https://'),
  ).toBeVisible();
  await expect(dialog.getByText('Priset kan inte vara negativt')).toBeVisible();

  // The price field takes digits only: letters leave it empty, which is refused.
  await price.fill('');
  await price.focus();
  await page.keyboard.type('abc');
  await expect(price).toHaveValue('');
  await save.click();
  await expect(dialog.getByText('Pris krävs')).toBeVisible();

  // A protocol-relative image address and an http link are refused too.
  await field(dialog, 'Bild-URL').fill('//evil.example/banner.png');
  await field(dialog, 'Länk').fill('http://example.se');
  await price.fill('99');
  await save.click();
  await expect(dialog.getByText(/^Bild-URL måste börja med https:\/\//)).toBeVisible();
  await expect(dialog.getByText(/^Länken måste vara en adress/)).toBeVisible();

  expect(writes()).toBe(0);
  const { count } = await serviceClient()
    .from('banners')
    .select('id', { count: 'exact', head: true })
    .eq('title', title);
  expect(count).toBe(0);
});
