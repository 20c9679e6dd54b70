// What the pages call to read published jobs and banners. A return visit reads the local copy
// (publicDataSync.ts, Dexie; a job page's first read takes over the early paint's peek at it,
// localJobPeek.ts); a first visit, online, answers with the network's rows without
// loading Dexie at all, and hands them to the service worker for the local copy at idle, after
// the page has rendered (or writes them itself where there is no worker).
import { whenIdle } from '../whenIdle';
import { askWorkerForLocalCopy } from './askWorkerForLocalCopy';
import type { BannerRecord, JobRecord } from './db';
import { takeFirstVisitJob, takeFirstVisitList } from './firstVisitReads';
import { importAfterDexie } from './importAfterDexie';
import { hasLocalCopy, markLocalCopy } from './localCopy';
import { takePeekedJob } from './localJobPeek';
import { fetchBanners, fetchJobs, fetchPublishedJob, isVisibleJob } from './publicDataFetch';
import type { PublicDataRows } from './publicDataStore';
import { newestBanners, publishedJobs } from './publicOrder';

const localCopy = () => importAfterDexie(() => import('./publicDataSync'));

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

let firstVisit: Promise<{ jobs: JobRecord[]; banners: BannerRecord[] }> | null = null;
/** The rows a first visit's page fetched, which the local copy is then written from. */
let firstVisitRows: Promise<PublicDataRows> | null = null;
let firstVisitStored: Promise<void> | null = null;

/** The whole public data from the network on a first visit, online; null on a return visit. */
function firstVisitAnswer() {
  if (firstVisit) return firstVisit;
  if (hasLocalCopy() || !isOnline()) return null;
  // Taken over from the page's own early read when it started one (src/earlyPaint.ts).
  const early = takeFirstVisitList();
  firstVisitRows = Promise.all([
    early?.jobs ?? fetchJobs(null),
    early?.banners ?? fetchBanners(null),
  ]).then(([jobs, banners]) => ({ jobs, banners }));
  firstVisit = firstVisitRows.then(({ jobs, banners }) => {
    // A copy already on its way (from a page that read nothing, `/`, see fillLocalCopy) takes
    // these rows along if its worker is not ready yet, instead of downloading them again.
    firstVisitStored ??= whenIdle().then(storeLocalCopy);
    // Stored (and marked): later reads in this session come from the local copy.
    void firstVisitStored.then(() => {
      firstVisit = null;
    });
    return { jobs: jobs.incoming, banners: banners.incoming };
  });
  return firstVisit;
}

/** The rows this page has fetched by now, if any (a failed read counts as none). */
function pageRows(): Promise<PublicDataRows | undefined> {
  return firstVisitRows?.catch(() => undefined) ?? Promise.resolve(undefined);
}

/**
 * Writes a first visit's local copy: the worker does, where there is one; else this page. Both
 * write the rows the page fetched, asked for when the writing starts; without any they download.
 */
async function storeLocalCopy(): Promise<void> {
  try {
    if (await askWorkerForLocalCopy(pageRows)) return markLocalCopy();
    await (await localCopy()).storeFirstVisit(await pageRows());
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
export function firstVisitWritten(): Promise<void> {
  return firstVisitStored ?? Promise.resolve();
}

/** Published, unexpired jobs, newest first (spec §7). */
export async function loadPublishedJobs(): Promise<JobRecord[]> {
  const answer = await firstVisitAnswer()?.catch(() => null);
  return answer ? publishedJobs(answer.jobs) : (await localCopy()).loadPublishedJobs();
}

/** Published banners, newest first, at most `limit` (the job list shows 5). */
export async function loadPublishedBanners(limit = 5): Promise<BannerRecord[]> {
  const answer = await firstVisitAnswer()?.catch(() => null);
  return answer
    ? newestBanners(answer.banners, limit)
    : (await localCopy()).loadPublishedBanners(limit);
}

/**
 * One published job, or null when it is not (or no longer) public. A first visit, online, reads
 * that one row from Supabase (BackgroundSync fetches the rest after the page has loaded);
 * otherwise the local copy answers.
 */
export async function loadPublishedJob(id: string): Promise<JobRecord | null> {
  if (hasLocalCopy() || !isOnline()) {
    // Without Dexie when the early paint has read the job already (BackgroundSync refreshes the
    // copy at start-up); a missing job, or an older database, is Dexie's to answer.
    const peeked = await takePeekedJob(id)?.catch(() => undefined);
    if (peeked?.job && peeked.current) return isVisibleJob(peeked.job) ? peeked.job : null;
    return (await localCopy()).loadPublishedJob(id);
  }
  const job = await (takeFirstVisitJob(id) ?? fetchPublishedJob(id));
  return job && isVisibleJob(job) ? job : null;
}
