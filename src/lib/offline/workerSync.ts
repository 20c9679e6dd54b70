// The service worker's part of the outbox (Background Sync, src/sw.ts): with or without a page
// open, it sends what waits using the session the page left in IndexedDB (authSession.ts), and
// tells the user with a system notification when no page is there to show the notice.
import { createClient, navigatorLock } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import { supabaseAnonKey, supabaseUrl } from '../supabase';
import { workerAuthStorage } from './authSession';
import { replayOutbox } from './outboxReplay';
import { countUndeliveredOutboxItems } from './outboxStore';

/** What the worker needs of its global scope (the DOM typings describe a window instead). */
export interface WorkerScope {
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly unknown[]>;
  };
}

/**
 * On lie-fi a request can hang for minutes while the worker holds the item's claim; give up on
 * it in time for the page (or the next sync) to try again.
 */
const REQUEST_TIMEOUT_MS = 20_000;
const fetchWithTimeout: typeof fetch = (input, init) =>
  fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS) });

/** The worker's client: the session from IndexedDB, refreshed only when a delivery needs it. */
export function createWorkerClient(
  backend: { url: string; anonKey: string; fetch?: typeof fetch } = {
    url: supabaseUrl,
    anonKey: supabaseAnonKey,
    fetch: fetchWithTimeout,
  },
) {
  return createClient<Database>(backend.url, backend.anonKey, {
    ...(backend.fetch && { global: { fetch: backend.fetch } }),
    auth: {
      storage: workerAuthStorage,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      // The page's lock (src/lib/supabase.ts): one refresh at a time, since a rotated refresh token
      // presented again revokes the session. Every browser with service workers has Web Locks.
      lock: typeof navigator !== 'undefined' && navigator.locks ? navigatorLock : undefined,
    },
  });
}

/** A page's send of an item under way: waited for, then the item is left to it if delivered. */
const WAIT_FOR_OTHER_SENDER_MS = REQUEST_TIMEOUT_MS + 5_000;

/**
 * Sends every waiting item now. Rejects when anything is still undelivered (failed, waiting, or
 * held by a sender that is still there), so the browser fires the sync again later (unless this
 * was its last chance; the page then takes over when opened).
 */
export async function syncOutboxInWorker(
  scope: WorkerScope,
  lastChance: boolean,
  client = createWorkerClient(),
): Promise<void> {
  const attempts = await replayOutbox(client, {
    ignoreBackoff: true,
    waitMs: WAIT_FOR_OTHER_SENDER_MS,
  });
  const delivered = attempts.filter(({ outcome }) => outcome.kind === 'delivered');
  if (delivered.length > 0) {
    const pages = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    // An open page shows the notice itself (it watches the outbox); the notice stays unannounced
    // here, so the next page opened shows it too.
    if (pages.length === 0 && Notification.permission === 'granted') {
      await Promise.all(
        delivered.map(({ item }) =>
          scope.registration.showNotification('Skickad', {
            body: item.deliveredNotice,
            tag: item.id,
            icon: '/icons/icon-192.png',
            lang: 'sv',
          }),
        ),
      );
    }
  }
  if (!lastChance && (await countUndeliveredOutboxItems()) > 0) {
    throw new Error('Utkorgen har kvar objekt som väntar; nytt försök vid nästa synk');
  }
}
