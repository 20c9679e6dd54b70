// One pass over the outbox, the same in the page (sync.ts) and in the service worker (src/sw.ts):
// each due item is locked (outboxLock.ts), claimed, delivered with its idempotency key and its
// outcome recorded.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import type { OutboxItem } from './db';
import { deliverOutboxItem } from './outboxDelivery';
import { whileSending } from './outboxLock';
import type { DeliveryOutcome } from './outboxOutcome';
import { claimItem, type DueOptions, dueItemIds, recordOutcome } from './outboxStore';

/** The Background Sync tag: the page registers it, the service worker answers it (src/sw.ts). */
export const OUTBOX_SYNC_TAG = 'outbox';

export interface Attempt {
  item: OutboxItem;
  outcome: DeliveryOutcome;
}

/** Delivers one claimed item; an unexpected exception counts as "try again later". */
export async function attemptClaimed(
  client: SupabaseClient<Database>,
  item: OutboxItem,
  options: { announced?: boolean } = {},
): Promise<DeliveryOutcome> {
  let outcome: DeliveryOutcome;
  try {
    outcome = await deliverOutboxItem(client, item);
  } catch (error) {
    console.error('Utkorgen kunde inte skicka', item.id, error);
    outcome = {
      kind: 'retry',
      reason: 'Ett oväntat fel inträffade. Nytt försök görs automatiskt.',
    };
  }
  await recordOutcome(item, outcome, options);
  return outcome;
}

export interface SendOptions extends DueOptions {
  /** Wait this long for another sender to finish with an item (default: skip it at once). */
  waitMs?: number;
  /** The sender's own form tells the user; no later notice. */
  announced?: boolean;
}

/**
 * Claims one item and delivers it, holding its lock; undefined when another sender has it. The
 * client may still be loading: the claim comes first, so a form's own send is not overtaken.
 */
export function sendItem(
  client: SupabaseClient<Database> | Promise<SupabaseClient<Database>>,
  id: string,
  options: SendOptions = {},
): Promise<Attempt | undefined> {
  return whileSending(id, options.waitMs, async (exclusive) => {
    const item = await claimItem(id, { ...options, exclusive });
    if (!item) return undefined;
    return { item, outcome: await attemptClaimed(await client, item, options) };
  });
}

/** Sends every due item once; returns what was attempted (not what another sender had). */
export async function replayOutbox(
  client: SupabaseClient<Database>,
  options: SendOptions = {},
): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  // Claimed items too: their lock tells whether their sender is still there.
  for (const id of await dueItemIds({ ...options, exclusive: true })) {
    const attempt = await sendItem(client, id, options);
    if (attempt) attempts.push(attempt);
  }
  return attempts;
}
