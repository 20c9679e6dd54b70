// The provider's public identity (name, contact e-mail) from the one-row settings table: the one
// query for it. Routes read it and hand the values to the footer, the contact and legal pages.
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { Provider } from '@/content/legal/types';
import { getSupabase } from '@/lib/supabase';

export async function fetchProvider(): Promise<Provider> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('settings')
    .select('provider_name, contact_email')
    .limit(1)
    .single()
    // TanStack Query retries already; stacked retries would keep the page blank for many seconds.
    .retry(false);
  if (error) throw error;
  return { name: data.provider_name, contactEmail: data.contact_email };
}

export const providerQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'provider'],
    queryFn: fetchProvider,
    staleTime: 1000 * 60 * 10,
  });

/** For a route whose loader has fetched the provider (`ensureQueryData`). */
export function useProvider(): Provider {
  return useSuspenseQuery(providerQueryOptions()).data;
}

/** For places that render without it meanwhile (footer, apply card): undefined until loaded. */
export function useOptionalProvider(): Provider | undefined {
  return useQuery(providerQueryOptions()).data;
}
