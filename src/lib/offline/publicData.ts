// Published jobs and banners, local-first: what the pages call to read them, and how the local
// copy in IndexedDB (Dexie) is kept in step with Supabase. A return visit answers from the copy
// (instantly, also offline) and refreshes it in the background: a delta by updated_at, then
// removal of whatever is no longer public (unpublished, deleted or expired). A job page's first
// read takes over the early paint's peek at its job (localJobPeek.ts). A first visit, online,
// answers with the network's newest rows (one read) without loading Dexie at all (the early
// paint's reads when it started them, firstVisitReads.ts), and has the service worker write the
// copy at idle, after the page has rendered: from those rows when they are all, else from its own
// reads of the rest (or the page writes it where there is no worker). Dexie and the
// writing side are imported on first use only (importAfterDexie), never by a first visit's reads.
import { whenIdle } from '../whenIdle';
import { askWorkerForLocalCopy } from './askWorkerForLocalCopy';
import type { BannerRecord, JobRecord, SyncState } from './db';
import { takeFirstVisitJob, takeFirstVisitList } from './firstVisitReads';
import { importAfterDexie } from './importAfterDexie';
import { hasLocalCopy, markLocalCopy } from './localCopy';
import { takePeekedJob } from './localJobPeek';
import { notifyPublicDataChanged } from './publicDataEvents';
import {
  type Fetched,
  fetchBanners,
  fetchNewestJobs,
  fetchPublishedJob,
  isVisibleJob,
  type NewestJobs,
} from './publicDataFetch';
import type { PublicDataRows } from './publicDataStore';
import { newestBanners, publishedJobs } from './publicOrder';

const localDatabase = () => importAfterDexie(() => import('./db')).then(({ db }) => db);
const writingSide = () => importAfterDexie(() => import('./publicDataStore'));

type SyncedTable = SyncState['table'];

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

// A first visit: the network's newest rows, the copy written at idle.

let firstVisit: Promise<{ jobs: JobRecord[]; banners: BannerRecord[] }> | null = null;
/** The rows a first visit's page fetched: the newest jobs (all of them, or a first read's). */
let firstVisitRows: Promise<{ jobs: NewestJobs; banners: Fetched<BannerRecord> }> | null = null;
let firstVisitStored: Promise<void> | null = null;

/**
 * The public data from the network on a first visit, online; null on a return visit. Its jobs are
 * one read's (fetchNewestJobs): past that, the local copy's fill reads the rest, and the pages
 * read again from the copy once it is written (notifyPublicDataChanged).
 */
function firstVisitAnswer() {
  if (firstVisit) return firstVisit;
  if (hasLocalCopy() || !isOnline()) return null;
  // Taken over from the page's own early read when it started one (src/firstPaint/earlyPaint.ts).
  const early = takeFirstVisitList();
  const rows = Promise.all([
    early?.jobs ?? fetchNewestJobs(),
    early?.banners ?? fetchBanners(null),
  ]).then(([jobs, banners]) => ({ jobs, banners }));
  firstVisitRows = rows;
  firstVisit = rows.then(({ jobs, banners }) => {
    // A copy already on its way (from a page that read nothing, `/`, see fillLocalCopy) takes
    // these rows along if its worker is not ready yet, instead of downloading them again.
    firstVisitStored ??= whenIdle().then(storeLocalCopy);
    // Stored (and marked): later reads in this session come from the local copy, which holds
    // every job when the page's read did not.
    void firstVisitStored.then(() => {
      firstVisit = null;
      if (!jobs.complete) notifyPublicDataChanged();
    });
    return { jobs: jobs.rows, banners: banners.incoming };
  });
  return firstVisit;
}

/**
 * The rows this page has fetched by now, when they are the whole public data (a failed read, or
 * only the newest jobs, count as none: the copy's writer then downloads it all).
 */
function pageRows(): Promise<PublicDataRows | undefined> {
  const whole = firstVisitRows?.then(({ jobs, banners }): PublicDataRows | undefined =>
    jobs.complete
      ? {
          jobs: { since: null, incoming: jobs.rows, keep: new Set(jobs.rows.map((job) => job.id)) },
          banners,
        }
      : undefined,
  );
  return whole?.catch(() => undefined) ?? Promise.resolve(undefined);
}

/**
 * Writes a first visit's local copy: the worker does, where there is one; else this page. Both
 * write the rows the page fetched, asked for when the writing starts; without any they download.
 */
async function storeLocalCopy(): Promise<void> {
  try {
    if (!(await askWorkerForLocalCopy(pageRows))) {
      await (await writingSide()).storePublicData(await pageRows());
      refreshedAt = Date.now();
    }
    markLocalCopy();
  } catch (error) {
    // Not written: the next page's read tries again.
    firstVisitStored = null;
    console.warn('Kunde inte spara jobb och annonser lokalt', error);
  }
}

