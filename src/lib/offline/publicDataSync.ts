// Published jobs and banners, local-first: pages read them from Dexie (instantly, also offline) and
// this module keeps Dexie in step with Supabase when online: a delta by updated_at, then removal of
// whatever is no longer public (unpublished, deleted or expired).

import { whenIdle } from '../whenIdle';
import { type BannerRecord, db, type JobRecord, type SyncState } from './db';
import { markLocalCopy } from './localCopy';
import { firstVisitWritten } from './publicData';
import { notifyPublicDataChanged } from './publicDataEvents';
import {
  type Fetched,
  fetchBanners,
  fetchJobs,
  fetchPublishedJob,
  isVisibleJob,
} from './publicDataFetch';
import { newestBanners, publishedJobs } from './publicOrder';

type SyncedTable = SyncState['table'];

interface ServerAnswer {
  jobs: Fetched<JobRecord>;
  banners: Fetched<BannerRecord>;
}

interface Refresh {
  /** The network answer, before anything is written to Dexie. */
  answer: Promise<ServerAnswer>;
  /** Settles once Dexie holds the answer; false when the network or server failed. */
  stored: Promise<boolean>;
  /** Tables whose whole answer a page already shows (first visit): no re-read needed for them. */
  shown: Set<SyncedTable>;
}

let inFlight: Refresh | null = null;
/** When this page last brought the copy up to date (a first visit's answer, a refresh); 0: never. */
let refreshedAt = 0;
/**
 * A page's reads refresh the copy in the background at most this often: a refresh that changed
 * something makes the pages read again, and that re-read must not start another download.
 */
const REFRESH_INTERVAL_MS = 60_000;

/** The background refresh of a page's read, unless this page refreshed moments ago. */
function refreshIfDue(): void {
  if (Date.now() - refreshedAt >= REFRESH_INTERVAL_MS) void refreshPublicData();
}

function startRefresh(): Refresh {
  if (inFlight) return inFlight;
  const shown = new Set<SyncedTable>();
  // After a first visit's rows are stored: then the cursors ask only for what changed since.
  const answer = firstVisitWritten()
    .then(() =>
      Promise.all([cursorOf('jobs').then(fetchJobs), cursorOf('banners').then(fetchBanners)]),
    )
    .then(([jobs, banners]) => ({
      jobs,
      banners,
    }));
  const stored = answer
    .then(async ({ jobs, banners }) => {
      const [jobsChanged, bannersChanged] = await Promise.all([
        storeJobs(jobs),
        storeBanners(banners),
      ]);
      markLocalCopy();
      refreshedAt = Date.now();
      const stale =
        (jobsChanged && !shown.has('jobs')) || (bannersChanged && !shown.has('banners'));
      if (stale) notifyPublicDataChanged();
      return true;
    })
    .catch((error: unknown) => {
      console.warn('Kunde inte uppdatera jobb och annonser', error);
      return false;
    })
    .finally(() => {
      inFlight = null;
    });
  inFlight = { answer, stored, shown };
  return inFlight;
}

/**
 * Brings local jobs and banners up to date; false when the network or server failed. With
 * `unlessDoneInThisPage` it does nothing when this page load has already done so (a first visit's
 * whole answer, seconds old, needs no second download at start-up).
 */
export async function refreshPublicData({ unlessDoneInThisPage = false } = {}): Promise<boolean> {
  // Offline (a false navigator.onLine is reliable) every request would fail, each one an error in
  // the console; the `online` event refreshes instead (sync.ts).
  if (!isOnline()) return false;
  if (unlessDoneInThisPage) {
    await firstVisitWritten();
    if (refreshedAt > 0) return true;
  }
  return startRefresh().stored;
}

