// Delivers queued Web Push messages exactly once per browser, as delivery.ts does e-mails: a
// worker claims a row atomically, web-push encrypts (RFC 8291) and signs (VAPID, RFC 8292) it,
// fetch posts it to the browser's push service, and the outcome is recorded; failures retry with
// the e-mails' backoff. A push service answering 404 or 410 has dropped the subscription: it is
// deleted, and its queued messages with it.
import webpush from 'web-push';
import { claimRow, nextAttempt, recordRow } from './outgoing-rows.ts';
import { vapidKeys } from './settings.ts';
import { serviceClient } from './supabase.ts';

const TIMEOUT_MS = 15_000;
/** How long a push service keeps a message for a browser that is offline: a day. */
const TTL_SECONDS = 24 * 60 * 60;

export type PushOutcome = 'sent' | 'failed' | 'gone' | 'not-due';

interface ClaimedPush {
  id: string;
  message_id: string;
  subscription_id: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const claim = (id: string) =>
  claimRow<ClaimedPush>(
    'outgoing_pushes',
    id,
    'id, message_id, subscription_id, payload, attempts',
  );
const record = (id: string, changes: Record<string, unknown>) =>
  recordRow('outgoing_pushes', id, changes);

/** Posts one message; the push service's status, or an error before any answer. */
async function post(push: ClaimedPush): Promise<number> {
  const { data: subscription, error } = await serviceClient()
    .from('push_subscriptions')
    .select('endpoint, p256dh, auth')
    .eq('id', push.subscription_id)
    .single();
  if (error) throw new Error(`reading the subscription failed: ${error.message}`);
  const vapid = vapidKeys();
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    JSON.stringify(push.payload),
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      // A resend after a lost answer replaces the first copy at the push service, if still there.
      topic: push.message_id.replaceAll('-', ''),
    },
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
  }
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers,
    body: request.body === null ? null : new Uint8Array(request.body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}

/** Tries to send one queued push now, if it is due and no other worker holds it. */
export async function deliverPush(id: string): Promise<PushOutcome> {
  const push = await claim(id);
  if (!push) return 'not-due';
  const attempts = push.attempts + 1;
  let reason: string;
  try {
    const status = await post(push);
    if (status >= 200 && status < 300) {
      await record(id, {
        status: 'sent',
        attempts,
        last_error: null,
        next_attempt_at: null,
        sent_at: new Date().toISOString(),
      });
      return 'sent';
    }
    if (status === 404 || status === 410) {
      const { error } = await serviceClient()
        .from('push_subscriptions')
        .delete()
        .eq('id', push.subscription_id);
      if (error) throw new Error(`deleting the subscription failed: ${error.message}`);
      return 'gone';
    }
    reason = `push service answered ${status}`;
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error);
  }
  console.error(`[push ${id}] attempt ${attempts} failed: ${reason}`);
  await record(id, {
    status: 'failed',
    attempts,
    last_error: reason.slice(0, 2000),
    next_attempt_at: nextAttempt(attempts),
  });
  return 'failed';
}

/** Sends every queued push of one message now (each browser its own row). */
export async function deliverMessage(messageId: string): Promise<void> {
  const { data, error } = await serviceClient()
    .from('outgoing_pushes')
    .select('id')
    .eq('message_id', messageId);
  if (error) throw new Error(`reading the message failed: ${error.message}`);
  for (const { id } of data ?? []) await deliverPush(id as string);
}

/** Sends every due push (oldest first, at most `limit`); returns how each went. */
export async function deliverDuePushes(limit = 25): Promise<Record<PushOutcome, number>> {
  const { data, error } = await serviceClient()
    .from('outgoing_pushes')
    .select('id')
    .neq('status', 'sent')
    .lte('next_attempt_at', new Date().toISOString())
    .order('next_attempt_at', { ascending: true })
    .limit(limit);
  if (error) throw new Error(`reading the push queue failed: ${error.message}`);
  const outcomes: Record<PushOutcome, number> = { sent: 0, failed: 0, gone: 0, 'not-due': 0 };
  for (const { id } of data ?? []) outcomes[await deliverPush(id as string)] += 1;
  return outcomes;
}
