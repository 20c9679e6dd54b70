// Saved jobs for the components: live views of the device's saved jobs (src/lib/offline/savedJobs.ts).
import { useSyncExternalStore } from 'react';
import type { SavedJob } from '@/lib/offline/db';
import {
  isJobInLocalCopy,
  listSavedJobs,
  saveJob,
  unsaveJob,
  watchSavedJobIds,
} from '@/lib/offline/savedJobs';
import { useLocalQuery } from '@/lib/offline/useLocalQuery';

export { saveJob, unsaveJob };

/** Saved jobs, most recently saved first; `undefined` while IndexedDB is being read. */
export function useSavedJobs(): SavedJob[] | undefined {
  return useLocalQuery(listSavedJobs, []);
}

// One live query of the saved ids, shared by every Spara button: a job list shows ~100 of them, and
// a live query per button costs an IndexedDB transaction each on every render of the list.
let savedIds: ReadonlySet<string> = new Set();
const savedIdListeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

function subscribeSavedIds(listener: () => void): () => void {
  savedIdListeners.add(listener);
  stopWatching ??= watchSavedJobIds((ids) => {
    savedIds = ids;
    for (const notify of savedIdListeners) notify();
  });
  return () => {
    savedIdListeners.delete(listener);
    if (savedIdListeners.size > 0) return;
    stopWatching?.();
    stopWatching = undefined;
  };
}

export function useIsJobSaved(jobId: string): boolean {
  return useSyncExternalStore(subscribeSavedIds, () => savedIds.has(jobId));
}

/** Whether a saved job is still a live ad (it may have been removed since it was saved). */
export function useIsJobStillPublished(jobId: string): boolean | undefined {
  return useLocalQuery(() => isJobInLocalCopy(jobId), [jobId]);
}
