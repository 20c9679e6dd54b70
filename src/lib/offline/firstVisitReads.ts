// A first visit's reads of public data, started by the page's inline early paint (src/firstPaint/earlyPaint.ts)
// while the HTML is still parsing, and taken over by the app (publicData.ts) instead of asking
// again: the rows then arrive one round trip after the HTML, not after the app's code.
import type { BannerRecord, JobRecord } from './db';
import {
  type Fetched,
  fetchBanners,
  fetchNewestJobs,
  fetchPublishedJob,
  type NewestJobs,
} from './publicDataFetch';

export interface FirstVisitReads {
  list?: { jobs: Promise<NewestJobs>; banners: Promise<Fetched<BannerRecord>> };
  job?: { id: string; read: Promise<JobRecord | undefined> };
}

const reads = (): FirstVisitReads => {
  if (typeof window === 'undefined') return {};
  window.__firstPaint ??= {};
  window.__firstPaint.firstVisitReads ??= {};
  return window.__firstPaint.firstVisitReads;
};

/** Its reader handles a failure; until then it must not count as unhandled. */
function quiet<Result>(read: Promise<Result>): Promise<Result> {
  read.catch(() => undefined);
  return read;
}

/** The job list's reads: the newest jobs and every banner, as a first visit fetches them. */
export function startFirstVisitList(): NonNullable<FirstVisitReads['list']> {
  const list = { jobs: quiet(fetchNewestJobs()), banners: quiet(fetchBanners(null)) };
  reads().list = list;
  return list;
}

export function startFirstVisitJob(id: string): Promise<JobRecord | undefined> {
  const read = fetchPublishedJob(id);
  reads().job = { id, read };
  return read;
}

export function takeFirstVisitList(): FirstVisitReads['list'] {
  const { list } = reads();
  delete reads().list;
  return list;
}

export function takeFirstVisitJob(id: string): Promise<JobRecord | undefined> | undefined {
  const { job } = reads();
  if (job?.id !== id) return undefined;
  delete reads().job;
  return job.read;
}
