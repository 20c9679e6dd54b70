// The home page's newest jobs: a few, read on their own (publicData.loadNewestJobs), so
// the home page never downloads the whole list for them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from '../jobTypes';

/** How many the home page shows: its first screen holds three rows on a phone. */
export const NEWEST_JOBS_SHOWN = 3;

export const newestJobsQueryOptions = () =>
  queryOptions({
    // Under ['jobs']: a refreshed local copy re-reads every job query (BackgroundSync).
    queryKey: ['jobs', 'newest', NEWEST_JOBS_SHOWN],
    queryFn: async (): Promise<Job[]> => {
      const { loadNewestJobs } = await import('@/lib/offline/publicData');
      return loadNewestJobs(NEWEST_JOBS_SHOWN);
    },
    // Offline it answers from the local copy: never pause it for the network.
    networkMode: 'always',
  });

export function useNewestJobs() {
  return useQuery(newestJobsQueryOptions());
}
