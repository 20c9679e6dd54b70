// Delivers queued e-mails exactly once: a worker claims a row atomically, sends it, and records
// the outcome; failures are retried with exponential backoff (outgoing-rows.ts; state in
// public.outgoing_emails).
import { attachChosenDocuments } from './application-documents.ts';
import { composeEmail, type OutgoingEmailRow, SourceMissingError } from './compose.ts';
import { claimRow, nextAttempt, recordRow } from './outgoing-rows.ts';
import { serviceClient } from './supabase.ts';
import { sendEmail } from './transport.ts';

export type DeliveryOutcome = 'sent' | 'failed' | 'not-due';

const claim = (id: string) =>
  claimRow<OutgoingEmailRow>(
    'outgoing_emails',
    id,
    'id, kind, contact_request_id, job_application_id, job_alert_id, job_invitation_id, application_status, shortlist_id, interview_id, audience, attempts',
  );
const record = (id: string, changes: Record<string, unknown>) =>
  recordRow('outgoing_emails', id, changes);

/** Tries to send one queued e-mail now, if it is due and no other worker holds it. */
export async function deliver(id: string): Promise<DeliveryOutcome> {
  const row = await claim(id);
  if (!row) return 'not-due';
  const attempts = row.attempts + 1;
  let recipients: string[] | null = null;
  let subject: string | null = null;
  try {
    if (row.kind === 'application-notice' && row.job_application_id) {
      await attachChosenDocuments(row.job_application_id);
    }
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
