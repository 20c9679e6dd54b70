// axe-core on the states a route sweep does not reach (every route of the route tree is in
// a11y-routes.spec.ts, the admin routes and dialogs in admin-a11y.spec.ts): open dialogs, forms
// showing their messages, and the employer pages' variants.
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { createJobSeeker, signInThroughUi } from '../support/e2e-accounts';
import { publicJobs } from '../support/e2e-data';

test('the application dialog and the profile form have no serious violations', async ({ page }) => {
  const user = await createJobSeeker('a11y');
  await signInThroughUi(page, user);
  await page.goto('/profile');
  await expect(page.getByRole('form', { name: 'Min profil' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const [job] = await publicJobs();
  await page.goto(`/jobs/${job?.id}`);
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a toast with a title and a message, failure and success, has no serious violations', async ({
  page,
}) => {
  // Two scans, the second of the whole job list it lands on: slow on a loaded 2-core machine.
  test.slow();
  const user = await createJobSeeker('a11y-toast');
  await page.goto('/signin?flik=logga-in');
  const form = page.getByRole('form', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(user.email);
  await form.getByLabel('Lösenord').fill('FelLösenord999!');
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggning misslyckades')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await form.getByLabel('Lösenord').fill(user.password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('Inloggning lyckades!')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a request form with its validation messages shown has no serious violations', async ({
  page,
}) => {
  await page.goto('/post-job');
  await page.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await expect(page.getByText('Ange budget')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const width of [390, 1440]) {
  test(`an employer without contact details and an unknown employer at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/employer/11', '/employer/999']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
}
