// The signed-in job seeker's profile row (spec §7: job_seeker_profiles for one user_id).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';

export type Profile = Database['public']['Tables']['job_seeker_profiles']['Row'];

/** null when the user has no profile row yet. */
export async function fetchProfile(userId: string): Promise<Profile | null> {
  const { data, error } = await supabase
    .from('job_seeker_profiles')
    .select('*')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw error;
  return data;
}

// The user id in the key lets sign-out drop the cached profile (see features/auth/authSession).
export const profileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['profile', userId],
    queryFn: () => fetchProfile(userId),
    // A restored cache may predate the last save (the persister writes with a delay): recheck.
    staleTime: 0,
  });

export function useProfile(userId: string | undefined) {
  return useQuery({
    ...profileQueryOptions(userId ?? ''),
    enabled: Boolean(userId),
  });
}
