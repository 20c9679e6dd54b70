// Stored contact requests, a page at a time, with the delivery state of their notification e-mail.
import type { Database } from '@/lib/database.types';
import { type ListSource, listReader, withRelated } from '../table/serverList';
import type { SearchSpec } from '../table/tableModel';

type Tables = Database['public']['Tables'];
type ContactRequest = Tables['contact_requests']['Row'];
export type Delivery = Pick<
  Tables['outgoing_emails']['Row'],
  'status' | 'attempts' | 'last_error' | 'sent_at'
>;
export type ContactRequestRow = ContactRequest & { delivery: Delivery | null };

/** The page's requests; the filter looks in what an employer typed (and the type's label). */
export function contactRequestsSource(search: SearchSpec): ListSource<ContactRequestRow> {
  const requests = listReader<ContactRequest>(
    (supabase, count) => supabase.from('contact_requests').select('*', { count }),
    search,
  );
  return {
    queryKey: ['admin', 'requests'],
    rowKey: (row) => row.id,
    page: withRelated(
      requests.page,
      (supabase, rows) =>
        supabase
          .from('outgoing_emails')
          .select('contact_request_id, status, attempts, last_error, sent_at')
          .eq('kind', 'contact-request')
          .in(
            'contact_request_id',
            rows.map((row) => row.id),
          ),
      (rows, emails) => {
        const byRequest = new Map(
          emails.map(({ contact_request_id, ...delivery }) => [contact_request_id, delivery]),
        );
        return rows.map((row) => ({ ...row, delivery: byRequest.get(row.id) ?? null }));
      },
    ),
  };
}
