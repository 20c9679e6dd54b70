// Queued e-mails of one record: find the row and try to send it right away.
import { deliver } from './delivery.ts';
import { serviceClient } from './supabase.ts';

type Source = { contact_request_id: string } | { job_application_id: string };

/**
 * Sends the record's queued e-mails now (an application has the employer's notice and the
 * applicant's receipt); a failure leaves them queued for the retry worker.
 */
export async function deliverQueuedEmail(source: Source): Promise<void> {
  const [column, value] = Object.entries(source)[0] as [string, string];
  try {
    const { data, error } = await serviceClient()
      .from('outgoing_emails')
      .select('id')
      .eq(column, value)
      .neq('status', 'sent');
    if (error) throw new Error(error.message);
    for (const { id } of data ?? []) await deliver(id as string);
  } catch (error) {
    console.error(`[e-mail for ${column}=${value}] left for the retry worker:`, error);
  }
}

/**
 * Makes a new application's notice due: it waits for the documents the applicant chose (queued
 * a few minutes ahead, see migration 20261202110000), and they are filed now.
 */
export async function releaseApplicationNotice(applicationId: string): Promise<void> {
  const { error } = await serviceClient()
    .from('outgoing_emails')
    .update({ next_attempt_at: new Date().toISOString() })
    .eq('job_application_id', applicationId)
    .eq('kind', 'application-notice')
    .eq('status', 'pending')
    .gt('next_attempt_at', new Date().toISOString());
  if (error) throw new Error(`releasing the notice failed: ${error.message}`);
}
