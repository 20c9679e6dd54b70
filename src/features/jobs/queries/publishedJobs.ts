// Public jobs (spec §7): published and not expired, newest first. RLS enforces the same rule;
// the filters here keep the query honest for an admin session, which may read every row.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Job } from '../jobTypes';

export async function fetchPublishedJobs(): Promise<Job[]> {
  const { data, error } = await supabase
    .from('jobs')
    .select('*')
    .eq('status', 'published')
    .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`)
    .order('published_at', { ascending: false });
  if (error) throw error;
  return data;
}

export const publishedJobsQueryOptions = () =>
  queryOptions({ queryKey: ['jobs', 'published'], queryFn: fetchPublishedJobs });

export function usePublishedJobs() {
  return useQuery(publishedJobsQueryOptions());
}
