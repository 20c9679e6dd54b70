// The notice of a first visit once the service worker has cached the app ("Appen fungerar nu även
// utan uppkoppling."): at phone and desktop width it covers neither the header nor the page's
// heading, search, newest jobs and calls to action, nor a job page's bar on a phone. Screenshots
// stay in test-results for a person to look at.
import { expect, type Locator, test } from '@playwright/test';
import { updateTexts } from '../../src/features/offline/updateTexts';
import { publicJobs } from '../support/e2e-data';

test.use({ serviceWorkers: 'allow' });

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator}`);
  return found;
}

for (const { width, height } of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`the offline-ready notice leaves the header and the hero free at ${width} px`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const notice = page.getByRole('alert').filter({ hasText: updateTexts.offlineReady });
    await expect(notice).toBeVisible();
    // Measure where it comes to rest, not a frame of its slide-in.
    await notice.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    await page.screenshot({ path: testInfo.outputPath(`offline-ready-${width}.png`) });

    const noticeBox = await box(notice);
    expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(height);
    const free = [
      page.getByRole('banner'),
      page.getByRole('heading', { level: 1 }),
      page.getByRole('textbox', { name: 'Sök bland lediga jobb' }),
      page.getByRole('region', { name: 'Senaste jobben' }),
      page.getByRole('main').getByRole('link', { name: 'Sök jobb' }),
      page.getByRole('main').getByRole('link', { name: 'Söker du en läkare?' }),
    ];
    for (const region of free) {
      expect(overlaps(noticeBox, await box(region)), `the notice covers ${region}`).toBe(false);
    }
  });
}

test('on a phone the notice sits above the job page’s Ansök nu bar, not over it', async ({
  page,
}) => {
  const [job] = await publicJobs();
  if (!job) throw new Error('the seed has no public job');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/jobs/${job.id}`);
  const notice = page.getByRole('alert').filter({ hasText: updateTexts.offlineReady });
  await expect(notice).toBeVisible();
  await notice.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const bar = await box(page.getByRole('region', { name: 'Ansök eller spara' }));
  const noticeBox = await box(notice);
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(bar.y);
});
