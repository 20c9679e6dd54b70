// Min profil offline: after one visit online, /profile opens offline with the last
// known profile, read-only, and says that changes need a connection; no error, no endless Laddar.
import { expect, test } from '@playwright/test';
import {
  createJobSeeker,
  offlineSwitch,
  signInThroughUi,
  waitForPersistedCache,
  waitForServiceWorker,
} from './pwa-support';

test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'allow' });

test('offline, /profile shows the last known profile read-only with a notice, and stops loading', async ({
  page,
  context,
}) => {
  const seeker = await createJobSeeker();
  const network = await offlineSwitch(context);
  await signInThroughUi(page, seeker.email, seeker.password);
  await waitForServiceWorker(page);
  await page.goto('/profile');
  const name = page.getByLabel('Fullständigt namn');
  await expect(name).toHaveValue('Offline Läkarsson');
  await expect(page.getByRole('form', { name: 'Yrkesprofil' })).toBeVisible();
  await waitForPersistedCache(page, '"professional-profile"');
  await waitForPersistedCache(page, 'Offline Läkarsson');

  await network.goOffline();
  await page.reload();
  await expect(page.getByLabel('Fullständigt namn')).toHaveValue('Offline Läkarsson');
  await expect(page.getByLabel('Telefon')).toHaveValue('070-765 43 21');
  await expect(
    page.getByText(
      'Du är offline. Profilen visas som den senast hämtades; ändringar kräver anslutning.',
    ),
  ).toBeVisible();
  // Read-only: nothing can be typed or saved while offline.
  await expect(page.getByLabel('Fullständigt namn')).toBeDisabled();
  await expect(page.getByRole('button', { name: /^Spara/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Yrkesprofil' })).toBeVisible();
  // Nothing keeps loading and nothing is reported as failed.
  await expect(page.getByText('Laddar...')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(/kunde inte hämtas/)).toHaveCount(0);

  await network.goOnline();
  await expect(page.getByLabel('Fullständigt namn')).toBeEnabled();
});
