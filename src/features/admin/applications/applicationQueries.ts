// Job applications with their job's title, a page at a time or all of them for the CSV export,
// and changing an application's status.
import { APPLICATION_STATUS_LABELS } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

type Supabase = Awaited<ReturnType<typeof getSupabase>>;

import { notifyError } from '../notify';
import { type ListSource, listReader } from '../table/serverList';
import type { SearchSpec } from '../table/tableModel';

export type ApplicationStatus = Database['public']['Enums']['application_status'];

export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> =
  APPLICATION_STATUS_LABELS;

/** The statuses an admin sets; withdrawing is the applicant's own (the database refuses it). */
export const ADMIN_STATUSES: ApplicationStatus[] = ['pending', 'reviewed', 'accepted', 'rejected'];

// The job's title and employer as they were when applied (stored on the application).
const COLUMNS =
  'id, job_id, job_title, employer_name, applicant_name, applicant_email, applicant_phone, cover_letter, chosen_periods, status, created_at';

/** The list's filters besides the text filter: one job, one status (the URL's search params). */
export type ApplicationFilters = {
  jobId?: string | undefined;
  status?: ApplicationStatus | undefined;
};

const selectApplications =
  ({ jobId, status }: ApplicationFilters) =>
  (supabase: Supabase, count?: 'estimated') => {
    let query = supabase.from('job_applications').select(COLUMNS, { count });
    if (jobId) query = query.eq('job_id', jobId);
    if (status) query = query.eq('status', status);
    return query;
  };

export type ApplicationRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof selectApplications>>>['data']
>[number];

const SEARCH: SearchSpec = {
  text: ['applicant_name', 'applicant_email', 'applicant_phone', 'cover_letter', 'job_title'],
  labels: { status: APPLICATION_STATUS_LABEL },
};

/** The applications list under `filters`: its pages, and every row for the CSV export. */
export function applicationsList(filters: ApplicationFilters) {
  const reader = listReader<ApplicationRow>(selectApplications(filters), SEARCH);
  const source: ListSource<ApplicationRow> = {
    queryKey: ['admin', 'applications', filters],
    page: reader.page,
    rowKey: (row) => row.id,
  };
  return { source, every: reader.every };
}

/** Jobs whose title matches `search`, newest first, for the job filter's choices. */
export async function searchJobs(search: string, selectedId: string | undefined) {
  const supabase = await getSupabase();
  let query = supabase.from('jobs').select('id, title, employer_name');
  const words = search.trim();
  if (words) query = query.ilike('title', `%${words.replace(/[%_\\]/g, '\\$&')}%`);
  const [found, selected] = await Promise.all([
    query.order('created_at', { ascending: false }).limit(20),
    selectedId
      ? supabase.from('jobs').select('id, title, employer_name').eq('id', selectedId)
      : Promise.resolve({ data: [], error: null }),
  ]);
  if (found.error) throw found.error;
  if (selected.error) throw selected.error;
  const jobs = [...(selected.data ?? []), ...found.data];
  return jobs.filter((job, index) => jobs.findIndex((other) => other.id === job.id) === index);
}

export function useApplicationStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: ApplicationStatus }) => {
      const supabase = await getSupabase();
      const { error } = await supabase
        .from('job_applications')
        .update({ status })
        .eq('id', id)
        .select('id')
        .single();
      if (error) throw error;
    },
    onError: (error) => notifyError('Fel vid uppdatering av ansökan', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] }),
  });
}
