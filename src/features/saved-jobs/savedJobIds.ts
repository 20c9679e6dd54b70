// Which jobs are saved, for every Spara button, and saving/unsaving. Dexie (savedJobsStore.ts)
// is imported on first use, after the first render: the job list and a job page paint without it.
import { useSyncExternalStore } from 'react';
import type { JobRecord } from '@/lib/offline/db';
import { importAfterDexie } from '@/lib/offline/importAfterDexie';
import { whenLocalData } from '@/lib/offline/localData';

const savedJobsStore = () => importAfterDexie(() => import('./savedJobsStore'));

export async function saveJob(job: JobRecord): Promise<void> {
  await (await savedJobsStore()).saveJob(job);
}

export async function unsaveJob(jobId: string): Promise<void> {
  await (await savedJobsStore()).unsaveJob(jobId);
}

// One live query of the saved ids, shared by every Spara button: a job list shows ~100 of them, and
// a live query per button costs an IndexedDB transaction each on every render of the list.
let savedIds: ReadonlySet<string> = new Set();
const savedIdListeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

function watchSavedIds(): () => void {
  let stopped = false;
  let stop = () => {};
  // A first visit has none saved until it saves one, which opens the local database.
  whenLocalData()
    .then(savedJobsStore)
    .then(({ watchSavedJobIds }) => {
      if (stopped) return;
      stop = watchSavedJobIds((ids) => {
        savedIds = ids;
        for (const notify of savedIdListeners) notify();
      });
    }, console.error);
  return () => {
    stopped = true;
    stop();
  };
}

function subscribeSavedIds(listener: () => void): () => void {
  savedIdListeners.add(listener);
  stopWatching ??= watchSavedIds();
  return () => {
    savedIdListeners.delete(listener);
    if (savedIdListeners.size > 0) return;
    stopWatching?.();
    stopWatching = undefined;
  };
}

/** False until IndexedDB has answered (the server render and the first frames), then live. */
export function useIsJobSaved(jobId: string): boolean {
  return useSyncExternalStore(
    subscribeSavedIds,
    () => savedIds.has(jobId),
    () => false,
  );
}
