// Push notices in real Chromium (issue 49): a doctor turns on "Få notiser" for a Bevakning (the
// permission granted in the context, the browser's subscription stubbed to a local push service,
// since CI cannot reach Chromium's); a matching job is published; the push arrives, decrypted, at
// the local service; delivered to the worker through CDP it shows the job, and a click opens the
// job's page with the network off, from the local copy.
import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createJobSeeker, signInThroughUi } from '../support/e2e-accounts';
import { APP_URL, serviceClient } from '../support/e2e-env';
import { type LocalPushService, startLocalPushService } from '../support/push-service';
import { offlineSwitch, waitForServiceWorker } from './pwa-support';

test.describe.configure({ timeout: 120_000 });
test.use({ serviceWorkers: 'allow' });

let push: LocalPushService;

test.beforeAll(async () => {
  push = await startLocalPushService();
});

test.afterAll(async () => {
  await push?.close();
});

/** PushManager answers with the local service's subscription instead of Chromium's. */
async function stubPushManager(context: BrowserContext, subscription: object) {
  await context.addInitScript((stub) => {
    let current: PushSubscription | null = null;
    const made = {
      endpoint: (stub as { endpoint: string }).endpoint,
      expirationTime: null,
      toJSON: () => stub,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      current = made;
      return made;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);
}

/** Hands `data` to the app's service worker as Chromium does with a message from a push service. */
async function deliverToWorker(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(APP_URL) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: APP_URL,
    registrationId: await registration,
    data,
  });
  await cdp.detach();
}

const shownNotices = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
    })),
  );

const inLocalCopy = (page: Page, jobId: string) =>
  page.evaluate(
    (id) =>
      new Promise<boolean>((resolve) => {
        const request = indexedDB.open('lakarjobb-norden');
        request.onsuccess = () => {
          const read = request.result.transaction('jobs').objectStore('jobs').get(id);
          read.onsuccess = () => resolve(read.result !== undefined);
          read.onerror = () => resolve(false);
        };
        request.onerror = () => resolve(false);
      }),
    jobId,
  );

test('a Bevakning’s new job arrives as a notice whose click opens the job offline', async ({
  page,
  context,
}) => {
  const marker = randomUUID().slice(0, 8);
  const word = `notis${marker}`;
  const db = serviceClient();
  const user = await createJobSeeker('notiser');
  await db.from('job_alerts').insert({
    user_id: user.userId,
    name: 'Psykiatri i Skåne',
    search: { q: word },
    frequency: 'off',
  });
  // Whenever the suite runs, its quiet hours (default 21–07) must not hold the notice.
  await db.from('push_settings').upsert({ user_id: user.userId, quiet_from: 0, quiet_until: 0 });

  const { data: key } = await db.functions.invoke<{ publicKey: string }>('push-key');
  const browser = await push.subscribe(key?.publicKey ?? '');
  await stubPushManager(context, { endpoint: browser.endpoint, keys: browser.keys });
  await context.grantPermissions(['notifications'], { origin: APP_URL });

  await signInThroughUi(page, user);
  await page.goto('/alerts');
  await waitForServiceWorker(page);
  const card = page.getByRole('article', { name: 'Psykiatri i Skåne' });
  await card.getByRole('button', { name: 'Få notiser: Psykiatri i Skåne' }).click();
  await expect(card.getByRole('button', { name: 'Notiser på: Psykiatri i Skåne' })).toBeVisible();
  const saved = await db.from('push_subscriptions').select('endpoint').eq('user_id', user.userId);
  expect(saved.data).toEqual([{ endpoint: browser.endpoint }]);

  // An admin publishes a matching job; the scheduler's run of the alerts pushes it.
  const title = `Överläkare ${word}`;
  const { data: job } = await db
    .from('jobs')
    .insert({
      title,
      employer_name: 'Region Skåne',
      location: 'Lund',
      description: 'Överläkare till vuxenpsykiatrin i Lund.',
      status: 'published',
    })
    .select('id')
    .single();
  const jobId = job?.id as string;
  await db.functions.invoke('send-job-alerts');
  await expect.poll(() => push.messages(browser).length, { timeout: 30_000 }).toBe(1);
  const [message] = push.messages(browser);
  expect(message).toMatchObject({ title: '1 nytt jobb för Psykiatri i Skåne', jobId });

  await deliverToWorker(context, page, JSON.stringify(message));
  await expect
    .poll(() => shownNotices(page))
    .toEqual([
      { title: '1 nytt jobb för Psykiatri i Skåne', body: `${title} – Region Skåne, Lund` },
    ]);
  await expect.poll(() => inLocalCopy(page, jobId)).toBe(true);

  const network = await offlineSwitch(context);
  await network.goOffline();
  // The notice's click, as Chromium dispatches it to the worker.
  const [worker] = context.serviceWorkers();
  await worker?.evaluate(async () => {
    // The worker's globals, which the DOM types of this file do not know.
    const scope = self as unknown as EventTarget & { registration: ServiceWorkerRegistration };
    const Click = (
      self as unknown as { NotificationEvent: new (type: string, init: object) => Event }
    ).NotificationEvent;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new Click('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(`${APP_URL}/jobs/${jobId}?via=notis`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await network.goOnline();
});

test('the profile’s Notiser card turns invitations and interviews on, saved for the doctor', async ({
  page,
  context,
}) => {
  const user = await createJobSeeker('notiser-profil');
  const { data: key } = await serviceClient().functions.invoke<{ publicKey: string }>('push-key');
  const browser = await push.subscribe(key?.publicKey ?? '');
  await stubPushManager(context, { endpoint: browser.endpoint, keys: browser.keys });
  await context.grantPermissions(['notifications'], { origin: APP_URL });

  await signInThroughUi(page, user);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Notiser' });
  for (const about of ['inbjudningar från rekryterare', 'intervjuer och påminnelser']) {
    await card.getByRole('button', { name: `Få notiser: ${about}` }).click();
    await expect(card.getByRole('button', { name: `Notiser på: ${about}` })).toBeVisible();
  }
  await expect(
    card.getByRole('button', { name: 'Få notiser: status på mina ansökningar' }),
  ).toBeVisible();
  const { data } = await serviceClient()
    .from('push_settings')
    .select('application_status, invitations, interviews')
    .eq('user_id', user.userId);
  expect(data).toEqual([{ application_status: false, invitations: true, interviews: true }]);
});

test.describe('on an iPhone, in Safari', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('"Få notiser" first explains how to add the app to the home screen', async ({ page }) => {
    const user = await createJobSeeker('notiser-iphone');
    await signInThroughUi(page, user);
    await page.goto('/applications');
    await page.getByRole('button', { name: 'Få notiser: status på mina ansökningar' }).click();
    await expect(page.getByText('Lägg till på hemskärmen', { exact: true })).toBeVisible();
    await expect(page.getByText(/Tryck på Dela-knappen i Safari/)).toBeVisible();
    const { data } = await serviceClient()
      .from('push_subscriptions')
      .select('id')
      .eq('user_id', user.userId);
    expect(data).toEqual([]);
  });
});
