// axe-core on every marketing route: no serious or critical accessibility violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** Serious and critical axe violations, with the failing elements, so a failure says where. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
}

const ROUTES = [
  '/employers',
  '/employer/1',
  '/employer/11',
  '/employer/999',
  '/about',
  '/contact',
  '/contact-doctor',
  '/pricing',
  '/recruitment-resources',
  '/resources',
  '/post-job',
  '/privacy',
  '/terms',
  '/cookies',
];

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of ROUTES) {
      test(`${route} has no serious or critical violations`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}

test('a form with validation messages shown has no serious or critical violations', async ({
  page,
}) => {
  await page.goto('/post-job');
  await page.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await expect(page.getByText('Ange budget')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
