// Offline-first in real Chromium against the production build with its service worker: after one
// visit online, the pages open offline with their content, and forms submitted offline are sent
// exactly once when the connection is back.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { about } from '../../src/content/about';
import { pricingPage } from '../../src/content/pricing';
import { insertJob, insertLocum } from '../support/e2e-data';
import { serviceClient } from '../support/e2e-env';
import {
  createJobSeeker,
  localCopyStored,
  mailMentioning,
  offlineSwitch,
  queueApplicationAndRequestOffline,
  signInThroughUi,
  waitForPersistedCache,
  waitForServiceWorker,
} from './pwa-support';

test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'allow' });

test('after a first visit, /, /jobs, a job, /about, /pricing and Sparade jobb open offline', async ({
  page,
  context,
}) => {
  const network = await offlineSwitch(context);
  await page.goto('/');
  await waitForServiceWorker(page);

  await page.goto('/jobs');
  const firstCard = page.getByRole('article').first();
  const jobTitle = (await firstCard.getByRole('heading').textContent()) ?? '';
  expect(jobTitle).not.toBe('');
  await firstCard.getByRole('link', { name: 'Visa detaljer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  const jobUrl = page.url();
  const save = page.getByRole('button', { name: `Spara ${jobTitle}` });
  await save.click();
  await expect(
    page.getByRole('button', { name: `Ta bort ${jobTitle} från sparade jobb` }),
  ).toHaveAttribute('aria-pressed', 'true');

  await network.goOffline();
  // Offline the pages read the local copy only: no request to Supabase is even tried.
  const triedOffline: string[] = [];
  page.on('requestfailed', (request) => {
    if (new URL(request.url()).pathname.startsWith('/rest/')) triedOffline.push(request.url());
  });

  await page.reload();
  await expect(page.getByText('Du är offline').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();
  // A slim bar, not a card: on a phone it leaves the first screen to the page (it took ~280 px).
  for (const [width, maxHeight] of [
    [390, 64],
    [1440, 40],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    const bar = await page.getByTestId('offline-banner').boundingBox();
    expect(bar?.height).toBeLessThanOrEqual(maxHeight);
  }

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('läkare och vårdgivare');
  // The newest jobs, from the local copy: the list's first job is among them.
  const newest = page.getByRole('region', { name: 'Senaste jobben' });
  await expect(newest.getByRole('link').filter({ hasText: jobTitle })).toBeVisible();

  await page.goto('/jobs');
  await expect(page.getByTestId('job-count')).toHaveText(/Visar [1-9]\d* jobb/);
  await expect(page.getByRole('heading', { name: jobTitle }).first()).toBeVisible();

  await page.goto(jobUrl);
  await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: about.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: about.mission.title })).toBeVisible();

  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: pricingPage.title })).toBeVisible();

  await page.goto('/saved-jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Sparade jobb' })).toBeVisible();
  await expect(page.getByRole('heading', { name: jobTitle })).toBeVisible();
  await expect(page.getByText('Du är offline').first()).toBeVisible();
  expect(triedOffline).toEqual([]);
});

