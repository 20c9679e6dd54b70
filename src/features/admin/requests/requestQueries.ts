// Stored contact requests, a page at a time, with the delivery state of their notification e-mail.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import { notifyError, notifySuccess } from '../notify';
import { ADMIN_QUERY_DEFAULTS } from '../queryDefaults';
import { type ListSource, listReader, withRelated } from '../table/serverList';
import type { SearchSpec } from '../table/tableModel';
import type { RequestState } from './requestSearch';

type Tables = Database['public']['Tables'];
type ContactRequest = Tables['contact_requests']['Row'];
export type Delivery = Pick<
  Tables['outgoing_emails']['Row'],
  'status' | 'attempts' | 'last_error' | 'sent_at'
>;
/** The job an admin created from a post-job-request, as its row names it. */
export type RequestJob = Pick<Tables['jobs']['Row'], 'id' | 'title'>;
export type ContactRequestRow = ContactRequest & {
  delivery: Delivery | null;
  job: RequestJob | null;
};

/**
 * The page's requests in `state` (all without one); the text filter looks in what an employer
 * typed (and the type's label).
 */
export function contactRequestsSource(
  search: SearchSpec,
  state: RequestState | undefined,
): ListSource<ContactRequestRow> {
  const requests = listReader<ContactRequest>((supabase, count) => {
    const query = supabase.from('contact_requests').select('*', { count });
    if (state === 'ny') return query.is('handled_at', null);
    if (state === 'hanterad') return query.not('handled_at', 'is', null);
    return query;
  }, search);
  return {
    queryKey: ['admin', 'requests', state ?? 'alla'],
    rowKey: (row) => row.id,
    page: withRelated(
      withDelivery(requests.page),
      (supabase, rows) =>
        supabase
          .from('jobs')
          .select('id, title')
          .in(
            'id',
            rows.flatMap((row) => (row.job_id ? [row.job_id] : [])),
          ),
      (rows, jobs) => {
        const byId = new Map(jobs.map((job) => [job.id, job]));
        return rows.map((row) => ({ ...row, job: byId.get(row.job_id ?? '') ?? null }));
      },
    ),
  };
}

/** The e-mail to the notification recipients about each request of a page. */
function withDelivery(page: ListSource<ContactRequest>['page']) {
  return withRelated(
    page,
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
  );
}

/** Marks a request handled (the database stamps when and by whom) or waiting again. */
export function useRequestHandledMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, handled }: { id: string; handled: boolean }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('contact_requests')
        .update({ handled_at: handled ? new Date().toISOString() : null })
        .eq('id', id)
        .select('id');
      if (error) throw error;
      if (data.length === 0) throw new Error('Förfrågan hittades inte.');
    },
    onSuccess: (_, { handled }) =>
      notifySuccess(handled ? 'Förfrågan markerad som hanterad' : 'Förfrågan markerad som ny'),
    onError: (error) => notifyError('Fel vid uppdatering av förfrågan', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'requests'] }),
  });
}

/** What a job is made from: an employer's post-job-request (the other types describe no job). */
export type JobRequest = Pick<
  ContactRequest,
  'id' | 'company_name' | 'contact_name' | 'email' | 'phone' | 'message' | 'details'
>;

export const jobRequestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'requests', 'job-request', id],
    queryFn: async (): Promise<JobRequest> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('contact_requests')
        .select('id, company_name, contact_name, email, phone, message, details')
        .eq('id', id)
        .eq('type', 'post-job-request')
        .maybeSingle();
      if (error) throw error;
      if (!data) throw new Error('Förfrågan om att publicera jobb hittades inte.');
      return data;
    },
    ...ADMIN_QUERY_DEFAULTS,
  });

/** Links a request to the job just created from it, which also marks the request handled. */
export function useRequestJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, jobId }: { requestId: string; jobId: string }) => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from('contact_requests')
        .update({ job_id: jobId, handled_at: new Date().toISOString() })
        .eq('id', requestId)
        .select('id');
      if (error) throw error;
      if (data.length === 0) throw new Error('Förfrågan hittades inte.');
    },
    onSuccess: () => notifySuccess('Förfrågan kopplad till jobbet och markerad som hanterad'),
    onError: (error) => notifyError('Jobbet sparades men kunde inte kopplas till förfrågan', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'requests'] }),
  });
}
