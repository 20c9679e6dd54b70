// The claim-send-record cycle that e-mails (delivery.ts) and pushes (push-delivery.ts) share:
// a row of an outgoing table is claimed atomically, the worker sends it, and records the outcome;
// a failure is retried later with exponential backoff.
import { retryPolicy } from './settings.ts';
import { serviceClient } from './supabase.ts';

/** The queues: their rows carry status, attempts and next_attempt_at. */
type OutgoingTable = 'outgoing_emails' | 'outgoing_pushes';

/** How long a claim lasts: after it, a crashed worker's row may be claimed again. */
const CLAIM_LEASE_MS = 2 * 60 * 1000;
const MAX_BACKOFF_SECONDS = 3600;

/** When to retry after `attempts` failed ones (null: give up). */
export function nextAttempt(attempts: number): string | null {
  const { baseSeconds, maxAttempts } = retryPolicy();
  if (attempts >= maxAttempts) return null;
  const delay = Math.min(baseSeconds * 2 ** (attempts - 1), MAX_BACKOFF_SECONDS);
  return new Date(Date.now() + delay * 1000).toISOString();
}

/**
 * UPDATE … WHERE due RETURNING `columns`: of two concurrent workers only one gets the row; null
 * when it is not due, already sent or held by another worker.
 */
export async function claimRow<Row>(
  table: OutgoingTable,
  id: string,
  columns: string,
): Promise<Row | null> {
  const now = new Date();
  const { data, error } = await serviceClient()
    .from(table)
    .update({
      status: 'sending',
      next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
    })
    .eq('id', id)
    .in('status', ['pending', 'failed', 'sending'])
    .lte('next_attempt_at', now.toISOString())
    .select(columns);
  if (error) throw new Error(`claim failed: ${error.message}`);
  return (data?.[0] as Row | undefined) ?? null;
}

/** Records the outcome of a claimed row (only while this worker still holds it). */
export async function recordRow(
  table: OutgoingTable,
  id: string,
  changes: Record<string, unknown>,
): Promise<void> {
  const { error } = await serviceClient()
    .from(table)
    .update(changes)
    .eq('id', id)
    .eq('status', 'sending');
  if (error) throw new Error(`recording the outcome in ${table} failed: ${error.message}`);
}
