// The signed-in job seeker's profile row (spec §7: job_seeker_profiles for one user_id).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Database } from '@/lib/database.types';
import { useOnlineStatus } from '@/lib/offline/useOnlineStatus';
import { getSupabase } from '@/lib/supabase';

export type Profile = Database['public']['Tables']['job_seeker_profiles']['Row'];

/** null when the user has no profile row yet. */
export async function fetchProfile(userId: string): Promise<Profile | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('job_seeker_profiles')
    .select('*')
    .eq('user_id', userId)
    .maybeSingle()
    // TanStack Query retries once already; supabase-js's own retries would keep a restored copy
    // "being rechecked" (the apply button loading) for many seconds on a bad connection.
    .retry(false);
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

export type ProfileState =
  | { status: 'loading' }
  | { status: 'error' }
  /** profile is null when the user has no profile row yet. */
  | { status: 'ready'; profile: Profile | null };

/**
 * The profile as the database has it now. A copy restored from the persisted cache may be older
 * than the last save (here or on another device), so it counts as loading until the recheck on
 * mount has answered (or failed); offline the copy is all there is and is used at once.
 */
export function useProfile(userId: string | undefined): ProfileState {
  const online = useOnlineStatus();
  const query = useQuery({
    ...profileQueryOptions(userId ?? ''),
    enabled: Boolean(userId),
  });
  const rechecking = online && query.isFetching && !query.isFetchedAfterMount;
  if (rechecking) return { status: 'loading' };
  if (query.data !== undefined) return { status: 'ready', profile: query.data };
  return query.isError ? { status: 'error' } : { status: 'loading' };
}
