// The outbox: the one path by which applications and request forms reach the server. A submission
// is stored in Dexie first (with its idempotency key), sent at once when online, and otherwise
// replayed from the page at start-up, on the `online` event and on a backoff timer.

import { getSupabase } from '../supabase';
import { type ApplicationPayload, type ContactRequestPayload, db, type OutboxItem } from './db';
import { type DeliveryOutcome, deliverOutboxItem } from './outboxDelivery';
import { refreshPublicData } from './publicDataSync';

export type NewOutboxItem =
  | { id: string; kind: 'application'; payload: ApplicationPayload; summary: string }
  | { id: string; kind: 'contact-request'; payload: ContactRequestPayload; summary: string };

export type SubmitResult =
  /** The server has it. */
  | { status: 'sent' }
  /** Stored locally; it is sent automatically when the connection is back. */
  | { status: 'queued'; reason: string }
  /** The server refused it; nothing stays in the outbox, the form shows the reason. */
  | { status: 'rejected'; reason: string; code: string };

const OFFLINE_REASON = 'Du är offline. Skickas automatiskt när du är online igen.';
const RETRY_EVERY_MS = 30_000;
const FIRST_BACKOFF_MS = 5_000;
const MAX_BACKOFF_MS = 10 * 60_000;

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/** Exponential backoff with jitter, so many clients coming back online do not retry in step. */
function backoffMs(attempts: number): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

/** One sender at a time, across tabs too (Web Locks), so an item is never in flight twice. */
function withOutboxLock<T>(work: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return navigator.locks.request('lakarjobb-outbox', work);
  }
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}
let queue: Promise<unknown> = Promise.resolve();

/** One attempt at one item, recording the outcome in the outbox. Call under the lock. */
async function attempt(id: string): Promise<DeliveryOutcome> {
  const item = await db.outbox.get(id);
  if (!item) return { kind: 'delivered' };
  if (item.state === 'rejected') {
    return { kind: 'rejected', reason: item.lastError ?? '', code: 'rejected' };
  }
  await db.outbox.update(id, { state: 'sending' });
  let outcome: DeliveryOutcome;
  try {
    outcome = await deliverOutboxItem(await getSupabase(), item);
  } catch (error) {
    console.error('Utkorgen kunde inte skicka', id, error);
    outcome = {
      kind: 'retry',
      reason: 'Ett oväntat fel inträffade. Nytt försök görs automatiskt.',
    };
  }
  const attempts = item.attempts + 1;
  if (outcome.kind === 'delivered') {
    await db.outbox.delete(id);
  } else if (outcome.kind === 'rejected') {
    await db.outbox.update(id, { state: 'rejected', attempts, lastError: outcome.reason });
  } else {
    const nextAttemptAt = new Date(Date.now() + backoffMs(attempts)).toISOString();
    await db.outbox.update(id, {
      state: 'waiting',
      attempts,
      lastError: outcome.reason,
      nextAttemptAt,
    });
  }
  return outcome;
}

/**
 * Submits an application or a request form through the outbox. Online it is sent at once and the
 * answer returned; offline (or on a network/server failure) it waits in the outbox.
 */
export async function submitViaOutbox(entry: NewOutboxItem): Promise<SubmitResult> {
  const item = {
    ...entry,
    state: 'waiting',
    attempts: 0,
    lastError: isOnline() ? null : OFFLINE_REASON,
    createdAt: new Date().toISOString(),
    nextAttemptAt: null,
  } satisfies OutboxItem;
  await db.outbox.put(item);
  if (!isOnline()) return { status: 'queued', reason: OFFLINE_REASON };

  const outcome = await withOutboxLock(() => attempt(item.id));
  if (outcome.kind === 'delivered') return { status: 'sent' };
  if (outcome.kind === 'retry') {
    return outcome.accepted ? { status: 'sent' } : { status: 'queued', reason: outcome.reason };
  }
  // The person is still on the form and sees the reason there; nothing to keep.
  await db.outbox.delete(item.id);
  return { status: 'rejected', reason: outcome.reason, code: outcome.code };
}

/**
 * Sends every waiting item. `ignoreBackoff` when there is reason to think the cause went away
 * (start-up, the `online` event, a sign-in, the user pressing "Försök igen").
 */
export async function flushOutbox(options: { ignoreBackoff?: boolean } = {}): Promise<void> {
  if (!isOnline()) return;
  await withOutboxLock(async () => {
    const now = Date.now();
    const waiting = await db.outbox.where('state').equals('waiting').sortBy('createdAt');
    for (const item of waiting) {
      const due = !item.nextAttemptAt || Date.parse(item.nextAttemptAt) <= now;
      if (options.ignoreBackoff || due) await attempt(item.id);
    }
  });
}

/** The user asks to try a refused or waiting item again (e.g. after signing in). */
export async function retryOutboxItem(id: string): Promise<void> {
  await db.outbox.update(id, { state: 'waiting', nextAttemptAt: null });
  await flushOutbox({ ignoreBackoff: true });
}

/** The user gives up on an item; it is removed from the outbox. */
export async function dismissOutboxItem(id: string): Promise<void> {
  await db.outbox.delete(id);
}

/** One applicant's applications still in the outbox, for "Mina ansökningar" and the job page. */
export function queuedApplications(applicantId: string) {
  return db.outbox
    .filter((item) => item.kind === 'application' && item.payload.applicant_id === applicantId)
    .toArray() as Promise<Extract<OutboxItem, { kind: 'application' }>[]>;
}

/** Removes a deleted account's unsent applications from the device. */
export async function forgetQueuedApplications(applicantId: string): Promise<void> {
  const items = await queuedApplications(applicantId);
  await db.outbox.bulkDelete(items.map((item) => item.id));
}

/** Everything not yet accepted by the server, oldest first. */
export function listOutboxItems(): Promise<OutboxItem[]> {
  return db.outbox.orderBy('createdAt').toArray();
}

/** Items not yet accepted by the server (waiting, sending or refused). */
export function countUnsentOutboxItems(): Promise<number> {
  return db.outbox.count();
}

/**
 * Starts background sync for the page's lifetime: replays the outbox and refreshes jobs and banners
 * now and whenever the browser comes back online (no reliance on Background Sync, which only
 * Chromium has). Returns a function that stops it.
 */
export function startSync(): () => void {
  const onOnline = () => {
    void flushOutbox({ ignoreBackoff: true });
    void refreshPublicData();
  };
  // A page closed mid-send leaves items marked "sending"; they are waiting again.
  void withOutboxLock(() =>
    db.outbox.where('state').equals('sending').modify({ state: 'waiting' }),
  ).then(onOnline);
  window.addEventListener('online', onOnline);
  const timer = window.setInterval(() => void flushOutbox(), RETRY_EVERY_MS);
  let stopped = false;
  let unsubscribe = () => {};
  void getSupabase().then((supabase) => {
    if (stopped) return;
    const { data } = supabase.auth.onAuthStateChange((event) => {
      // Applications wait for their applicant's session; send them once they sign in again.
      // Deferred: calling supabase.auth inside this callback can deadlock (supabase-js docs).
      if (event === 'SIGNED_IN') setTimeout(() => void flushOutbox({ ignoreBackoff: true }), 0);
    });
    unsubscribe = () => data.subscription.unsubscribe();
  }, console.error);
  return () => {
    stopped = true;
    window.removeEventListener('online', onOnline);
    window.clearInterval(timer);
    unsubscribe();
  };
}
