// Public jobs (spec §7): published and not expired, newest first. Read from the local copy in
// IndexedDB (src/lib/offline/publicData.ts), which is refreshed from Supabase when online, so the list
// shows at once on a repeat visit and works offline.
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { hasLocalCopy } from '@/lib/offline/localCopy';
import type { Job } from '../jobTypes';

export async function fetchPublishedJobs(): Promise<Job[]> {
  // Imported on first use: Dexie is then not part of the first load of pages without jobs.
  const { loadPublishedJobs } = await import('@/lib/offline/publicData');
  return loadPublishedJobs();
}

export const publishedJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs', 'published'],
    queryFn: fetchPublishedJobs,
    // The query reads IndexedDB, which works offline: never pause it for the network.
    networkMode: 'always',
  });

export function usePublishedJobs() {
  return useQuery(publishedJobsQueryOptions());
}

/**
 * The /jobs loader: starts reading the list, and on a return visit waits for it, since the local
 * copy answers in milliseconds: React's first render then shows the job cards, not a loading frame
 * and a second render. A first visit does not wait for the network (the frame is prerendered).
 */
export function loadPublishedJobsIfLocal(queryClient: QueryClient): Promise<void> {
  const jobs = queryClient.prefetchQuery(publishedJobsQueryOptions());
  return hasLocalCopy() ? jobs : Promise.resolve();
}
