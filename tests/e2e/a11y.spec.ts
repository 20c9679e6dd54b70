// axe-core on the app shell and job-seeker routes: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { createJobSeeker, signInThroughUi } from '../support/e2e-accounts';
import { publicJobs } from '../support/e2e-data';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

for (const width of [1440, 390]) {
  test(`public routes have no serious violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const [job] = await publicJobs();
    if (!job) throw new Error('no jobs');
    const routes = [
      ['/', 'heading'],
      ['/jobs', 'job-count'],
      [`/jobs/${job.id}`, 'heading'],
      ['/signin', 'heading'],
      ['/profile', 'heading'],
      ['/sidan-finns-inte', 'heading'],
    ] as const;
    for (const [path, ready] of routes) {
      await page.goto(path);
      if (ready === 'job-count') await expect(page.getByTestId('job-count')).toBeVisible();
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}

test('the application dialog and the profile form have no serious violations', async ({ page }) => {
  const user = await createJobSeeker('a11y');
  await signInThroughUi(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('form', { name: 'Min profil' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const [job] = await publicJobs();
  await page.goto(`/jobs/${job?.id}`);
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
