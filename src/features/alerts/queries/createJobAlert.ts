// Saves the current /jobs filters as a new Bevakning.

import type { JobAlertInput } from '@shared/schemas';
import type { JobSearch } from '@shared/search';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Json } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';
import { JOB_ALERT_COLUMNS, type JobAlert } from './jobAlerts';

type CreateInput = JobAlertInput & { userId: string; search: JobSearch };

export async function createJobAlert({ userId, name, frequency, search }: CreateInput) {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('job_alerts')
    .insert({ user_id: userId, name, frequency, search: search as Json })
    .select(JOB_ALERT_COLUMNS)
    .single();
  if (error) throw error;
  return data as JobAlert;
}

export function useCreateJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJobAlert,
    onSuccess: (_alert, { userId }) =>
      queryClient.invalidateQueries({ queryKey: ['jobAlerts', userId] }),
  });
}
