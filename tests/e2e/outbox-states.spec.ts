// The outbox as a user on a phone sees it: the waiting count in the header bar itself, every state
// (Väntar, Skickas, Skickad, Avvisad) whole at 390 px with only the actions that fit it; and a
// server that answers 429 is a failure to try again later, not "offline".
import { expect, type Page, test } from '@playwright/test';
import { offlineSwitch, waitForServiceWorker } from './pwa-support';

const FUNCTION_URL = '**/functions/v1/send-contact-email';

interface SeedItem {
  id: string;
  state: 'waiting' | 'sending' | 'delivered' | 'rejected';
  summary: string;
  lastError?: string;
  accepted?: boolean;
  retryable?: boolean;
}

const now = new Date().toISOString();
const items: SeedItem[] = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    state: 'waiting',
    summary: 'Ansökan: Specialistläkare i allmänmedicin med lång titel, Region Västerbotten',
    lastError: 'Du är offline. Skickas automatiskt när du är online igen.',
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    state: 'sending',
    summary: 'Söker en läkare: Vårdcentralen Norrmalm',
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    state: 'delivered',
    summary: 'Prisförfrågan: Kliniken i Kiruna',
  },
  {
    id: '00000000-0000-4000-8000-000000000004',
    state: 'rejected',
    summary: 'Ansökan: ST-läkare psykiatri, Capio',
    lastError: 'Du har redan sökt detta jobb.',
    retryable: false,
  },
  {
    id: '00000000-0000-4000-8000-000000000005',
    state: 'waiting',
    accepted: true,
    summary: 'Ansökan: Överläkare kardiologi, Karolinska',
    lastError: 'Ansökan är mottagen. Meddelandet till arbetsgivaren skickas automatiskt senare.',
  },
];

/** Writes outbox items straight into the app's IndexedDB (once the app has created it). */
async function seedOutbox(page: Page, seed: SeedItem[]) {
  await expect
    .poll(() =>
      page.evaluate(
        (rows) =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('lakarjobb-norden');
            open.onsuccess = () => {
              const db = open.result;
              if (!db.objectStoreNames.contains('outbox')) return resolve(false);
              const tx = db.transaction('outbox', 'readwrite');
              for (const row of rows) tx.objectStore('outbox').put(row);
              tx.oncomplete = () => resolve(true);
              tx.onerror = () => resolve(false);
            };
            open.onerror = () => resolve(false);
          }),
        seed.map((item) => ({
          kind: item.summary.startsWith('Ansökan') ? 'application' : 'contact-request',
          attempts: 1,
          lastError: null,
          createdAt: now,
          nextAttemptAt: null,
          deliveredNotice: 'Din ansökan har skickats',
          payload: {},
          announced: true,
          deliveredAt: item.state === 'delivered' ? now : undefined,
          claimedUntil: item.state === 'sending' ? '2999-01-01T00:00:00.000Z' : undefined,
          ...item,
        })),
      ),
    )
    .toBe(true);
}

/** The element's own content fits in it: nothing cut off with an ellipsis or hidden. */
function fitsWhole(page: Page, selector: string) {
  return page.$$eval(selector, (elements) =>
    elements.map((element) => {
      const label = element.querySelector('.mantine-Badge-label') ?? element;
      return {
        text: element.textContent,
        whole: label.scrollWidth <= label.clientWidth + 1,
      };
    }),
  );
}

