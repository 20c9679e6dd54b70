// Helpers for the PWA/offline e2e tests: waiting for the service worker, a real offline switch,
// and reading what reached the stand-in (database rows, the mail sink).
import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { createConfirmedJobSeeker } from '../support/accounts';
import { insertJob } from '../support/e2e-data';
import { API_URL, SERVICE_ROLE_KEY } from '../support/e2e-env';

/** Waits until the service worker is active and controls the page (only then is offline real). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

declare global {
  interface Window {
    /** IDBFactory.open before a test wrapped it to record the page's own opens. */
    __unwrappedOpen?: IDBFactory['open'];
  }
}

/** Whether the local copy's jobs cursor is stored (written last, after the jobs themselves). */
export function localCopyStored(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const open = window.__unwrappedOpen ?? IDBFactory.prototype.open;
        const request = open.call(indexedDB, 'lakarjobb-norden');
        request.onsuccess = () => {
          const database = request.result;
          if (!database.objectStoreNames.contains('syncState')) return resolve(false);
          const read = database.transaction('syncState').objectStore('syncState').get('jobs');
          read.onsuccess = () => resolve(read.result !== undefined);
          read.onerror = () => resolve(false);
        };
        request.onerror = () => resolve(false);
      }),
  );
}

/**
 * `context.setOffline` does not stop the service worker's own fetches (microsoft/playwright#2311),
 * so those are aborted by a route while offline: nothing may reach the network.
 */
export async function offlineSwitch(context: BrowserContext) {
  let offline = false;
  await context.route('**/*', (route) => {
    if (offline && route.request().serviceWorker()) return route.abort('internetdisconnected');
    return route.fallback();
  });
  return {
    async goOffline() {
      offline = true;
      await context.setOffline(true);
    },
    async goOnline() {
      offline = false;
      await context.setOffline(false);
    },
  };
}

/** A new job seeker with a profile (the sign-up trigger makes it from the metadata). */
export async function createJobSeeker() {
  const email = `pwa-${randomUUID()}@example.se`;
  const password = 'Hemligt123!';
  const id = await createConfirmedJobSeeker(
    { url: API_URL, serviceRoleKey: SERVICE_ROLE_KEY },
    {
      email,
      password,
      metadata: { full_name: 'Offline Läkarsson', phone: '070-765 43 21', profession: 'läkare' },
    },
  );
  return { id, email, password };
}

export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Logga in' }).click();
  const form = page.getByRole('form', { name: 'Logga in' });
  await form.getByLabel('E-post').fill(email);
  await form.getByLabel('Lösenord', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/jobs/);
}

interface SinkMessage {
  [field: string]: unknown;
}

/** Messages in the stand-in's mail sink whose content mentions `marker`. */
export async function mailMentioning(marker: string): Promise<SinkMessage[]> {
  const response = await fetch(`${API_URL}/mail/v1/messages`, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as SinkMessage[] | { messages: SinkMessage[] };
  const messages = Array.isArray(body) ? body : body.messages;
  return messages.filter((message) => JSON.stringify(message).includes(marker));
}

/**
 * Until the persisted query cache (written with a short throttle) holds `text`: then a reload
 * offline finds those queries' answers.
 */
export async function waitForPersistedCache(page: Page, text: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) => localStorage.getItem('lakarjobb-norden-query-cache')?.includes(wanted) ?? false,
        text,
      ),
    )
    .toBe(true);
}

/**
 * Signed in and online: opens an ad of its own from the job list, looks at the application form
 * once (so the profile is on the device), goes offline, applies and sends a "contact-doctor"
 * request, both marked with `marker`; they then wait in the outbox. Returns the job's id.
 */
export async function queueApplicationAndRequestOffline(
  page: Page,
  network: { goOffline(): Promise<void> },
  marker: string,
): Promise<string> {
  // Online first: the job list and the applicant's profile are then on the device.
  const job = await insertJob('i utkorgen');
  await page.goto('/jobs');
  const card = page.getByRole('article', { name: job.title });
  await card.getByRole('link', { name: 'Visa detaljer' }).click();
  await expect(page).toHaveURL(`/jobs/${job.id}`);
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  await expect(page.getByRole('dialog').getByLabel('Namn')).toHaveValue('Offline Läkarsson');
  await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();
  // The profile reaches the persisted query cache (written with a short throttle); the session
  // (sb-… keys) carries the name too, so it does not count.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.entries(localStorage).some(
          ([key, value]) => !key.startsWith('sb-') && value.includes('Offline Läkarsson'),
        ),
      ),
    )
    .toBe(true);

  await network.goOffline();
  await page.reload();
  // The stored session is restored offline too: the header shows the signed-in state.
  await expect(page.getByRole('button', { name: 'Logga ut' })).toBeVisible();
  await page.getByRole('button', { name: 'Ansök nu' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Personligt brev')
    .fill(`Jag söker tjänsten som legitimerad läkare. Referens ${marker}.`);
  await dialog.getByRole('button', { name: 'Skicka ansökan' }).click();
  await expect(page.getByText('Ansökan sparad i utkorgen')).toBeVisible();

  await page.goto('/contact-doctor');
  const form = page.getByRole('form');
  await form.getByLabel('Företagsnamn').fill(`Klinik ${marker}`);
  await form.getByLabel('Kontaktperson').fill('Karin Karlsson');
  await form.getByLabel('E-post').fill('karin@klinik.se');
  await form.getByLabel('Telefon').fill('08-555 123');
  await form.getByLabel('Typ av läkare').fill('Specialist i allmänmedicin');
  await form.getByLabel('Meddelande').fill(`Vi behöver en läkare till vår mottagning. ${marker}`);
  await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
  await expect(page.getByText('Förfrågan sparad i utkorgen')).toBeVisible();

  return job.id;
}
