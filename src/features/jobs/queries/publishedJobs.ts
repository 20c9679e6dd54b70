// Public jobs (spec §7): published and not expired, newest first. Read from the local copy in
// IndexedDB (src/lib/offline/publicData.ts), which is refreshed from Supabase when online, so the list
// shows at once on a repeat visit and works offline.
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { waitBriefly } from '@/lib/loaderWait';
import { publishedJobsQueryOptions } from '@/lib/publishedJobs';

export function usePublishedJobs() {
  return useQuery(publishedJobsQueryOptions());
}

/**
 * The /jobs loader: starts reading the list and waits for it briefly (waitBriefly), so that the
 * hydrated page shows the cards at once: the local copy answers in milliseconds, a first visit's
 * rows were requested by the page's inline script.
 */
export async function loadPublishedJobs(queryClient: QueryClient): Promise<void> {
  await waitBriefly(queryClient.prefetchQuery(publishedJobsQueryOptions()));
}
