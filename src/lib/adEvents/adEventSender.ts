// Sends the noted ad events to count-ad-events in batches, at idle and when the page is
// hidden or left (`pagehide`, with sendBeacon, which outlives the page). A batch that cannot go now
// waits in IndexedDB and is sent when the connection returns, with the same key, so it counts
// once and on the day its events happened. A signed-in visitor's batches carry the access token
// (fetch with keepalive), so the server leaves an admin's own visits out.
import { AD_EVENT_MAX_AGE_DAYS, AD_EVENTS_PER_BATCH } from '@shared/schemas/ad-event-names';
import type { AdEventBatch } from '@shared/schemas/ad-events';
import { storedAccessToken } from '../offline/authSession';
import { supabaseUrl } from '../supabaseConfig';
import { whenIdle } from '../whenIdle';
import type { NotedAdEvent } from './countAdEvent';
import { forgetBatch, keepBatch, keptBatches } from './pendingBatches';

const ENDPOINT = `${supabaseUrl}/functions/v1/count-ad-events`;
/** Events of a second or two go out together. */
const GATHER_MS = 1500;
const MAX_AGE_MS = AD_EVENT_MAX_AGE_DAYS * 24 * 3600_000;

let take: () => NotedAdEvent[] = () => [];
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;

function toBatches(events: NotedAdEvent[]): AdEventBatch[] {
  const batches: AdEventBatch[] = [];
  for (let i = 0; i < events.length; i += AD_EVENTS_PER_BATCH) {
    batches.push({ key: crypto.randomUUID(), events: events.slice(i, i + AD_EVENTS_PER_BATCH) });
  }
  return batches;
}

/** Sent and answered (counted, or refused for good): true; no answer or try later: false. */
async function deliver(batch: AdEventBatch): Promise<boolean> {
  if (!navigator.onLine) return false;
  const token = storedAccessToken();
  try {
    const response = await fetch(ENDPOINT, {
      method: 'POST',
      // A string body is text/plain: no preflight for an anonymous visitor.
      body: JSON.stringify(batch),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      keepalive: true,
    });
    return response.status !== 429 && response.status < 500;
  } catch {
    return false;
  }
}

async function deliverOrKeep(batch: AdEventBatch): Promise<void> {
  if (!(await deliver(batch))) await keepBatch(batch).catch(console.error);
}

async function sendNoted(): Promise<void> {
  for (const batch of toBatches(take())) await deliverOrKeep(batch);
}

async function sendKept(): Promise<void> {
  if (!navigator.onLine) return;
  const kept = await keptBatches().catch(() => []);
  for (const batch of kept) {
    const newest = Math.max(...batch.events.map((e) => e.at));
    // Past what the server accepts: it would only be refused.
    if (Date.now() - newest > MAX_AGE_MS || (await deliver(batch))) await forgetBatch(batch.key);
  }
}

/** The page is going away: what is noted leaves now, by beacon where nothing else is needed. */
function sendOnLeave(): void {
  clearTimeout(timer);
  timer = undefined;
  const token = storedAccessToken();
  for (const batch of toBatches(take())) {
    const beaconed =
      navigator.onLine && !token && navigator.sendBeacon(ENDPOINT, JSON.stringify(batch));
    if (!beaconed) void deliverOrKeep(batch);
  }
}

function start(): void {
  started = true;
  addEventListener('pagehide', sendOnLeave);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sendOnLeave();
  });
  addEventListener('online', () => void sendKept());
  void sendKept();
}

/** Sends what `takeNoted` gives at the next idle moment after a short gathering. */
export function sendSoon(takeNoted: () => NotedAdEvent[]): void {
  take = takeNoted;
  if (!started) start();
  timer ??= setTimeout(() => {
    timer = undefined;
    void whenIdle().then(sendNoted);
  }, GATHER_MS);
}
