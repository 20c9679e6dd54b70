// Background Sync in real Chromium: forms queued offline are sent by the service worker's `sync`
// event (fired through CDP, as the browser would when the connection returns) with no page open,
// and exactly once when the page and the worker try at the same moment; on lie-fi (the server
// unreachable while the browser believes it is online) the page probes it on a backoff of at most
// 30 s, and they go with the first probe it answers.
import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { API_URL, APP_URL, serviceClient } from '../support/e2e-env';
import {
  createJobSeeker,
  mailMentioning,
  offlineSwitch,
  queueApplicationAndRequestOffline,
  signInThroughUi,
  waitForServiceWorker,
} from './pwa-support';

test.describe.configure({ timeout: 150_000 });
test.use({ serviceWorkers: 'allow' });

/**
 * Fires the worker's `sync` event for the outbox, as Chromium does when the network returns.
 * `page` only carries the DevTools session; it need not be one of the app's pages.
 */
async function dispatchOutboxSync(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(APP_URL) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: APP_URL,
    registrationId: await registration,
    tag: 'outbox',
    lastChance: false,
  });
  await cdp.detach();
}

/** Both forms marked with `marker` are stored once and e-mailed once. */
async function expectStoredAndMailedOnce(seekerId: string, jobId: string, marker: string) {
  const db = serviceClient();
  await expect
    .poll(
      async () => {
        const [applications, requests] = await Promise.all([
          db.from('job_applications').select('job_id').eq('applicant_id', seekerId),
          db.from('contact_requests').select('id').eq('company_name', `Klinik ${marker}`),
        ]);
        return [applications.data?.length, requests.data?.length];
      },
      { timeout: 30_000 },
    )
    .toEqual([1, 1]);
  const applications = await db
    .from('job_applications')
    .select('job_id')
    .eq('applicant_id', seekerId);
  expect(applications.data).toEqual([{ job_id: jobId }]);
  await expect
    .poll(async () => (await mailMentioning(marker)).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(4);
  // A second copy would come from a second send; give it time to show up.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const mail = await mailMentioning(marker);
  // The request's e-mail to the provider and the employer's copy, once each.
  expect(
    mail
      .filter((m) => JSON.stringify(m).includes(`Klinik ${marker}`))
      .map((m) => String(m.subject).split(/[:(]/)[0]?.trim())
      .sort(),
  ).toEqual(['Ny förfrågan', 'Vi har tagit emot er förfrågan']);
  // The application's letter goes to the employer once and, as a receipt, to the applicant once.
  const letters = mail.filter((m) => JSON.stringify(m).includes(`Referens ${marker}`));
  expect(letters.filter((m) => String(m.subject).startsWith('Ny ansökan:'))).toHaveLength(1);
  expect(
    letters.filter((m) => String(m.subject).startsWith('Vi har tagit emot din ansökan')),
  ).toHaveLength(1);
}

async function queueBoth(page: Page, context: BrowserContext, marker: string) {
  const seeker = await createJobSeeker();
  const network = await offlineSwitch(context);
  await signInThroughUi(page, seeker.email, seeker.password);
  await waitForServiceWorker(page);
  const jobId = await queueApplicationAndRequestOffline(page, network, marker);
  return { seeker, network, jobId };
}

/** queueBoth, then /outbox with the two forms waiting. */
async function queueBothOnOutbox(page: Page, context: BrowserContext) {
  const marker = randomUUID();
  const queued = await queueBoth(page, context, marker);
  await page.goto('/outbox');
  await expect(page.getByRole('listitem').filter({ hasText: 'Väntar' })).toHaveCount(2);
  return { marker, ...queued };
}

test('with no page open, the worker sends both once; the app then shows them as Skickad with a notice', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications'], { origin: APP_URL });
  const marker = randomUUID();
  const { seeker, network, jobId } = await queueBoth(page, context, marker);
  await page.close();

  // Back online with no page of the app open; a blank tab only carries the DevTools session.
  const blank = await context.newPage();
  await network.goOnline();
  await dispatchOutboxSync(context, blank);
  await expectStoredAndMailedOnce(seeker.id, jobId, marker);

  const app = await context.newPage();
  await app.goto('/outbox');
  await expect(app.getByText('Inget väntar på att skickas')).toBeVisible();
  const sent = app.getByRole('list', { name: 'Skickat' }).getByRole('listitem');
  await expect(sent).toHaveCount(2);
  await expect(sent.filter({ hasText: 'Skickad' })).toHaveCount(2);
  await expect(app.getByText(/Din ansökan till .+ har skickats/)).toBeVisible();
  await expect(app.getByText('Din förfrågan (Söker en läkare) har skickats')).toBeVisible();
  expect(await axeViolations(app)).toEqual([]);
  // The worker told the user while no page was open.
  const shown = await app.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => n.body);
  });
  expect(shown).toHaveLength(2);
  // Shown once: a reload announces nothing again.
  await app.reload();
  await expect(sent).toHaveCount(2);
  await expect(app.getByText(/Din ansökan till .+ har skickats/)).toHaveCount(0);
});

test('with the page open, the page and the worker trying at once still send each form once', async ({
  page,
  context,
}) => {
  const { marker, seeker, network, jobId } = await queueBothOnOutbox(page, context);
  expect(await axeViolations(page)).toEqual([]);

  // The `online` event starts the page's replay while the worker's sync event starts its own.
  await network.goOnline();
  await dispatchOutboxSync(context, page);
  await expectStoredAndMailedOnce(seeker.id, jobId, marker);
  await expect(page.getByText('Inget väntar på att skickas')).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Skickat' })
      .getByRole('listitem')
      .filter({ hasText: 'Skickad' }),
  ).toHaveCount(2);
  await expect(page.getByText('Din förfrågan (Söker en läkare) har skickats')).toBeVisible();
});

