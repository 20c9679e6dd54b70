// Saved jobs are read from and written to the device (Dexie) first, so saving, unsaving and
// reading work offline; signed in, they also follow the account (savedJobsSync.ts).
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { db, type JobRecord, type SavedJob } from '@/lib/db';
import { currentUserId, rememberRemoval, saveForAccount } from './savedJobsSync';

export async function saveJob(job: JobRecord): Promise<void> {
  const userId = await currentUserId();
  const owner = userId ? { ownerId: userId, unsynced: true } : {};
  await db.savedJobs.put({ jobId: job.id, savedAt: new Date().toISOString(), job, ...owner });
  if (userId) await saveForAccount(userId);
}

export async function unsaveJob(jobId: string): Promise<void> {
  const saved = await db.savedJobs.get(jobId);
  await db.savedJobs.delete(jobId);
  if (!saved?.ownerId) return;
  rememberRemoval(saved.ownerId, jobId);
  await saveForAccount(saved.ownerId);
}

/** Saved jobs, most recently saved first; `undefined` while IndexedDB is being read. */
export function useSavedJobs(): SavedJob[] | undefined {
  return useLiveQuery(() => db.savedJobs.orderBy('savedAt').reverse().toArray(), []);
}

// One live query of the saved ids, shared by every Spara button: a job list shows ~100 of them, and
// a live query per button costs an IndexedDB transaction each on every render of the list.
let savedIds: ReadonlySet<string> = new Set();
const savedIdListeners = new Set<() => void>();
let savedIdSubscription: { unsubscribe(): void } | undefined;

function subscribeSavedIds(listener: () => void): () => void {
  savedIdListeners.add(listener);
  savedIdSubscription ??= liveQuery(() => db.savedJobs.toCollection().primaryKeys()).subscribe({
    next: (ids) => {
      savedIds = new Set(ids);
      for (const notify of savedIdListeners) notify();
    },
    error: (error: unknown) => console.error('Kunde inte läsa sparade jobb', error),
  });
  return () => {
    savedIdListeners.delete(listener);
    if (savedIdListeners.size > 0) return;
    savedIdSubscription?.unsubscribe();
    savedIdSubscription = undefined;
  };
}

export function useIsJobSaved(jobId: string): boolean {
  return useSyncExternalStore(subscribeSavedIds, () => savedIds.has(jobId));
}

/** Whether a saved job is still a live ad (it may have been removed since it was saved). */
export function useIsJobStillPublished(jobId: string): boolean | undefined {
  return useLiveQuery(async () => (await db.jobs.get(jobId)) !== undefined, [jobId]);
}
