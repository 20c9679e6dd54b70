// Published jobs and banners, local-first: pages read them from Dexie (instantly, also offline) and
// this module keeps Dexie in step with Supabase when online: a delta by updated_at, then removal of
// whatever is no longer public (unpublished, deleted or expired).

import { type BannerRecord, db, type JobRecord, type SyncState } from './db';
import { markLocalCopy } from './localCopy';
import { firstVisitWritten } from './publicData';
import { notifyPublicDataChanged } from './publicDataEvents';
import { fetchPublishedJob, isVisibleJob } from './publicDataFetch';
import { fetchSinceCursors, type PublicDataRows, storePublicData } from './publicDataStore';
import { newestBanners, publishedJobs } from './publicOrder';

type SyncedTable = SyncState['table'];

interface Refresh {
  /** The network answer, before anything is written to Dexie. */
  answer: Promise<PublicDataRows>;
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
  const answer = firstVisitWritten().then(fetchSinceCursors);
  const stored = answer
    .then(async (rows) => {
      const [jobsChanged, bannersChanged] = await storePublicData(rows);
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

/**
 * A first visit's local copy, written by the page where no service worker did (publicData.ts):
 * its whole answer, already on screen, or else one downloaded now.
 */
export async function storeFirstVisit(rows?: PublicDataRows): Promise<void> {
  await storePublicData(rows);
  markLocalCopy();
  refreshedAt = Date.now();
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
): Promise<PublicDataRows[Table] | null> {
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
