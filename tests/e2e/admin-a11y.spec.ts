// axe-core on every admin route and the admin dialogs, on a desktop and a phone: no violation of
// any impact (issue 37). Also saves screenshots of /admin/jobs at both widths for a human look.
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
  test(`the job and banner dialogs and the delete question have no violations of any impact at ${width} px`, async ({
    page,
  }) => {
    // Three full axe runs over the admin table: more than one page's default 30 s on a busy machine.
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/jobs');
    await page.getByRole('button', { name: 'Nytt jobb' }).click();
    const jobDialog = page.getByRole('dialog', { name: 'Nytt jobb' });
    await expect(jobDialog.getByLabel('Titel')).toBeFocused();
    await jobDialog.getByRole('button', { name: 'Spara' }).click(); // with its error messages
    await expect(jobDialog.getByText('Titel krävs')).toBeVisible();
    expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
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
    await expect(page.getByRole('dialog', { name: 'Ny banner' })).toBeVisible();
    expect(await axeViolations(page, { everyImpact: true })).toEqual([]);
  });
}
