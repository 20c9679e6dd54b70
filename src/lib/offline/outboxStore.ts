// The outbox in IndexedDB, as the page (sync.ts) and the service worker (src/sw.ts) both use it.
// Whoever sends an item first claims it in one IndexedDB transaction (a lease): the other sees it
// claimed and leaves it, so at most one request per item is in flight; the idempotency key (the
// item's id) makes even a lost answer and a second send count once on the server.
import { liveQuery } from 'dexie';
import { db, type OutboxItem } from './db';
import { type DeliveryOutcome, UNREACHABLE_REASON } from './outboxOutcome';

/**
 * Longer than any one delivery takes. Only where there are no Web Locks does a sender that
 * vanished hold its item this long (outboxLock.ts).
 */
const LEASE_MS = 60_000;
const FIRST_BACKOFF_MS = 2_000;
/** Ceiling of the automatic retries, so a server back after an outage is tried again soon. */
export const MAX_BACKOFF_MS = 30_000;
/** Delivered items stay listed as "Skickad" this long. */
const KEEP_DELIVERED_MS = 7 * 24 * 3600 * 1000;

/** Exponential backoff with jitter, so many clients coming back online do not retry in step. */
function backoffMs(attempts: number): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

export interface DueOptions {
  /** Ignore the backoff (start-up, back online, the user pressed "Skicka nu"). */
  ignoreBackoff?: boolean;
  /** The backend just answered: items that failed only for want of a connection are due. */
  backendAnswered?: boolean;
}

interface ClaimOptions extends DueOptions {
  /** The caller holds the item's lock: a claim still marked "sending" is of a sender gone. */
  exclusive?: boolean;
}

function isDue(item: OutboxItem, now: number, options: ClaimOptions): boolean {
  if (item.state === 'sending') {
    return options.exclusive === true || Date.parse(item.claimedUntil ?? '') <= now;
  }
  if (item.state !== 'waiting') return false;
  if (options.ignoreBackoff || !item.nextAttemptAt) return true;
  if (options.backendAnswered && item.lastError === UNREACHABLE_REASON) return true;
  return Date.parse(item.nextAttemptAt) <= now;
}

/** Ids of the items due for an attempt, oldest first; `exclusive` adds every claimed item. */
export async function dueItemIds(options: ClaimOptions = {}): Promise<string[]> {
  const now = Date.now();
  const items = await db.outbox.orderBy('createdAt').toArray();
  return items.filter((item) => isDue(item, now, options)).map((item) => item.id);
}

/** Claims the item for one attempt; undefined when someone else has it or it is not due. */
export function claimItem(id: string, options: ClaimOptions = {}): Promise<OutboxItem | undefined> {
  return db.transaction('rw', db.outbox, async () => {
    const item = await db.outbox.get(id);
    const now = Date.now();
    if (!item || !isDue(item, now, { ...options, ignoreBackoff: true })) return undefined;
    const claimedUntil = new Date(now + LEASE_MS).toISOString();
    await db.outbox.update(id, { state: 'sending', claimedUntil });
    return { ...item, state: 'sending', claimedUntil };
  });
}

/** Records what became of a claimed attempt. */
export async function recordOutcome(
  item: OutboxItem,
  outcome: DeliveryOutcome,
  options: { announced?: boolean } = {},
): Promise<void> {
  const attempts = item.attempts + 1;
  const base = { attempts, claimedUntil: undefined };
  if (outcome.kind === 'delivered') {
    await db.outbox.update(item.id, {
      ...base,
      state: 'delivered',
      lastError: null,
      deliveredAt: new Date().toISOString(),
      announced: options.announced ?? item.announced ?? false,
    });
  } else if (outcome.kind === 'rejected') {
    await db.outbox.update(item.id, {
      ...base,
      state: 'rejected',
      lastError: outcome.reason,
      retryable: outcome.retryable,
    });
  } else {
    const wait = Math.max(backoffMs(attempts), outcome.retryAfterMs ?? 0);
    await db.outbox.update(item.id, {
      ...base,
      state: 'waiting',
      lastError: outcome.reason,
      accepted: item.accepted || outcome.accepted,
      nextAttemptAt: new Date(Date.now() + wait).toISOString(),
    });
  }
}