test('a page closed while sending holds nothing back: the next sync sends what it had claimed', async ({
  page,
  context,
}) => {
  const { marker, seeker, network, jobId } = await queueBothOnOutbox(page, context);

  // Back online, the page starts sending, but its requests hang (a slow connection); the tab is
  // closed while it holds a claim.
  await page.route(`${API_URL}/**`, () => undefined);
  await network.goOnline();
  // At least one claimed (each item has its own lock, so both may be under way).
  await expect(page.getByRole('listitem').filter({ hasText: 'Skickas' }).first()).toBeVisible();
  await page.close();

  const blank = await context.newPage();
  await dispatchOutboxSync(context, blank);
  await expectStoredAndMailedOnce(seeker.id, jobId, marker);
});

/**
 * On /contact-doctor with the server down while the browser believes it is online (a tunnel, a
 * train's or a hotel's Wi-Fi behind its portal): sends a request marked with `marker`, which then
 * waits in the outbox. Counts every request to the API (page and worker) in `requests`.
 */
async function queueRequestOnLieFi(page: Page, context: BrowserContext, marker: string) {
  await page.goto('/contact-doctor');
  await waitForServiceWorker(page);
  const server = { down: true, requests: [] as string[] };
  await context.route(`${API_URL}/**`, (route) => {
    server.requests.push(new URL(route.request().url()).pathname);
    return server.down ? route.abort('connectionrefused') : route.fallback();
  });
  const form = page.getByRole('form');
  await form.getByLabel('Företagsnamn').fill(`Klinik ${marker}`);
  await form.getByLabel('Kontaktperson').fill('Karin Karlsson');
  await form.getByLabel('E-post').fill('karin@klinik.se');
  await form.getByLabel('Telefon').fill('08-555 123');
  await form.getByLabel('Typ av läkare').fill('Specialist i allmänmedicin');
  await form.getByLabel('Meddelande').fill(`Vi behöver en läkare till vår mottagning. ${marker}`);
  await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await expect(page.getByText('Förfrågan sparad i utkorgen')).toBeVisible();
  await expect(
    page
      .getByTestId('header-outbox-count')
      .or(page.getByRole('link', { name: /Utkorg: 1 väntar/ }))
      .first(),
  ).toBeVisible();
  return server;
}

/** Polls until the request marked with `marker` is stored; returns the seconds it took. */
async function secondsUntilStored(marker: string, timeout: number): Promise<number> {
  const start = Date.now();
  const db = serviceClient();
  await expect
    .poll(
      async () =>
        (await db.from('contact_requests').select('id').eq('company_name', `Klinik ${marker}`)).data
          ?.length,
      { timeout, intervals: [250] },
    )
    .toBe(1);
  return (Date.now() - start) / 1000;
}

test("on lie-fi, a request waits while the server is unreachable and goes within the probe's wait of it answering", async ({
  page,
  context,
}) => {
  const marker = randomUUID();
  const server = await queueRequestOnLieFi(page, context, marker);

  // Long enough for the backoff to have grown past its first steps: the probe then waits 16 s
  // (2, 4, 8, 16 s), and the request goes with the first probe the server answers.
  await page.waitForTimeout(20_000);
  server.down = false;
  const seconds = await secondsUntilStored(marker, 20_000);
  test
    .info()
    .annotations.push({ type: 'delivered after the server answered', description: `${seconds} s` });
  expect(seconds).toBeLessThanOrEqual(20);
  await expect(page.getByText('Din förfrågan (Söker en läkare) har skickats')).toBeVisible();
});

test('on lie-fi, the page probes the unreachable server a handful of times a minute, not thousands', async ({
  page,
  context,
}) => {
  const marker = randomUUID();
  // The page's timers on a clock of the test's: a minute of them in a few seconds.
  await page.clock.install();
  const server = await queueRequestOnLieFi(page, context, marker);
  await page.clock.pauseAt(Date.now() + 1_000);
  const before = server.requests.length;

  // A minute in steps of 250 ms, each followed by a moment of real time in which what a timer
  // started (a probe's request, IndexedDB) finishes and sets the next timer.
  for (let step = 0; step < 240; step++) {
    await page.clock.runFor(250);
    await page.waitForTimeout(20);
  }
  const minute = server.requests.slice(before);
  const probes = minute.filter((path) => path === '/auth/v1/health');
  test.info().annotations.push({
    type: 'requests to the API in a minute of lie-fi',
    description: `${minute.length} (${probes.length} probes)`,
  });
  // Backing off 2, 4, 8, 16, 30 s: five probes at most; at least three show the timers ran.
  expect(probes.length).toBeGreaterThanOrEqual(3);
  expect(probes.length).toBeLessThanOrEqual(5);
  // Nor does anything else (the worker's Background Sync, the page's sends) fill the minute.
  expect(minute.length).toBeLessThanOrEqual(10);

  // The server answers again: the request goes with the next probe, at most 30 s on.
  server.down = false;
  for (let step = 0; step < 124; step++) {
    await page.clock.runFor(250);
    await page.waitForTimeout(20);
  }
  await secondsUntilStored(marker, 10_000);
});
