// Saved jobs follow the account (public.saved_jobs, own rows only). Signed in, the device's list
// is merged with the account's: the anonymous list and anything saved offline go up, the
// account's list comes down. Signing out removes the account's list from the device, so the next
// user of a shared computer does not see it; signed out, the device keeps an anonymous list.

import { hasStoredSession } from '@/lib/offline/authSession';
import { db, type JobRecord, type SavedJob } from '@/lib/offline/db';
import { fetchPublishedJob } from '@/lib/offline/publicDataFetch';
import { getSupabase, onAuthChange } from '@/lib/supabase';

/** Unsaves made while the server could not be reached, per account, sent at the next sync. */
const removalsKey = (userId: string) => `lakarjobb-saved-jobs-removals:${userId}`;

function pendingRemovals(userId: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(removalsKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id) => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function setPendingRemovals(userId: string, ids: string[]): void {
  if (ids.length === 0) localStorage.removeItem(removalsKey(userId));
  else localStorage.setItem(removalsKey(userId), JSON.stringify([...new Set(ids)]));
}

/** The signed-in user's id, or null (read from the stored session, no request). */
export async function currentUserId(): Promise<string | null> {
  // Nothing stored, nobody signed in: saving a job then does not load supabase-js.
  if (!hasStoredSession()) return null;
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  return data.session?.user.id ?? null;
}

/** Stores the account's unsynced saves and pending removals on the server; false on failure. */
async function push(userId: string): Promise<boolean> {
  const supabase = await getSupabase();
  const removals = pendingRemovals(userId);
  if (removals.length > 0) {
    const { error } = await supabase.from('saved_jobs').delete().in('job_id', removals);
    if (error) return false;
    setPendingRemovals(userId, []);
  }
  const rows = (await db.savedJobs.toArray()).filter(
    (saved) => saved.ownerId === undefined || (saved.ownerId === userId && saved.unsynced),
  );
  for (const saved of rows) {
    const { error } = await supabase.from('saved_jobs').upsert(
      { user_id: userId, job_id: saved.jobId, saved_at: saved.savedAt },
      // Saved on another device already: that row stands (no update privilege needed).
      { ignoreDuplicates: true },
    );
    // 23503: the job no longer exists at all; 42501: it is no longer public (only visible jobs
    // may be saved). The device keeps its copy until the next pull.
    if (error && error.code !== '23503' && error.code !== '42501') return false;
    await db.savedJobs.update(saved.jobId, { ownerId: userId, unsynced: false });
  }
  return true;
}

/** The account's list from the server, with a copy of each job that is still public. */
async function pull(userId: string): Promise<void> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from('saved_jobs').select('job_id, saved_at');
  if (error) throw error;
  const onServer = new Map(data.map((row) => [row.job_id, row.saved_at]));
  const local = await db.savedJobs.toArray();
  const known = new Set(local.map((saved) => saved.jobId));
  // Unsaved on another device since: gone here too.
  const gone = local.filter(
    (saved) => saved.ownerId === userId && !saved.unsynced && !onServer.has(saved.jobId),
  );
  await db.savedJobs.bulkDelete(gone.map((saved) => saved.jobId));
  const added: SavedJob[] = [];
  for (const [jobId, savedAt] of onServer) {
    if (known.has(jobId)) continue;
    const job: JobRecord | undefined =
      (await db.jobs.get(jobId)) ?? (await fetchPublishedJob(jobId));
    if (job) added.push({ jobId, savedAt, job, ownerId: userId });
  }
  await db.savedJobs.bulkPut(added);
}

/** Merges the device's list with the signed-in account's (see the header). */
export async function syncSavedJobs(userId: string): Promise<void> {
  // Rows of another account (its sign-out was never seen here) are not this user's.
  const foreign = (await db.savedJobs.toArray()).filter(
    (saved) => saved.ownerId !== undefined && saved.ownerId !== userId,
  );
  await db.savedJobs.bulkDelete(foreign.map((saved) => saved.jobId));
  if (await push(userId)) await pull(userId);
}

/** Signed out: the device keeps only its anonymous list. */
export async function forgetAccountSavedJobs(): Promise<void> {
  const owned = (await db.savedJobs.toArray()).filter((saved) => saved.ownerId !== undefined);
  await db.savedJobs.bulkDelete(owned.map((saved) => saved.jobId));
}

/** Saving or unsaving while signed in: store it on the server now, or at the next sync. */
export async function saveForAccount(userId: string): Promise<void> {
  await push(userId).catch((error: unknown) => console.warn('Sparade jobb synkas senare', error));
}

/** An unsave of the account's job, sent to the server now or at the next sync. */
export async function removeForAccount(userId: string, jobId: string): Promise<void> {
  setPendingRemovals(userId, [...pendingRemovals(userId), jobId]);
  await saveForAccount(userId);
}

/** Keeps the device's list in step with the session; returns a function that stops it. */
export function startSavedJobsSync(): () => void {
  const syncNow = (userId: string) =>
    void syncSavedJobs(userId).catch((error: unknown) =>
      console.warn('Kunde inte synka sparade jobb', error),
    );
  const onOnline = () => void currentUserId().then((id) => id && syncNow(id));
  window.addEventListener('online', onOnline);
  const stopAuth = onAuthChange((event, session) => {
    // Deferred: calling supabase.auth inside an auth listener can deadlock (supabase-js docs).
    setTimeout(() => {
      if (session && (event === 'SIGNED_IN' || event === 'INITIAL_SESSION')) {
        syncNow(session.user.id);
      } else if (!session) {
        void forgetAccountSavedJobs();
      }
    }, 0);
  });
  return () => {
    window.removeEventListener('online', onOnline);
    stopAuth();
  };
}
