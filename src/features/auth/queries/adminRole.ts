// Admin check of spec §7: the visitor is an admin when user_roles holds (user_id, 'admin').
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from '@/lib/supabase';

export async function fetchIsAdmin(userId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('user_roles')
    .select('role')
    .eq('user_id', userId)
    .eq('role', 'admin');
  if (error) throw error;
  return data.length > 0;
}

export const adminRoleQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['visitor', 'isAdmin', userId ?? 'anonymous'],
    queryFn: () => (userId ? fetchIsAdmin(userId) : Promise.resolve(false)),
    staleTime: 0,
  });

export function useIsAdmin(userId: string | undefined) {
  return useQuery({ ...adminRoleQueryOptions(userId), enabled: Boolean(userId) });
}
