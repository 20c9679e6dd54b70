// One public job by id; null when it does not exist, is a draft or has expired.
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { supabase } from '@/lib/supabase';
import type { Job } from '../jobTypes';

const isUuid = (value: string) => v.is(v.pipe(v.string(), v.uuid()), value);

export async function fetchJob(id: string): Promise<Job | null> {
  // A malformed id can name no job; asking the server would only produce a 400.
  if (!isUuid(id)) return null;
  const { data, error } = await supabase
    .from('jobs')
    .select('*')
    .eq('id', id)
    .eq('status', 'published')
    .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const jobQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['jobs', 'detail', id], queryFn: () => fetchJob(id) });

export function useJob(id: string) {
  return useSuspenseQuery(jobQueryOptions(id));
}
