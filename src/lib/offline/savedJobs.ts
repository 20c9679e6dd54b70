// Saved jobs live only on this device (Dexie), so saving, unsaving and reading work offline.
import { liveQuery } from 'dexie';
import { db, type JobRecord, type SavedJob } from './db';

export async function saveJob(job: JobRecord): Promise<void> {
  await db.savedJobs.put({ jobId: job.id, savedAt: new Date().toISOString(), job });
}

export async function unsaveJob(jobId: string): Promise<void> {
  await db.savedJobs.delete(jobId);
}

/** Saved jobs, most recently saved first. */
export function listSavedJobs(): Promise<SavedJob[]> {
  return db.savedJobs.orderBy('savedAt').reverse().toArray();
}

/** Whether the local copy of public jobs still holds the job (it may have been removed since). */
export async function isJobInLocalCopy(jobId: string): Promise<boolean> {
  return (await db.jobs.get(jobId)) !== undefined;
}

/** Reports the saved job ids now and after every change; returns a function that stops watching. */
export function watchSavedJobIds(onIds: (ids: ReadonlySet<string>) => void): () => void {
  const subscription = liveQuery(() => db.savedJobs.toCollection().primaryKeys()).subscribe({
    next: (ids) => onIds(new Set(ids)),
    error: (error: unknown) => console.error('Kunde inte läsa sparade jobb', error),
  });
  return () => subscription.unsubscribe();
}
