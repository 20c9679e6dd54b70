// Job applications with their job's title, a page at a time or all of them for the CSV export,
// and changing an application's status.

import { APPLICATION_STATUS_LABELS } from '@shared/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

type Supabase = Awaited<ReturnType<typeof getSupabase>>;

import { notifyError, notifySuccess } from '../notify';
import { type ListSource, listReader } from '../table/serverList';

export type ApplicationStatus = Database['public']['Enums']['application_status'];

export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> =
  APPLICATION_STATUS_LABELS;

const COLUMNS =
  'id, job_id, applicant_name, applicant_email, applicant_phone, cover_letter, status, created_at, jobs(title)';

const selectApplications = (supabase: Supabase, count?: 'estimated') =>
  supabase.from('job_applications').select(COLUMNS, { count });

export type ApplicationRow = NonNullable<
  Awaited<ReturnType<typeof selectApplications>>['data']
>[number];

const applications = listReader<ApplicationRow>(selectApplications, {
  text: ['applicant_name', 'applicant_email', 'applicant_phone', 'cover_letter'],
  labels: { status: APPLICATION_STATUS_LABEL },
});

export const applicationsSource: ListSource<ApplicationRow> = {
  queryKey: ['admin', 'applications'],
  page: applications.page,
  rowKey: (row) => row.id,
};

/** Every application the filter matches, in the list's order (the CSV export). */
export const fetchAllApplications = applications.every;

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
    onSuccess: (_, { status }) =>
      notifySuccess('Ansökan uppdaterad!', `Ny status: ${APPLICATION_STATUS_LABEL[status]}`),
    onError: (error) => notifyError('Fel vid uppdatering av ansökan', error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] }),
  });
}
