// One pass over the outbox, the same in the page (sync.ts) and in the service worker (src/sw.ts):
// each due item is claimed, delivered with its idempotency key and its outcome recorded.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import type { OutboxItem } from './db';
import { type DeliveryOutcome, deliverOutboxItem } from './outboxDelivery';
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

/** Sends every due item once; returns what was attempted (not what another sender had claimed). */
export async function replayOutbox(
  client: SupabaseClient<Database>,
  options: DueOptions = {},
): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  for (const id of await dueItemIds(options)) {
    const item = await claimItem(id, options);
    if (!item) continue;
    attempts.push({ item, outcome: await attemptClaimed(client, item) });
  }
  return attempts;
}
