// The Sparade jobb page's live views of the device's saved jobs (savedJobsStore.ts).
import type { SavedJob } from '@/lib/offline/db';
import { useLocalQuery } from '@/lib/offline/useLocalQuery';
import { isJobInLocalCopy, listSavedJobs } from './savedJobsStore';

/** Saved jobs, most recently saved first; `undefined` while IndexedDB is being read. */
export function useSavedJobs(): SavedJob[] | undefined {
  return useLocalQuery(listSavedJobs, []);
}

/** Whether a saved job is still a live ad (it may have been removed since it was saved). */
export function useIsJobStillPublished(jobId: string): boolean | undefined {
  return useLocalQuery(() => isJobInLocalCopy(jobId), [jobId]);
}
