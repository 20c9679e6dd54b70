// Saved jobs live only on this device (Dexie), so saving, unsaving and reading work offline.
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type JobRecord, type SavedJob } from '@/lib/db';

export async function saveJob(job: JobRecord): Promise<void> {
  await db.savedJobs.put({ jobId: job.id, savedAt: new Date().toISOString(), job });
}

export async function unsaveJob(jobId: string): Promise<void> {
  await db.savedJobs.delete(jobId);
}

/** Saved jobs, most recently saved first; `undefined` while IndexedDB is being read. */
export function useSavedJobs(): SavedJob[] | undefined {
  return useLiveQuery(() => db.savedJobs.orderBy('savedAt').reverse().toArray(), []);
}

export function useIsJobSaved(jobId: string): boolean {
  return useLiveQuery(async () => (await db.savedJobs.get(jobId)) !== undefined, [jobId], false);
}

/** Whether a saved job is still a live ad (it may have been removed since it was saved). */
export function useIsJobStillPublished(jobId: string): boolean | undefined {
  return useLiveQuery(async () => (await db.jobs.get(jobId)) !== undefined, [jobId]);
}
