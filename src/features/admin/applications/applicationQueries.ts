// Every job application with its job's title, and changing an application's status.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import { notifyError, notifySuccess } from '../notify';
import { ADMIN_QUERY_DEFAULTS } from '../queryDefaults';

export type ApplicationStatus = Database['public']['Enums']['application_status'];

export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = {
  pending: 'Inkommen',
  reviewed: 'Granskad',
  accepted: 'Antagen',
  rejected: 'Avböjd',
};

export async function fetchApplications() {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('job_applications')
    .select(
      'id, job_id, applicant_name, applicant_email, applicant_phone, cover_letter, status, created_at, jobs(title)',
    )
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data;
}

export type ApplicationRow = Awaited<ReturnType<typeof fetchApplications>>[number];

export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'applications'],
    queryFn: fetchApplications,
    ...ADMIN_QUERY_DEFAULTS,
  });

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
