// The signed-in doctor's Bevakningar (RLS: their own rows only), newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { getSupabase } from '@/lib/supabase';

/** Every column the owner may read; the unsubscribe token is the server's alone. */
export const JOB_ALERT_COLUMNS = 'id, name, search, frequency, push, last_sent_at, created_at';

export type JobAlert = Pick<
  Database['public']['Tables']['job_alerts']['Row'],
  'id' | 'name' | 'search' | 'frequency' | 'push' | 'last_sent_at' | 'created_at'
>;

export async function fetchJobAlerts(): Promise<JobAlert[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('job_alerts')
    .select(JOB_ALERT_COLUMNS)
    .order('created_at', { ascending: false })
    .order('id');
  if (error) throw error;
  return data;
}

// The user id in the key keeps one account's alerts from showing for the next after sign-out.
export const jobAlertsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['jobAlerts', userId], queryFn: fetchJobAlerts, staleTime: 0 });

export const useJobAlerts = (userId: string) => useQuery(jobAlertsQueryOptions(userId));
