// The outbox in the page: the one path by which applications and request forms reach the server.
// A submission is stored in IndexedDB first (with its idempotency key) and sent at once when
// online. What has to wait is sent by the service worker's Background Sync where the browser has
// it (Chromium, Android: src/sw.ts), and by the page in every browser: at start-up, when the
// browser comes online, when the page becomes visible, after any answer from the backend, and on a
// backoff of at most 30 s; while the server cannot be reached, a probe that backs off the same way
// tells when it answers again. Page and worker lock and claim each item before sending (outboxReplay).

import { getSupabase, onAuthChange, supabaseAnonKey, supabaseUrl } from '../supabase';
import { onBackendAnswered } from './connectivity';
import type { OutboxItem } from './db';
import type { FieldErrors } from './outboxOutcome';
import { type Attempt, OUTBOX_SYNC_TAG, replayOutbox, sendItem } from './outboxReplay';
import {
  anyUnreachable,
  type DueOptions,
  dueItemIds,
  MAX_BACKOFF_MS,
  makeDue,
  markAnnounced,
  nextDueInMs,
  pruneDelivered,
  putItem,
  removeItem,
  takeUnannounced,
  watchOutbox,
} from './outboxStore';
import { refreshPublicData } from './publicData';

export {
  countUnsentOutboxItems,
  forgetQueuedApplications,
  listOutboxItems,
  queuedApplications,
} from './outboxStore';

export type NewOutboxItem = Pick<OutboxItem, 'id' | 'summary' | 'deliveredNotice'> &
  (
    | { kind: 'application'; payload: Extract<OutboxItem, { kind: 'application' }>['payload'] }
    | {
        kind: 'contact-request';
        payload: Extract<OutboxItem, { kind: 'contact-request' }>['payload'];
      }
  );

export type SubmitResult =
  /** The server has it. */
  | { status: 'sent' }
  /** Stored in IndexedDB; it is sent automatically when the server can be reached. */
  | { status: 'queued'; reason: string }
  /** The server is busy (429): nothing is kept; the form stays filled, try after `retryAfterMs`. */
  | { status: 'throttled'; retryAfterMs: number }
  /** The server answered with an error (5xx): nothing is kept; the form stays filled (spec §8). */
  | { status: 'failed' }
  /** The server refused it; nothing stays in the outbox, the form shows the reason. */
  | { status: 'rejected'; reason: string; code: string; fields?: FieldErrors };

const OFFLINE_REASON = 'Du är offline. Skickas automatiskt när du är online igen.';
const BEING_SENT_REASON = 'Skickas i bakgrunden.';
/**
 * The first wait before probing an unreachable server while something waits for it (lie-fi);
 * each probe doubles it up to MAX_BACKOFF_MS, any answer from the server starts it again.
 */
const FIRST_PROBE_MS = 2_000;
/** A server still starting may take a moment to answer; longer than that is "not yet". */
const PROBE_TIMEOUT_MS = 4_000;

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/** Asks the service worker to send the outbox when the browser is online, even with no page open. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    console.warn('Bakgrundssynk är inte tillgänglig; sidan skickar utkorgen', error);
  }
}

/** Queued forms should survive the browser clearing storage under pressure. */
function askForPersistentStorage(): void {
  void navigator.storage?.persist?.().catch(() => undefined);
}

/**
 * Submits an application or a request form through the outbox. Online it is sent at once and the
 * answer returned; offline, or when the server cannot be reached, it waits in IndexedDB. A server
 * that answers with an error is a failure the person sees on the form (spec §8: "Något gick fel"),
 * with what they wrote kept for a new try: not a promise to deliver it later.
 */
export async function submitViaOutbox(entry: NewOutboxItem): Promise<SubmitResult> {
  const item = {
    ...entry,
    state: 'waiting',
    attempts: 0,
    lastError: isOnline() ? null : OFFLINE_REASON,
    createdAt: new Date().toISOString(),
    nextAttemptAt: null,
  } as OutboxItem;
  await putItem(item);
  if (!isOnline()) return queued(OFFLINE_REASON);

  const attempt = await sendItem(getSupabase(), item.id, { announced: true });
  // The worker took it the very moment it was stored: it is on its way.
  if (!attempt) return queued(BEING_SENT_REASON);
  const { outcome } = attempt;
  if (outcome.kind === 'delivered') {
    await removeItem(item.id);
    return { status: 'sent' };
  }
  if (outcome.kind === 'retry' && outcome.accepted) {
    await markAnnounced(item.id);
    return { status: 'sent' };
  }
  // The person is still on the form: it keeps what they wrote and shows the reason.
  if (outcome.kind === 'rejected') {
    await removeItem(item.id);
    return {
      status: 'rejected',
      reason: outcome.reason,
      code: outcome.code,
      fields: outcome.fields,
    };
  }
  if (outcome.throttled) {
    await removeItem(item.id);
    return { status: 'throttled', retryAfterMs: outcome.retryAfterMs ?? 60_000 };
  }
  if (outcome.serverError) {
    await removeItem(item.id);
    return { status: 'failed' };
  }
  return queued(outcome.reason);
}

