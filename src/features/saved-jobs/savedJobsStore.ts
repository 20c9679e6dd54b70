// Saved jobs are read from and written to the device (Dexie) first, so saving, unsaving and
// reading work offline; signed in, they also follow the account (syncWithAccount.ts).
import { liveQuery } from 'dexie';
import { db, type JobRecord, type SavedJob } from '@/lib/offline/db';
import { currentUserId, removeForAccount, saveForAccount } from './syncWithAccount';

export async function saveJob(job: JobRecord): Promise<void> {
  const userId = await currentUserId();
  const owner = userId ? { ownerId: userId, unsynced: true } : {};
  await db.savedJobs.put({ jobId: job.id, savedAt: new Date().toISOString(), job, ...owner });
  if (userId) await saveForAccount(userId);
}

export async function unsaveJob(jobId: string): Promise<void> {
  const saved = await db.savedJobs.get(jobId);
  await db.savedJobs.delete(jobId);
  if (saved?.ownerId) await removeForAccount(saved.ownerId, jobId);
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
