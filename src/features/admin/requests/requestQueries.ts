// Stored contact requests with the delivery state of their notification e-mail.
import { queryOptions } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import { ADMIN_QUERY_DEFAULTS } from '../queryDefaults';

type Tables = Database['public']['Tables'];
export type Delivery = Pick<
  Tables['outgoing_emails']['Row'],
  'status' | 'attempts' | 'last_error' | 'sent_at'
>;
export type ContactRequestRow = Tables['contact_requests']['Row'] & { delivery: Delivery | null };

export async function fetchContactRequests(): Promise<ContactRequestRow[]> {
  const supabase = await getSupabase();
  const [requests, emails] = await Promise.all([
    supabase.from('contact_requests').select('*').order('created_at', { ascending: false }),
    supabase
      .from('outgoing_emails')
      .select('contact_request_id, status, attempts, last_error, sent_at')
      .eq('kind', 'contact-request'),
  ]);
  if (requests.error) throw requests.error;
  if (emails.error) throw emails.error;
  const byRequest = new Map(
    emails.data.map(({ contact_request_id, ...delivery }) => [contact_request_id, delivery]),
  );
  return requests.data.map((request) => ({
    ...request,
    delivery: byRequest.get(request.id) ?? null,
  }));
}

export const contactRequestsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'requests'],
    queryFn: fetchContactRequests,
    ...ADMIN_QUERY_DEFAULTS,
  });