function queued(reason: string): SubmitResult {
  askForPersistentStorage();
  void requestBackgroundSync();
  return { status: 'queued', reason };
}

let running: Promise<Attempt[]> | null = null;
let again: DueOptions | null = null;

/**
 * Sends every due item. `ignoreBackoff` when there is reason to think the cause went away
 * (start-up, the `online` event, a sign-in, the user pressing "Skicka nu"). Calls made while a
 * pass runs are merged into one more pass after it.
 */
export async function flushOutbox(options: DueOptions = {}): Promise<Attempt[]> {
  if (!isOnline()) return [];
  if (running) {
    again = { ...again, ...options };
    return running;
  }
  running = (async () => {
    // Nothing due (an anonymous first visit): no reason to load supabase-js.
    if ((await dueItemIds({ ...options, exclusive: true })).length === 0) return [];
    const attempts = await replayOutbox(await getSupabase(), options);
    if (attempts.some(({ outcome }) => outcome.kind === 'retry')) void requestBackgroundSync();
    return attempts;
  })();
  try {
    return await running;
  } finally {
    running = null;
    const next = again;
    again = null;
    if (next) void flushOutbox(next);
  }
}

/** "Skicka nu" on one item: it is due at once; says what became of it. */
export async function sendNow(id: string): Promise<Attempt | undefined> {
  await makeDue(id);
  const attempts = await flushOutbox({ ignoreBackoff: true });
  return attempts.find((attempt) => attempt.item.id === id);
}

/** The user gives up on an item; it is removed from the outbox. */
export function dismissOutboxItem(id: string): Promise<void> {
  return removeItem(id);
}

/** Whether the backend answers at all: a tiny request, no session needed. */
async function backendAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${supabaseUrl}/auth/v1/health`, {
      headers: { apikey: supabaseAnonKey },
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * Starts the page's part of the sync for the page's lifetime: replays the outbox and refreshes
 * jobs and banners now and on every hint that the server is reachable again. `onDelivered` hears
 * about items sent while the user was elsewhere (by this page, another tab or the worker), once.
 * Returns a function that stops it.
 */
export function startSync(onDelivered: (items: OutboxItem[]) => void): () => void {
  let stopped = false;
  let timer: number | undefined;
  let probeWait = FIRST_PROBE_MS;
  const flush = (options: DueOptions) => void flushOutbox(options).finally(schedule);

  /** Sleeps until the next item falls due, or probes the server while it is unreachable. */
  async function schedule() {
    const [dueIn, unreachable] = await Promise.all([nextDueInMs(), anyUnreachable()]);
    window.clearTimeout(timer);
    // Offline, the `online` event sends what waits; nothing to wake up for before it.
    if (stopped || dueIn === null || !isOnline()) return;
    const probing = unreachable && isOnline() && document.visibilityState === 'visible';
    // A probe waits its own backoff, not the items': theirs is 0 once they are due.
    timer = window.setTimeout(
      async () => {
        if (!probing) return flush({});
        probeWait = Math.min(probeWait * 2, MAX_BACKOFF_MS);
        if (await backendAnswers()) return flush({ backendAnswered: true });
        void schedule();
      },
      probing ? probeWait : dueIn,
    );
  }

  const onOnline = () => {
    probeWait = FIRST_PROBE_MS;
    flush({ ignoreBackoff: true });
    void refreshPublicData();
  };
  const atStart = () => {
    flush({ ignoreBackoff: true });
    void refreshPublicData({ unlessDoneInThisPage: true });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') flush({ ignoreBackoff: true });
  };
  // Any answer (a page's read, a sign-in) proves the server reachable: items that failed for want
  // of a connection go now instead of at their backoff.
  const stopAnswered = onBackendAnswered(() => {
    probeWait = FIRST_PROBE_MS;
    if (!running) flush({ backendAnswered: true });
  });
  // Any change (a form queued, an item sent by the worker) may move the next attempt or need a
  // notice; delivered items are announced once, whoever sent them.
  const stopWatching = watchOutbox((items) => {
    void schedule();
    if (items.some((item) => item.state === 'delivered' && !item.announced)) {
      void takeUnannounced().then((taken) => taken.length > 0 && onDelivered(taken));
    }
  });

  void pruneDelivered().then(atStart, console.error);
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  // Applications wait for their applicant's session; send them once they sign in again.
  // Deferred: calling supabase.auth inside an auth listener can deadlock (supabase-js docs).
  const stopAuth = onAuthChange((event) => {
    if (event === 'SIGNED_IN') setTimeout(() => flush({ ignoreBackoff: true }), 0);
  });
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    stopAnswered();
    stopWatching();
    stopAuth();
  };
}