/**
 * A first visit's local copy (BackgroundSync, once the page has loaded): the rows this page read
 * are on their way already; a page that read none (`/`) has them downloaded, unless the visitor
 * has opened one that fetched them by the time the worker is ready.
 */
export function fillLocalCopy(): Promise<void> {
  if (!isOnline()) return Promise.resolve();
  firstVisitStored ??= storeLocalCopy();
  return firstVisitStored;
}

/** Settles once a first visit's rows are in the local copy (a refresh then asks only for news). */
function firstVisitWritten(): Promise<void> {
  return firstVisitStored ?? Promise.resolve();
}

// A return visit: the copy, refreshed in the background.

interface Refresh {
  /** The network answer, before anything is written to Dexie. */
  answer: Promise<PublicDataRows>;
  /** Settles once Dexie holds the answer; false when the network or server failed. */
  stored: Promise<boolean>;
  /** Tables whose whole answer a page already shows: no re-read needed for them. */
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
  const writing = firstVisitWritten().then(writingSide);
  const answer = writing.then((store) => store.fetchSinceCursors());
  const stored = Promise.all([writing, answer])
    .then(async ([store, rows]) => {
      const [jobsChanged, bannersChanged] = await store.storePublicData(rows);
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
 * The copy's rows of `table`, refreshed in the background (stale-while-revalidate;
 * publicDataEvents listeners hear when that changed anything). A database never filled (a copy
 * marked by another tab, or lost) answers with a refresh's whole rows instead.
 */
async function localRows<Table extends SyncedTable>(
  table: Table,
): Promise<PublicDataRows[Table]['incoming']> {
  const db = await localDatabase();
  const synced = await db.syncState.get(table);
  if (synced) markLocalCopy(); // A copy from before the marker existed.
  if (!isOnline() || synced) {
    if (isOnline()) refreshIfDue();
    return db[table].toArray() as Promise<PublicDataRows[Table]['incoming']>;
  }
  try {
    const refresh = startRefresh();
    const fetched = (await refresh.answer)[table];
    // Full rows only when that refresh started without a cursor; a delta is no whole answer.
    if (fetched.since === null) {
      refresh.shown.add(table);
      return fetched.incoming;
    }
  } catch {
    // Already reported by the refresh; the (empty) local copy answers.
  }
  return db[table].toArray() as Promise<PublicDataRows[Table]['incoming']>;
}

// What the pages call.

/** Published, unexpired jobs, newest first (spec §7). */
export async function loadPublishedJobs(): Promise<JobRecord[]> {
  const answer = await firstVisitAnswer()?.catch(() => null);
  return publishedJobs(answer ? answer.jobs : await localRows('jobs'));
}

/**
 * The `count` newest public jobs (the home page): online, one small read, fresher than the copy
 * and cheaper than reading all of it; offline, or when that read fails, the local copy's.
 */
export async function loadNewestJobs(count: number): Promise<JobRecord[]> {
  if (isOnline()) {
    try {
      return (await fetchNewestJobs(count)).rows;
    } catch (error) {
      console.warn('Kunde inte hämta de senaste jobben', error);
    }
  }
  return publishedJobs(await localRows('jobs')).slice(0, count);
}

/** Published banners, newest first, at most `limit` (the job list shows 5). */
export async function loadPublishedBanners(limit = 5): Promise<BannerRecord[]> {
  const answer = await firstVisitAnswer()?.catch(() => null);
  return newestBanners(answer ? answer.banners : await localRows('banners'), limit);
}

/**
 * One published job, or null when it is not (or no longer) public. A first visit, online, reads
 * that one row from Supabase (BackgroundSync fetches the rest after the page has loaded);
 * otherwise the local copy answers, and, online, that one row from Supabase when the copy does
 * not hold it (an ad published since the last refresh).
 */
export async function loadPublishedJob(id: string): Promise<JobRecord | null> {
  if (!hasLocalCopy() && isOnline()) {
    const job = await (takeFirstVisitJob(id) ?? fetchPublishedJob(id));
    return job && isVisibleJob(job) ? job : null;
  }
  // Without Dexie when the early paint has read the job already (BackgroundSync refreshes the
  // copy at start-up); a missing job, or an older database, is Dexie's to answer.
  const peeked = await takePeekedJob(id)?.catch(() => undefined);
  if (peeked?.job && peeked.current) return isVisibleJob(peeked.job) ? peeked.job : null;
  const db = await localDatabase();
  const [local, synced] = await Promise.all([db.jobs.get(id), db.syncState.get('jobs')]);
  if (synced && isOnline()) refreshIfDue();
  const job = local ?? (isOnline() ? await fetchPublishedJob(id) : undefined);
  return job && isVisibleJob(job) ? job : null;
}
