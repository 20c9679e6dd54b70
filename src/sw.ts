// The service worker (vite-plugin-pwa, injectManifest): the precached app shell for offline use,
// banner images from other hosts, the update prompt's "skip waiting", a first visit's local copy
// of the public data (src/lib/offline/workerCopy.ts), Background Sync of the outbox where the
// browser has it (src/lib/offline/workerSync.ts), and push notices (src/lib/pushWorker.ts).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { JOB_PAGE_PATH } from './lib/jobPath';
import { FILL_LOCAL_COPY, type FillLocalCopyMessage } from './lib/offline/askWorkerForLocalCopy';
import { OUTBOX_SYNC_TAG } from './lib/offline/outboxReplay';
import { fillLocalCopyInWorker } from './lib/offline/workerCopy';
import { syncOutboxInWorker, type WorkerScope } from './lib/offline/workerSync';
import { openFromNotice, type PushScope, showPush } from './lib/pushWorker';
import { JOB_PAGE_FILE, SHELL_FILE } from './prerender/pageFiles';

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}

const scope = self as unknown as WorkerScope & PushScope & { skipWaiting(): Promise<void> };

// Earlier builds kept the job list's first cards in this cache (its paint now comes from the page's
// early paint): gone with them.
self.addEventListener('activate', (event) => {
  (event as ExtendableEvent).waitUntil(caches.delete('lakarjobb-page-snapshots'));
});

// A job's page: its own prerendered HTML (src/prerender/pageFiles.ts), whatever the job.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && JOB_PAGE_PATH.test(url.pathname),
  async ({ request }) =>
    (await matchPrecache(JOB_PAGE_FILE)) ?? (await matchPrecache(SHELL_FILE)) ?? fetch(request),
);

// Every route chunk, style, icon, banner image and robots.txt: every page opens offline.
// A prerendered page answers its own path (`/about` → about.html, Workbox's cleanURLs) whatever
// its query (`/jobs?sok=…`): the HTML is the same for every query.
precacheAndRoute(
  (self as unknown as { __WB_MANIFEST: { url: string; revision: string | null }[] }).__WB_MANIFEST,
  { ignoreURLParametersMatching: [/./] },
);
cleanupOutdatedCaches();
// The first install controls the open page at once, so it works offline without a reload.
clientsClaim();

// Other client-side routes get the shell (whose app shows them, or its 404 page); API paths
// (possibly same-origin behind a proxy) must reach the network and never get the shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(SHELL_FILE), {
    denylist: [/^\/(auth|rest|functions|mail|storage|realtime)(\/|$)/, /^\/health$/],
  }),
);

// Banner images hosted elsewhere (https image_url): they never change under one URL, so serve
// them from the cache and keep a month's worth for offline job browsing. No rule for Supabase:
// API answers are never cached here (jobs live in IndexedDB; forms go via the outbox).
registerRoute(
  ({ request, sameOrigin }) => request.destination === 'image' && !sameOrigin,
  new CacheFirst({
    cacheName: 'banner-images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60 }),
      // Cross-origin images without CORS are opaque (status 0); still worth keeping.
      new CacheableResponsePlugin({ statuses: [0, 200] }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  const message = event as unknown as ExtendableMessageEvent;
  const type = (message.data as { type?: unknown } | null)?.type;
  // "Uppdatera" (src/features/offline/UpdatePrompt) asks the waiting worker to take over.
  if (type === 'SKIP_WAITING') void scope.skipWaiting();
  // A first visit's page hands the local copy's writing to the worker, off its main thread.
  if (type === FILL_LOCAL_COPY)
    message.waitUntil(
      fillLocalCopyInWorker(message.data as FillLocalCopyMessage, message.ports[0]),
    );
});

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(syncOutboxInWorker(scope, sync.lastChance));
});

self.addEventListener('push', (event) => {
  const push = event as PushEvent;
  push.waitUntil(showPush(scope, push.data?.text()));
});

self.addEventListener('notificationclick', (event) => {
  const click = event as NotificationEvent;
  click.notification.close();
  click.waitUntil(openFromNotice(scope, click.notification.data));
});