/** A first visit's whole answer, already on screen (publicData.ts), written to the local copy. */
export async function storeFirstVisit(
  jobs: Fetched<JobRecord>,
  banners: Fetched<BannerRecord>,
): Promise<void> {
  await Promise.all([storeJobs(jobs), storeBanners(banners)]);
  markLocalCopy();
  refreshedAt = Date.now();
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

async function storeJobs({ since, incoming, keep }: Fetched<JobRecord>): Promise<boolean> {
  const known = new Map((await db.jobs.toArray()).map((job) => [job.id, job.updated_at]));
  const updated = incoming.filter((job) => known.get(job.id) !== job.updated_at);
  await putInChunks(updated, (chunk) =>
    db.transaction('rw', db.jobs, db.savedJobs, async () => {
      await db.jobs.bulkPut(chunk);
      // Saved jobs keep their own copy (readable after removal); keep it current while it is public.
      const ids = chunk.map((job) => job.id);
      const saved = new Set(await db.savedJobs.where('jobId').anyOf(ids).primaryKeys());
      await db.savedJobs.bulkUpdate(
        chunk.filter((job) => saved.has(job.id)).map((job) => ({ key: job.id, changes: { job } })),
      );
    }),
  );
  const removed = [...known.keys()].filter((id) => !keep.has(id));
  // The cursor moves last: a refresh cut short leaves it behind, so the next one fetches again.
  await db.transaction('rw', db.jobs, db.syncState, async () => {
    await db.jobs.bulkDelete(removed);
    await db.syncState.put({
      table: 'jobs',
      lastUpdatedAt: newestUpdate(incoming, since),
      lastRefreshedAt: new Date().toISOString(),
    });
  });
  return updated.length > 0 || removed.length > 0;
}

async function storeBanners({ since, incoming, keep }: Fetched<BannerRecord>): Promise<boolean> {
  return db.transaction('rw', db.banners, db.syncState, async () => {
    const known = new Map((await db.banners.toArray()).map((b) => [b.id, b.updated_at]));
    const updated = incoming.filter((b) => known.get(b.id) !== b.updated_at);
    const removed = [...known.keys()].filter((id) => !keep.has(id));
    await db.banners.bulkPut(updated);
    await db.banners.bulkDelete(removed);
    await db.syncState.put({
      table: 'banners',
      lastUpdatedAt: newestUpdate(incoming, since),
      lastRefreshedAt: new Date().toISOString(),
    });
    return updated.length > 0 || removed.length > 0;
  });
}

/** Rows per write: a first visit's ~100 jobs in one go made one long task on a phone. */
const CHUNK_SIZE = 20;

async function putInChunks<Row>(rows: Row[], write: (chunk: Row[]) => Promise<void>) {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await whenIdle();
    await write(rows.slice(start, start + CHUNK_SIZE));
  }
}

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/**
 * Answers from Dexie at once when a local copy exists and refreshes it in the background
 * (stale-while-revalidate; publicDataEvents listeners hear when that changed anything). On the
 * very first visit it answers with the network's rows themselves and Dexie is written afterwards,
 * in chunks at idle time, so the first render does not wait for IndexedDB. Null: read Dexie.
 */
async function firstVisitAnswer<Table extends SyncedTable>(
  table: Table,
): Promise<ServerAnswer[Table] | null> {
  if (!isOnline()) return null;
  if (await db.syncState.get(table)) {
    markLocalCopy(); // A copy from before the marker existed.
    refreshIfDue();
    return null;
  }
  try {
    const refresh = startRefresh();
    const fetched = (await refresh.answer)[table];
    // Full rows only when that refresh started without a cursor; a delta is no whole answer.
    if (fetched.since !== null) return null;
    refresh.shown.add(table);
    return fetched;
  } catch {
    return null; // Already reported by the refresh; the (empty) local copy answers.
  }
}

/** Published, unexpired jobs, newest first (spec §7). */
export async function loadPublishedJobs(): Promise<JobRecord[]> {
  const answer = await firstVisitAnswer('jobs');
  return publishedJobs(answer ? answer.incoming : await db.jobs.toArray());
}

/**
 * One published job, or null when it is not (or no longer) public. From the local copy when it
 * holds the job (refreshed in the background); otherwise, online, that one row from Supabase: a
 * first visit or a link to an ad published since the last refresh need not wait for every job.
 */
export async function loadPublishedJob(id: string): Promise<JobRecord | null> {
  const [local, synced] = await Promise.all([db.jobs.get(id), db.syncState.get('jobs')]);
  // A first visit leaves the whole refresh to BackgroundSync, after this page has loaded.
  if (synced && isOnline()) refreshIfDue();
  const job = local ?? (isOnline() ? await fetchPublishedJob(id) : undefined);
  return job && isVisibleJob(job) ? job : null;
}

/** Published banners, newest first, at most `limit` (the job list shows 5). */
export async function loadPublishedBanners(limit = 5): Promise<BannerRecord[]> {
  const answer = await firstVisitAnswer('banners');
  return newestBanners(answer ? answer.incoming : await db.banners.toArray(), limit);
}
