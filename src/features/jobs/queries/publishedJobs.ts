// Public jobs (spec §7): published and not expired, newest first. Read from the local copy in
// IndexedDB (src/lib/offline/publicData.ts), which is refreshed from Supabase when online, so the list
// shows at once on a repeat visit and works offline.
import { queryOptions, useQuery } from '@tanstack/react-query';
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