export function putItem(item: OutboxItem): Promise<string> {
  return db.outbox.put(item);
}

export async function removeItem(id: string): Promise<void> {
  await db.outbox.delete(id);
}

/** The sender's own form has told the user; no later notice for this item. */
export async function markAnnounced(id: string): Promise<void> {
  await db.outbox.update(id, { announced: true });
}

/** When the next waiting item falls due (ms from now), or null when nothing waits. */
export async function nextDueInMs(): Promise<number | null> {
  const waiting = await db.outbox.where('state').anyOf('waiting', 'sending').toArray();
  const times = waiting.map(
    (item) =>
      Date.parse((item.state === 'sending' ? item.claimedUntil : item.nextAttemptAt) ?? '') || 0,
  );
  return times.length === 0 ? null : Math.max(0, Math.min(...times) - Date.now());
}

/** Whether an item waits only because the server could not be reached (a probe may help). */
export async function anyUnreachable(): Promise<boolean> {
  return (
    (await db.outbox
      .where('state')
      .equals('waiting')
      .filter((item) => item.lastError === UNREACHABLE_REASON)
      .count()) > 0
  );
}

/** Watches the outbox (written by this page, another tab or the worker). */
export function watchOutbox(onItems: (items: OutboxItem[]) => void): () => void {
  const subscription = liveQuery(() => db.outbox.toArray()).subscribe({
    next: onItems,
    error: (error: unknown) => console.error('Kunde inte läsa utkorgen', error),
  });
  return () => subscription.unsubscribe();
}

/** A refused or waiting item goes back to "waiting, due now". */
export async function makeDue(id: string): Promise<void> {
  await db.outbox
    .where('id')
    .equals(id)
    .and((item) => item.state !== 'delivered')
    .modify({
      state: 'waiting',
      nextAttemptAt: null,
    });
}

/** Everything in the outbox, oldest first (delivered items too, for a while). */
export function listOutboxItems(): Promise<OutboxItem[]> {
  return db.outbox.orderBy('createdAt').toArray();
}

/**
 * One applicant's applications in the outbox that the server has or will get (not refused),
 * for "Mina ansökningar" and the job page.
 */
export function queuedApplications(applicantId: string) {
  return db.outbox
    .filter(
      (item) =>
        item.kind === 'application' &&
        item.state !== 'rejected' &&
        item.payload.applicant_id === applicantId,
    )
    .toArray() as Promise<Extract<OutboxItem, { kind: 'application' }>[]>;
}

/** Removes a deleted account's applications from the device's outbox. */
export async function forgetQueuedApplications(applicantId: string): Promise<void> {
  const items = await db.outbox
    .filter((item) => item.kind === 'application' && item.payload.applicant_id === applicantId)
    .primaryKeys();
  await db.outbox.bulkDelete(items);
}

/** Items the server has yet to get and may still get: waiting or being sent. */
export function countUndeliveredOutboxItems(): Promise<number> {
  return db.outbox.where('state').anyOf('waiting', 'sending').count();
}

/** Items not yet delivered: waiting, being sent or refused. */
export function countUnsentOutboxItems(): Promise<number> {
  return db.outbox.where('state').anyOf('waiting', 'sending', 'rejected').count();
}

/**
 * Takes the delivered items no page has announced yet, marking them announced in the same
 * transaction: with several tabs open, each notice is shown once.
 */
export function takeUnannounced(): Promise<OutboxItem[]> {
  return db.transaction('rw', db.outbox, async () => {
    const items = await db.outbox
      .where('state')
      .equals('delivered')
      .filter((item) => !item.announced)
      .toArray();
    await db.outbox.bulkUpdate(
      items.map((item) => ({ key: item.id, changes: { announced: true } })),
    );
    return items;
  });
}

/** Forgets delivered items after a week; nothing else is ever removed without the user. */
export async function pruneDelivered(): Promise<void> {
  const before = new Date(Date.now() - KEEP_DELIVERED_MS).toISOString();
  await db.outbox
    .where('state')
    .equals('delivered')
    .filter((item) => (item.deliveredAt ?? '') < before)
    .delete();
}
