// axe-core on every admin route and the admin dialogs, on a desktop and a phone: no violation of
// any impact. Also saves screenshots of /admin/jobs at both widths for a human look.
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { signInAsAdmin } from './admin-support';

const ROUTES = [
  ['/admin', 'Administration'],
  ['/admin/jobs', 'Jobb'],
  ['/admin/banners', 'Banners'],
  ['/admin/users', 'Användare'],
  ['/admin/settings', 'Inställningar'],
  ['/admin/applications', 'Ansökningar'],
  ['/admin/requests', 'Förfrågningar'],
  ['/admin/statistik', 'Statistik'],
  ['/admin/kandidater', 'Kandidater'],
] as const;

for (const width of [1440, 390]) {
  test(`admin routes have no violations of any impact at ${width} px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await page.setViewportSize({ width, height: 900 });
    for (const [path, heading] of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Laddar...')).toHaveCount(0);
      expect.soft(await axeViolations(page, { everyImpact: true }), path).toEqual([]);
      if (path === '/admin/jobs') {
        await page.screenshot({ path: testInfo.outputPath(`admin-jobs-${width}.png`) });
      }
    }
  });
}

for (const width of [1440, 390]) {
  test(`an application's status menu and the e-mail it previews have no violations of any impact at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/applications');
    await page
      .getByRole('button', { name: /^Ändra status för ansökan från / })
      .first()
      .click();
    const menu = page.getByRole('menu', { name: /^Ändra status för ansökan från / });
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
    await menu.getByRole('menuitem').first().click();
    const dialog = page.getByRole('dialog', { name: /^Ändra status till / });
    const message = dialog.getByRole('region', { name: 'Mejlets text' });
    await expect(message).toBeVisible();
    expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
  });
}

for (const width of [1440, 390]) {
  test(`the job and banner dialogs and the delete question have no violations of any impact at ${width} px`, async ({
    page,
  }) => {
    // Five full axe runs over the admin table: more than one page's default 30 s on a busy machine.
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/jobs');
    await page.getByRole('button', { name: 'Nytt jobb' }).click();
    const jobDialog = page.getByRole('dialog', { name: 'Nytt jobb' });
    await expect(jobDialog.getByLabel('Titel')).toBeFocused();
    await jobDialog.getByRole('button', { name: 'Spara' }).click(); // with its error messages
    await expect(jobDialog.getByText('Titel krävs')).toBeVisible();
    expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
    // A select's list open, long enough to scroll (the list, not a box around it,
    // scrolls, and it is in the dialog rather than in a portal outside every landmark).
    await jobDialog.getByRole('combobox', { name: 'Specialitet' }).click();
    const options = jobDialog.getByRole('listbox');
    await expect(options.getByRole('option').first()).toBeVisible();
    expect(await options.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
    expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(options).toBeHidden();
    await jobDialog.getByRole('button', { name: 'Avbryt' }).click();

    await page
      .getByRole('button', { name: /^Radera/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Bekräfta' })).toBeVisible();
    expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
    await page
      .getByRole('dialog', { name: 'Bekräfta' })
      .getByRole('button', { name: 'Avbryt' })
      .click();

    await page.goto('/admin/banners');
    await page.getByRole('button', { name: 'Ny banner' }).click();
    const bannerDialog = page.getByRole('dialog', { name: 'Ny banner' });
    await expect(bannerDialog).toBeVisible();
    expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
    // With its preview: the ad at its placement's width, wider than a phone's dialog.
    await bannerDialog
      .getByRole('textbox', { name: 'Bild-URL', exact: true })
      .fill('/banners/norrbotten.svg');
    await expect(
      bannerDialog.getByRole('figure', { name: 'Förhandsvisning av bannern' }),
    ).toBeVisible();
    expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
  });
}
