// Helpers for the PWA/offline e2e tests: waiting for the service worker, a real offline switch,
// and reading what reached the stand-in (database rows, the mail sink).
import { randomUUID } from 'node:crypto';
import { type BrowserContext, expect, type Page } from '@playwright/test';
import { createConfirmedJobSeeker } from '../support/accounts';
import { API_URL, SERVICE_ROLE_KEY } from '../support/e2e-env';

/** Waits until the service worker is active and controls the page (only then is offline real). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
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
  await form.getByLabel('Lösenord').fill(password);
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