test('an application and a contact request made offline wait, then arrive exactly once', async ({
  page,
  context,
}) => {
  const marker = randomUUID();
  const seeker = await createJobSeeker();
  const network = await offlineSwitch(context);
  await signInThroughUi(page, seeker.email, seeker.password);
  await waitForServiceWorker(page);

  const jobId = await queueApplicationAndRequestOffline(page, network, marker);

  const outboxLink = page.getByRole('link', { name: /Utkorg: 2 väntar/ }).first();
  await expect(outboxLink).toBeVisible();
  await page.goto('/outbox');
  await expect(page.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('listitem').filter({ hasText: 'Väntar' })).toHaveCount(2);

  // Signing out would strand the application: the app asks first, and "cancel" keeps the session.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toContain('2 objekt i utkorgen');
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();

  // Nothing reached the server while offline.
  const db = serviceClient();
  const before = await db.from('job_applications').select('id').eq('applicant_id', seeker.id);
  expect(before.data).toEqual([]);

  // Back online: the `online` event replays the outbox (no Background Sync in tests).
  await network.goOnline();
  await expect(page.getByText('Inget väntar på att skickas')).toBeVisible({ timeout: 30_000 });

  const applications = await db
    .from('job_applications')
    .select('job_id, cover_letter')
    .eq('applicant_id', seeker.id);
  expect(applications.data).toEqual([
    {
      job_id: jobId,
      cover_letter: `Jag söker tjänsten som legitimerad läkare. Referens ${marker}.`,
    },
  ]);
  const requests = await db
    .from('contact_requests')
    .select('type, company_name')
    .eq('company_name', `Klinik ${marker}`);
  expect(requests.data).toEqual([{ type: 'contact-doctor', company_name: `Klinik ${marker}` }]);

  // Every e-mail arrives once: the provider's request, the employer's notice and the
  // applicant's receipt (both of these quote the letter).
  await expect
    .poll(async () => (await mailMentioning(marker)).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(4);
  const mail = await mailMentioning(marker);
  // The request's e-mail to the provider and the employer's copy, once each.
  expect(
    mail
      .filter((m) => JSON.stringify(m).includes(`Klinik ${marker}`))
      .map((m) => String(m.subject).split(/[:(]/)[0]?.trim())
      .sort(),
  ).toEqual(['Ny förfrågan', 'Vi har tagit emot er förfrågan']);
  const letters = mail.filter((m) => JSON.stringify(m).includes(`Referens ${marker}`));
  expect(letters.map((m) => String(m.subject).split(':')[0]).sort()).toEqual([
    'Ny ansökan',
    'Vi har tagit emot din ansökan',
  ]);
});

test("offline past the access token's expiry, a doctor is still signed in: Mina ansökningar and an application to the outbox", async ({
  page,
  context,
}) => {
  const seeker = await createJobSeeker();
  const network = await offlineSwitch(context);
  await signInThroughUi(page, seeker.email, seeker.password);
  await waitForServiceWorker(page);
  await page.goto('/applications');
  await expect(page.getByText('Du har inte sökt några jobb än')).toBeVisible();
  // The list (its query key ends in "mine") reaches the persisted query cache.
  await waitForPersistedCache(page, '"mine"');
  const ad = await insertJob('på tåget');
  await page.goto('/jobs');
  await page
    .getByRole('article', { name: ad.title })
    .getByRole('link', { name: 'Visa detaljer' })
    .click();
  await expect(page.getByRole('button', { name: 'Ansök nu' })).toBeEnabled();
  const job = page.url();
  // The applicant's profile, which the application dialog shows, reaches it too.
  await waitForPersistedCache(page, 'Offline Läkarsson');

  await network.goOffline();
  // Two hours on: the session's access token has expired and cannot be refreshed offline.
  await page.clock.setFixedTime(Date.now() + 2 * 60 * 60 * 1000);
  await page.goto('/applications');
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await expect(page.getByText('Logga in för att se dina ansökningar.')).toHaveCount(0);
  await expect(page.getByText('Du har inte sökt några jobb än')).toBeVisible();
  await page.goto(job);
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Personligt brev')
    .fill('Jag söker tjänsten som legitimerad läkare, skrivet på tåget.');
  await dialog.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByText('Ansökan sparad i utkorgen')).toBeVisible();
  // Past supabase-js's own retries of the refresh (about 30 s): still signed in.
  await page.waitForTimeout(35_000);
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Utkorg: 1 väntar/ }).first()).toBeVisible();
});

