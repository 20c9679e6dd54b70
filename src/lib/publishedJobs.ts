// The published jobs as the local copy in IndexedDB holds them (src/lib/offline/publicData.ts),
// one query shared by the job list and the Bevakningar's counts of new jobs.
import { queryOptions } from '@tanstack/react-query';
import type { JobRecord } from './offline/db';

export async function fetchPublishedJobs(): Promise<JobRecord[]> {
  // Imported on first use: Dexie is then not part of the first load of pages without jobs.
  const { loadPublishedJobs } = await import('./offline/publicData');
  return loadPublishedJobs();
}

export const publishedJobsQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs', 'published'],
    queryFn: fetchPublishedJobs,
    // The query reads IndexedDB, which works offline: never pause it for the network.
    networkMode: 'always',
  });
