// Delivers queued e-mails exactly once: a worker claims a row atomically, sends it, and records
// the outcome; failures are retried with exponential backoff (state in public.outgoing_emails).
import { composeEmail, type OutgoingEmailRow, SourceMissingError } from './compose.ts';
import { retryPolicy } from './settings.ts';
import { serviceClient } from './supabase.ts';
import { sendEmail } from './transport.ts';

/** How long a claim lasts: after it, a crashed worker's message may be claimed again. */
const CLAIM_LEASE_MS = 2 * 60 * 1000;
const MAX_BACKOFF_SECONDS = 3600;

export type DeliveryOutcome = 'sent' | 'failed' | 'not-due';

/** When to retry after `attempts` failed ones (null: give up); pushes back off the same way. */
export function nextAttempt(attempts: number): string | null {
  const { baseSeconds, maxAttempts } = retryPolicy();
  if (attempts >= maxAttempts) return null;
  const delay = Math.min(baseSeconds * 2 ** (attempts - 1), MAX_BACKOFF_SECONDS);
  return new Date(Date.now() + delay * 1000).toISOString();
}

/** UPDATE … WHERE due RETURNING: of two concurrent workers only one gets the row. */
async function claim(id: string): Promise<OutgoingEmailRow | null> {
  const now = new Date();
  const { data, error } = await serviceClient()
    .from('outgoing_emails')
    .update({
      status: 'sending',
      next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(),
    })
    .eq('id', id)
    .in('status', ['pending', 'failed', 'sending'])
    .lte('next_attempt_at', now.toISOString())
    .select(
      'id, kind, contact_request_id, job_application_id, job_alert_id, job_invitation_id, application_status, shortlist_id, interview_id, audience, attempts',
    );
  if (error) throw new Error(`claim failed: ${error.message}`);
  return (data?.[0] as OutgoingEmailRow | undefined) ?? null;
}

async function record(id: string, changes: Record<string, unknown>) {
  const { error } = await serviceClient()
    .from('outgoing_emails')
    .update(changes)
    .eq('id', id)
    .eq('status', 'sending');
  if (error) throw new Error(`recording the delivery failed: ${error.message}`);
}

/** Tries to send one queued e-mail now, if it is due and no other worker holds it. */
export async function deliver(id: string): Promise<DeliveryOutcome> {
  const row = await claim(id);
  if (!row) return 'not-due';
  const attempts = row.attempts + 1;
  let recipients: string[] | null = null;
  let subject: string | null = null;
  try {
    const message = await composeEmail(serviceClient(), row);
    recipients = message.to;
    subject = message.subject;
    await sendEmail(message);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[e-mail ${id}] attempt ${attempts} failed: ${reason}`);
    await record(id, {
      status: 'failed',
      attempts,
      recipients,
      subject,
      last_error: reason.slice(0, 2000),
      next_attempt_at: error instanceof SourceMissingError ? null : nextAttempt(attempts),
    });
    return 'failed';
  }
  await record(id, {
    status: 'sent',
    attempts,
    recipients,
    subject,
    last_error: null,
    next_attempt_at: null,
    sent_at: new Date().toISOString(),
  });
  return 'sent';
}

/** Sends every due e-mail (oldest first, at most `limit`); returns how each went. */
export async function deliverDue(limit = 25): Promise<Record<DeliveryOutcome, number>> {
  const { data, error } = await serviceClient()
    .from('outgoing_emails')
    .select('id')
    .neq('status', 'sent')
    .lte('next_attempt_at', new Date().toISOString())
    .order('next_attempt_at', { ascending: true })
    .limit(limit);
  if (error) throw new Error(`reading the queue failed: ${error.message}`);
  const outcomes: Record<DeliveryOutcome, number> = { sent: 0, failed: 0, 'not-due': 0 };
  for (const { id } of data ?? []) outcomes[await deliver(id as string)] += 1;
  return outcomes;
}
