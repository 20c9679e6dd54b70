// The provider's public identity (name, contact e-mail) from the one-row settings table: the one
// query for it. Routes read it and hand the values to the footer, the contact and legal pages.
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { DEFAULT_PROVIDER } from '@/content/legal/defaultProvider';
import type { Provider } from '@/content/legal/types';
import { publicReads } from '@/lib/publicReads';

/** Public settings: read as anon without supabase-js (src/lib/publicReads.ts), every page shows them. */
export async function fetchProvider(): Promise<Provider> {
  // One request: TanStack Query retries already; stacked retries would keep the page blank longer.
  const { data, error } = await publicReads
    .from('settings')
    .select('provider_name, contact_email')
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  if (!data) throw new Error('Inställningarna saknas');
  return { name: data.provider_name, contactEmail: data.contact_email };
}

export const providerQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'provider'],
    queryFn: fetchProvider,
    staleTime: 1000 * 60 * 10,
  });

// A component's first render shows the default values (the migration's, DEFAULT_PROVIDER), as the
// build rendered every page: hydration then adopts the prerendered markup whatever the cache
// holds, and the live values follow in a background render (useDeferredValue's initial value).

/** For a route whose loader has fetched the provider (`ensureQueryData`). */
export function useProvider(): Provider {
  return useDeferredValue(useSuspenseQuery(providerQueryOptions()).data, DEFAULT_PROVIDER);
}

/** For places that render without the live values meanwhile (footer, apply card). */
export function useOptionalProvider(): Provider | undefined {
  return useDeferredValue(useQuery(providerQueryOptions()).data, DEFAULT_PROVIDER);
}
