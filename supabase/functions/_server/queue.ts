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
