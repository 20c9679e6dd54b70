// The order and visibility rules of the public lists (spec §7), wherever the rows come from: the
// network on a first visit, the local copy after it, or the early paint before the app runs.
import { sortNewestFirst } from '@shared/search/list-order';
import type { BannerRecord, JobRecord } from './db';
import { isVisibleJob } from './publicDataFetch';

type Dated = { id: string; published_at: string | null };

/**
 * Newest first; jobs published in the same moment by id, as the network reads them (published_at
 * desc, id desc), so every list and the early paint agree. ISO timestamps and uuids compare as
 * plain strings (localeCompare would load ICU's collation data).
 */
function newestFirst(a: Dated, b: Dated) {
  const [x, y] = [`${a.published_at ?? ''} ${a.id}`, `${b.published_at ?? ''} ${b.id}`];
  return x < y ? 1 : x > y ? -1 : 0;
}

/** Published, unexpired jobs, newest first, own ads before imported ones of the same day (spec §7). */
export function publishedJobs(jobs: JobRecord[]): JobRecord[] {
  const now = Date.now();
  return sortNewestFirst(jobs.filter((job) => isVisibleJob(job, now)));
}

/** Published banners, newest first, at most `limit`. */
export function newestBanners(banners: BannerRecord[], limit: number): BannerRecord[] {
  return [...banners].sort(newestFirst).slice(0, limit);
}
