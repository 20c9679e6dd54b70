// The Sparade jobb page's live views of the device's saved jobs (src/lib/offline/savedJobs.ts).
import type { SavedJob } from '@/lib/offline/db';
import { isJobInLocalCopy, listSavedJobs } from '@/lib/offline/savedJobs';
import { useLocalQuery } from '@/lib/offline/useLocalQuery';

/** Saved jobs, most recently saved first; `undefined` while IndexedDB is being read. */
export function useSavedJobs(): SavedJob[] | undefined {
  return useLocalQuery(listSavedJobs, []);
}

/** Whether a saved job is still a live ad (it may have been removed since it was saved). */
export function useIsJobStillPublished(jobId: string): boolean | undefined {
  return useLocalQuery(() => isJobInLocalCopy(jobId), [jobId]);
}
