// Published jobs and banners, local-first: pages read them from Dexie (instantly, also offline) and
// this module keeps Dexie in step with Supabase when online: a delta by updated_at, then removal of
// whatever is no longer public (unpublished, deleted or expired).
import { type BannerRecord, db, type JobRecord, type SyncState } from './db';
import { getSupabase } from './supabase';

type SyncedTable = SyncState['table'];

const listeners = new Set<() => void>();

/** Called after a refresh changed the local jobs or banners (e.g. to invalidate queries). */
export function onPublicDataChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let inFlight: Promise<boolean> | null = null;

/** Brings local jobs and banners up to date; false when the network or server failed. */
export function refreshPublicData(): Promise<boolean> {
  inFlight ??= (async () => {
    try {
      const changed = await Promise.all([refreshJobs(), refreshBanners()]);
      if (changed.some(Boolean)) for (const listener of listeners) listener();
      return true;
    } catch (error) {
      console.warn('Kunde inte uppdatera jobb och annonser', error);
      return false;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

function isVisibleJob(job: Pick<JobRecord, 'expires_at'>, now = Date.now()): boolean {
  return job.expires_at === null || Date.parse(job.expires_at) > now;
}

function newestFirst(a: { published_at: string | null }, b: { published_at: string | null }) {
  return (b.published_at ?? '').localeCompare(a.published_at ?? '');
}

async function cursorOf(table: SyncedTable): Promise<string | null> {
  return (await db.syncState.get(table))?.lastUpdatedAt ?? null;
}

function newestUpdate(rows: { updated_at: string }[], previous: string | null): string | null {
  return rows.reduce<string | null>(
    (newest, row) => (newest === null || row.updated_at > newest ? row.updated_at : newest),
    previous,
  );
}

async function refreshJobs(): Promise<boolean> {
  const [since, supabase] = await Promise.all([cursorOf('jobs'), getSupabase()]);
  // gte, not gt: rows sharing the cursor's timestamp may have arrived after the last refresh.
  const changedQuery = supabase.from('jobs').select('*').eq('status', 'published');
  const [changed, visible] = await Promise.all([
    since ? changedQuery.gte('updated_at', since) : changedQuery,
    supabase.from('jobs').select('id, expires_at').eq('status', 'published'),
  ]);
  if (changed.error) throw changed.error;
  if (visible.error) throw visible.error;
  // An admin's session can read drafts and expired jobs too, hence the explicit conditions.
  const keep = new Set(visible.data.filter((job) => isVisibleJob(job)).map((job) => job.id));
  const incoming = changed.data.filter((job) => keep.has(job.id));

  return db.transaction('rw', db.jobs, db.savedJobs, db.syncState, async () => {
    const known = new Map((await db.jobs.toArray()).map((job) => [job.id, job.updated_at]));
    const updated = incoming.filter((job) => known.get(job.id) !== job.updated_at);
    const removed = [...known.keys()].filter((id) => !keep.has(id));
    await db.jobs.bulkPut(updated);
    await db.jobs.bulkDelete(removed);
    // Saved jobs keep their own copy (readable after removal); keep it current while it is public.
    // One bulk write for the saved ones only: a first visit writes ~100 jobs and must stay cheap.
    const saved = new Set(await db.savedJobs.toCollection().primaryKeys());
    await db.savedJobs.bulkUpdate(
      updated.filter((job) => saved.has(job.id)).map((job) => ({ key: job.id, changes: { job } })),
    );
    await db.syncState.put({
      table: 'jobs',
      lastUpdatedAt: newestUpdate(incoming, since),
      lastRefreshedAt: new Date().toISOString(),
    });
    return updated.length > 0 || removed.length > 0;
  });
}

async function refreshBanners(): Promise<boolean> {
  const [since, supabase] = await Promise.all([cursorOf('banners'), getSupabase()]);
  const changedQuery = supabase.from('banners').select('*').eq('status', 'published');
  const [changed, visible] = await Promise.all([
    since ? changedQuery.gte('updated_at', since) : changedQuery,
    supabase.from('banners').select('id').eq('status', 'published'),
  ]);
  if (changed.error) throw changed.error;
  if (visible.error) throw visible.error;
  const keep = new Set(visible.data.map((banner) => banner.id));

  return db.transaction('rw', db.banners, db.syncState, async () => {
    const known = new Map((await db.banners.toArray()).map((b) => [b.id, b.updated_at]));
    const updated = changed.data.filter((b) => keep.has(b.id) && known.get(b.id) !== b.updated_at);
    const removed = [...known.keys()].filter((id) => !keep.has(id));
    await db.banners.bulkPut(updated);
    await db.banners.bulkDelete(removed);
    await db.syncState.put({
      table: 'banners',
      lastUpdatedAt: newestUpdate(changed.data, since),
      lastRefreshedAt: new Date().toISOString(),
    });
    return updated.length > 0 || removed.length > 0;
  });
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/**
 * Waits for the network only on the very first visit (nothing local yet); otherwise answers from
 * Dexie at once and refreshes in the background (stale-while-revalidate): onPublicDataChanged
 * listeners hear when the refresh changed anything.
 */
async function ensureLocalCopy(table: SyncedTable): Promise<void> {
  if (!isOnline()) return;
  if (await db.syncState.get(table)) void refreshPublicData();
  else await refreshPublicData();
}

/** Published, unexpired jobs, newest first (spec §7), from the local copy. */
export async function loadPublishedJobs(): Promise<JobRecord[]> {
  await ensureLocalCopy('jobs');
  const now = Date.now();
  return (await db.jobs.toArray()).filter((job) => isVisibleJob(job, now)).sort(newestFirst);
}

/** One published job, or null when it is not (or no longer) public. */
export async function loadPublishedJob(id: string): Promise<JobRecord | null> {
  await ensureLocalCopy('jobs');
  let job = await db.jobs.get(id);
  // A link to an ad published since the last refresh: look once more before saying "not found".
  if (!job && isOnline() && (await refreshPublicData())) job = await db.jobs.get(id);
  return job && isVisibleJob(job) ? job : null;
}

/** Published banners, newest first, at most `limit` (the job list shows 5). */
export async function loadPublishedBanners(limit = 5): Promise<BannerRecord[]> {
  await ensureLocalCopy('banners');
  return (await db.banners.toArray()).sort(newestFirst).slice(0, limit);
}