test.describe('the outbox on a phone', () => {
  test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

  test('the header shows the waiting count and every state renders whole with fitting actions', async ({
    page,
    context,
  }, testInfo) => {
    const network = await offlineSwitch(context);
    await page.goto('/');
    await waitForServiceWorker(page);
    // Offline, so nothing seeded is sent while we look at it.
    await network.goOffline();
    await seedOutbox(page, items);
    await page.goto('/outbox');

    // Waiting and being sent: 2. Sent, accepted and refused items are not "waiting".
    const count = page.getByTestId('header-outbox-count');
    await expect(count).toHaveText('2 väntar');
    await expect(count).toHaveAccessibleName('Utkorg: 2 väntar på att skickas');
    const header = await page.getByRole('banner').boundingBox();
    const countBox = await count.boundingBox();
    const burgerBox = await page.getByRole('button', { name: 'Öppna meny' }).boundingBox();
    expect(header && countBox && burgerBox).toBeTruthy();
    if (!header || !countBox || !burgerBox) return;
    expect(countBox.y).toBeGreaterThanOrEqual(header.y);
    expect(countBox.y + countBox.height).toBeLessThanOrEqual(header.y + header.height);
    expect(countBox.x + countBox.width).toBeLessThanOrEqual(burgerBox.x);
    expect(burgerBox.x + burgerBox.width).toBeLessThanOrEqual(390);

    const card = (summary: string) => page.getByRole('listitem').filter({ hasText: summary });
    const [waiting, sending, delivered, rejected, accepted] = items.map((item) =>
      card(item.summary),
    );
    if (!waiting || !sending || !delivered || !rejected || !accepted) return;
    await expect(waiting.getByTestId('outbox-state')).toHaveText('Väntar');
    await expect(sending.getByTestId('outbox-state')).toHaveText('Skickas');
    await expect(delivered.getByTestId('outbox-state')).toHaveText('Skickad');
    await expect(rejected.getByTestId('outbox-state')).toHaveText('Avvisad');
    await expect(accepted.getByTestId('outbox-state')).toHaveText('Skickad');
    await expect(rejected).toContainText('Du har redan sökt detta jobb.');
    await expect(accepted).toContainText('Mottagen. Meddelandet till arbetsgivaren');

    // Every badge whole, inside its card, and the page no wider than the phone.
    const badges = await fitsWhole(page, '[data-testid="outbox-state"]');
    expect(badges).toHaveLength(items.length);
    for (const badge of badges)
      expect(badge, `${badge.text} is whole`).toMatchObject({ whole: true });
    for (const entry of [waiting, sending, delivered, rejected, accepted]) {
      const cardBox = await entry.boundingBox();
      const badgeBox = await entry.getByTestId('outbox-state').boundingBox();
      if (!cardBox || !badgeBox) throw new Error('card or badge not rendered');
      expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Actions that fit the state.
    await expect(waiting.getByRole('button', { name: 'Skicka nu' })).toBeVisible();
    await expect(waiting.getByRole('button', { name: 'Ta bort' })).toBeVisible();
    await expect(sending.getByRole('button')).toHaveCount(0);
    await expect(delivered.getByRole('button', { name: 'Ta bort ur listan' })).toBeVisible();
    await expect(rejected.getByRole('button', { name: 'Försök igen' })).toHaveCount(0);
    await expect(rejected.getByRole('button', { name: 'Ta bort' })).toBeVisible();
    await expect(accepted.getByRole('button')).toHaveCount(0);

    // "Ta bort" on a waiting item says truthfully that it will then never be sent.
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('Den har inte skickats och kommer då aldrig att skickas');
      void dialog.dismiss();
    });
    await waiting.getByRole('button', { name: 'Ta bort' }).click();
    await expect(waiting).toBeVisible();

    await page.screenshot({ path: testInfo.outputPath('outbox-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: testInfo.outputPath('outbox-1440.png'), fullPage: true });
  });
});

test('a request answered 429 while online shows the failure, keeps the form and queues nothing', async ({
  page,
}) => {
  let throttled = true;
  await page.route(FUNCTION_URL, (route) =>
    route.request().method() === 'POST' && throttled
      ? route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: {
            'access-control-allow-origin': '*',
            'access-control-expose-headers': 'Retry-After',
            'retry-after': '3',
          },
          body: JSON.stringify({
            error: 'För många förfrågningar. Vänta en stund och försök igen.',
            retryAfterSeconds: 3,
          }),
        })
      : route.fallback(),
  );
  await page.goto('/contact-doctor');
  const form = page.getByRole('form');
  await form.getByLabel('Företagsnamn').fill('Bromsade kliniken AB');
  await form.getByLabel('Kontaktperson').fill('Karin Karlsson');
  await form.getByLabel('E-post').fill('karin@klinik.se');
  await form.getByLabel('Telefon').fill('08-555 123');
  await form.getByLabel('Typ av läkare').fill('Barnläkare');
  await form.getByLabel('Meddelande').fill('Vi behöver en barnläkare till hösten.');
  const submit = form.getByRole('button', { name: 'Skicka förfrågan' });
  await submit.click();

  await expect(page.getByText('Något gick fel. Försök igen senare.')).toBeVisible();
  await expect(page.getByText('Förfrågan sparad i utkorgen')).toHaveCount(0);
  await expect(form.getByLabel('Företagsnamn')).toHaveValue('Bromsade kliniken AB');
  await expect(form.getByLabel('Meddelande')).toHaveValue('Vi behöver en barnläkare till hösten.');
  await expect(page.getByRole('link', { name: /Utkorg/ })).toHaveCount(0);
  const queued = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('lakarjobb-norden');
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').count();
          read.onsuccess = () => resolve(read.result);
        };
      }),
  );
  expect(queued).toBe(0);

  // Retry-After: the button waits it out, then the same filled form goes through.
  await expect(submit).toBeDisabled();
  throttled = false;
  await expect(submit).toBeEnabled({ timeout: 6_000 });
  await submit.click();
  await expect(page.getByText('Tack för din förfrågan!')).toBeVisible();
});