test('a queued application says "Väntar på att skickas" on the job page until it is delivered, then that it was sent, with the period chosen', async ({
  page,
  context,
}) => {
  const seeker = await createJobSeeker();
  // A locum ad with two periods: the choice waits in the outbox with the letter.
  const periods = [
    { start: '2027-05-03', end: '2027-05-16' },
    { start: '2027-08-02', end: '2027-08-15' },
  ];
  const jobId = await insertLocum({ title: `Stafett på tåget ${randomUUID()}`, periods });
  const network = await offlineSwitch(context);
  await signInThroughUi(page, seeker.email, seeker.password);
  await waitForServiceWorker(page);
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByRole('button', { name: 'Ansök nu' })).toBeEnabled();

  await network.goOffline();
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  await page
    .getByRole('dialog')
    .getByRole('checkbox', { name: 'Period 2: 2027-08-02 – 2027-08-15' })
    .check();
  await page
    .getByRole('dialog')
    .getByLabel('Personligt brev')
    .fill('Skriven på tåget. Jag är legitimerad läkare och söker gärna tjänsten hos er.');
  await page.getByRole('dialog').getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByText('Ansökan sparad i utkorgen')).toBeVisible();

  // Not sent yet: nothing on the page may say it was.
  await expect(page.getByRole('heading', { name: 'Väntar på att skickas' })).toBeVisible();
  await expect(page.getByText(/väntar i utkorgen/)).toBeVisible();
  await expect(page.getByText('Du har sökt jobbet')).toHaveCount(0);
  // The phone's action bar says the same.
  await page.setViewportSize({ width: 390, height: 844 });
  const bar = page.getByRole('link', { name: 'Väntar på att skickas', exact: true });
  await expect(bar).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('queued-390.png') });
  await expect(page.getByText('Du har sökt jobbet')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Back online the outbox delivers it, and the page says it was sent, with its status.
  await network.goOnline();
  await expect(page.getByRole('heading', { name: 'Du har sökt jobbet' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Väntar på att skickas')).toHaveCount(0);
  await expect(page.getByText(/Du skickade din ansökan den/)).toBeVisible();
  const stored = await serviceClient()
    .from('job_applications')
    .select('chosen_periods')
    .eq('applicant_id', seeker.id);
  expect(stored.data).toEqual([{ chosen_periods: [periods[1]] }]);
  await serviceClient().from('jobs').delete().eq('id', jobId);
});

test('an application the server refuses stays in the outbox with the reason until removed', async ({
  page,
  context,
}) => {
  const seeker = await createJobSeeker();
  const network = await offlineSwitch(context);
  await signInThroughUi(page, seeker.email, seeker.password);
  await waitForServiceWorker(page);
  const { id: jobId, title } = await insertJob('nekas');
  await page.goto('/jobs');
  await page
    .getByRole('article', { name: title })
    .getByRole('link', { name: 'Visa detaljer' })
    .click();
  await expect(page.getByRole('button', { name: 'Ansök nu' })).toBeEnabled();

  // Offline, the application cannot be checked yet: it waits.
  await network.goOffline();
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Personligt brev')
    .fill(
      'En ansökan skriven offline. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    );
  await page.getByRole('dialog').getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByText('Ansökan sparad i utkorgen')).toBeVisible();
  // The job says the application waits, and offers no second one.
  await expect(page.getByText(/väntar i utkorgen/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ansök nu' })).toHaveCount(0);
  // Meanwhile the same applicant applied to the same job from another device.
  const { error } = await serviceClient()
    .from('job_applications')
    .insert({
      job_id: jobId,
      applicant_id: seeker.id,
      cover_letter:
        'Min första ansökan. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    } as never);
  expect(error).toBeNull();
  await page.goto('/outbox');
  await expect(page.getByRole('listitem').filter({ hasText: 'Väntar' })).toHaveCount(1);

  await network.goOnline();
  const refused = page.getByRole('listitem').filter({ hasText: 'Avvisad' });
  await expect(refused).toContainText('Du har redan sökt detta jobb.', { timeout: 30_000 });
  await page.reload();
  await expect(refused).toHaveCount(1);

  page.once('dialog', (dialog) => void dialog.accept());
  await refused.getByRole('button', { name: 'Ta bort' }).click();
  await expect(page.getByText('Inget väntar på att skickas')).toBeVisible();
  const rows = await serviceClient()
    .from('job_applications')
    .select('cover_letter')
    .eq('applicant_id', seeker.id);
  expect(rows.data).toEqual([
    {
      cover_letter:
        'Min första ansökan. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    },
  ]);
});

test('after a visit online, the local copy holds every listed job: /jobs offline shows as many', async ({
  page,
  context,
}) => {
  const network = await offlineSwitch(context);
  await page.goto('/');
  await waitForServiceWorker(page);

  await page.goto('/jobs');
  const count = page.getByTestId('job-count');
  await expect(count).toHaveText(/Visar [1-9]\d* jobb/);
  const onlineCount = await count.textContent();
  // The local copy is written after the list renders; its sync cursor is written last.
  await expect.poll(() => localCopyStored(page)).toBe(true);

  await network.goOffline();
  await page.reload();
  await expect(page.getByText('Du är offline').first()).toBeVisible();
  await expect(count).toHaveText(onlineCount ?? '');
});

test('offline before the local copy holds any job, the home page says the newest jobs come when online', async ({
  page,
  context,
}) => {
  // Every read of the jobs fails but the home page's three: the copy never gets a job.
  await context.route('**/rest/v1/jobs?**', (route) =>
    new URL(route.request().url()).searchParams.get('limit') === '3'
      ? route.fallback()
      : route.abort('internetdisconnected'),
  );
  const network = await offlineSwitch(context);
  await page.goto('/');
  await waitForServiceWorker(page);
  const newest = page.getByRole('region', { name: 'Senaste jobben' });
  await expect(newest.getByRole('listitem')).toHaveCount(3);

  await network.goOffline();
  await page.reload();
  await expect(newest).toContainText('De senaste jobben visas när du är uppkopplad.');
  await expect(newest.getByRole('listitem')).toHaveCount(0);
});
