// The banner form's image upload and preview (issue 50), as the demo admin at 1440 px: an image
// dropped on the dropzone is uploaded to Storage and its public address fills Bild-URL; the
// preview is the job list's own card at the chosen placement's width on /jobs; a wrong type or
// too large a file is refused in Swedish; published, the uploaded image shows on /jobs.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { serviceClient } from '../support/e2e-env';
import { choose, expectToast, signInAsAdmin, uniqueTitle } from './admin-support';

const PNG = readFileSync(new URL('../../public/icons/icon-192.png', import.meta.url));

const width = async (locator: Locator) => (await locator.boundingBox())?.width ?? 0;

/** The ad card in the form's preview. */
const previewCard = (page: Page) =>
  page
    .getByRole('figure', { name: 'Förhandsvisning av bannern' })
    .locator('[data-placement] > *')
    .first();

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAsAdmin(page);
});

test('an image dropped on the form is uploaded, previewed at its placement’s size and shown on /jobs once published', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = uniqueTitle('Bildbanner');
  // The widths of the Topp strip and a side-column card on /jobs at this screen size.
  await page.goto('/jobs');
  // The strip itself, not its ad: as the app takes over the page the ad is rendered anew, and a
  // shuffled run read its width as 0 in that moment (its retry passed).
  const topOnJobs = page.getByRole('complementary', { name: 'Annons ovanför jobben' });
  await expect(topOnJobs.locator('> *').first()).toBeVisible();
  let topWidth = 0;
  await expect
    .poll(async () => {
      topWidth = await width(topOnJobs);
      return topWidth;
    })
    .toBeGreaterThan(0);

  await page.goto('/admin/banners');
  await page.getByRole('button', { name: 'Ny banner' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ny banner' });
  await dialog.getByRole('textbox', { name: 'Titel', exact: true }).fill(title);
  await dialog.getByRole('textbox', { name: 'Arbetsgivare', exact: true }).fill('Region Gävleborg');
  await expect(dialog.getByText('PNG, JPEG eller WebP, högst 2 MB')).toBeVisible();
  const files = dialog.locator('input[type=file]');

  // Refused at once, in Swedish: another type, and a file over 2 MB.
  await files.setInputFiles({ name: 'banner.gif', mimeType: 'image/gif', buffer: PNG });
  await expect(dialog.getByRole('alert')).toContainText(
    'Bilden måste vara en PNG, JPEG eller WebP. Andra filtyper kan inte laddas upp.',
  );
  const tooLarge = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
  await files.setInputFiles({ name: 'stor.png', mimeType: 'image/png', buffer: tooLarge });
  await expect(dialog.getByRole('alert')).toContainText(
    'Bilden är större än 2 MB. Välj en mindre bild.',
  );

  await files.setInputFiles({ name: 'gävleborg.png', mimeType: 'image/png', buffer: PNG });
  const imageUrl = dialog.getByRole('textbox', { name: 'Bild-URL', exact: true });
  await expect(imageUrl).toHaveValue(
    /\/storage\/v1\/object\/public\/banner-images\/[0-9a-f-]+\.png$/,
  );
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const uploaded = await imageUrl.inputValue();
  expect((await fetch(uploaded)).status).toBe(200);

  // The preview: the ad as visitors see it, at the Topp strip's width, then the side column's.
  const card = previewCard(page);
  await expect(card).toContainText(title);
  await expect(card).toContainText('Annons');
  await expect
    .poll(() => card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // Polled: the preview settles at its width once the dialog's layout has.
  await expect.poll(async () => Math.abs((await width(card)) - topWidth)).toBeLessThan(1);
  await choose(dialog, 'Placering', 'Sidokolumn');
  await expect(page.locator('figure [data-placement="sidebar"]')).toBeVisible();
  const previewSideWidth = await width(previewCard(page));
  expect(previewSideWidth).toBeLessThan(topWidth / 2);

  await choose(dialog, 'Status', 'Publicerad');
  await dialog.getByRole('button', { name: 'Spara' }).click();
  // Newest first: it may push an older side-column banner off, which the admin confirms.
  const pushOff = page.getByRole('button', { name: 'Publicera ändå' });
  await expect(pushOff.or(page.getByText('Banner skapad!'))).toBeVisible();
  if (await pushOff.isVisible()) await pushOff.click();
  await expectToast(page, 'Banner skapad!');

  try {
    await page.goto('/jobs');
    const side = page.getByRole('complementary', { name: 'Utvalda arbetsgivare' });
    const shown = side.getByRole('listitem').filter({ hasText: title });
    await expect(shown).toBeVisible();
    const image = shown.locator('img');
    await expect(image).toHaveAttribute('src', uploaded);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    // The same size as the preview showed.
    await expect
      .poll(async () => Math.abs((await width(shown.locator('> *').first())) - previewSideWidth))
      .toBeLessThan(1);
  } finally {
    await serviceClient().from('banners').delete().eq('title', title);
  }
});
