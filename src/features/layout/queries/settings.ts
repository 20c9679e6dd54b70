// The provider's public settings (name, contact e-mail): one row in the settings table.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

export type PublicSettings = { provider_name: string; contact_email: string };

export async function fetchPublicSettings(): Promise<PublicSettings | null> {
  const { data, error } = await supabase
    .from('settings')
    .select('provider_name, contact_email')
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const publicSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'public'],
    queryFn: fetchPublicSettings,
    staleTime: 1000 * 60 * 10,
  });

export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions());
}
