// The server side of the local copy (src/lib/offline/publicData.ts): what changed since a cursor and
// which ids are still public, read in pages small enough for hosted Supabase's 1,000-row cap.

import { PUBLIC_BANNER_COLUMNS, PUBLIC_JOB_COLUMNS } from '../publicColumns';
import { type PublicReads, publicReads } from '../publicReads';
import type { BannerRecord, JobRecord } from './db';

/** What the server answered: changed rows since the cursor, and the ids still public. */
export interface Fetched<Row> {
  since: string | null;
  incoming: Row[];
  keep: Set<string>;
}

export function isVisibleJob(job: Pick<JobRecord, 'expires_at'>, now = Date.now()): boolean {
  return job.expires_at === null || Date.parse(job.expires_at) > now;
}

/** Changed rows per request: each answer stays small (~200 KB of jobs) and fast to build. */
const ROWS_PER_PAGE = 250;
/** Ids per request: hosted Supabase answers at most 1,000 rows (its default max_rows). */
const IDS_PER_PAGE = 1000;
/**
 * Jobs per read of the whole list: hosted Supabase's most. 20,000 jobs are 20 requests, each a
 * plain GET (publicReads.ts), so none waits for a CORS preflight.
 */
const JOBS_PER_READ = 1000;

type PageAnswer<Row> = PromiseLike<{ data: Row[] | null; error: unknown }>;

/** Every row of a read, one `range()` page at a time, until a page comes back short. */
async function readAllPages<Row>(
  page: (from: number, to: number) => PageAnswer<Row>,
  size: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let from = 0; ; from += size) {
    const { data, error } = await page(from, from + size - 1);
    if (error) throw error;
    rows.push(...(data ?? []));
    if (!data || data.length < size) return rows;
  }
}

/** Published jobs, every public column: every job read here starts from it. */
const publishedJobs = (supabase: PublicReads) =>
  supabase.from('jobs').select(PUBLIC_JOB_COLUMNS).eq('status', 'published');

/** The list's newest jobs, as a first visit shows them: `complete` when they are all there are. */
export interface NewestJobs {
  rows: JobRecord[];
  complete: boolean;
}

/**
 * Visible jobs in the list's order (newest first, then by id), `JOBS_PER_READ` at a time after
 * `after`, the previous read's last row: a keyset read, as fast for the 20th page as the first.
 */
async function visibleJobsAfter(
  after: JobRecord | undefined,
  now: string,
  limit = JOBS_PER_READ,
): Promise<JobRecord[]> {
  let read = publishedJobs(publicReads).or(`expires_at.is.null,expires_at.gt."${now}"`);
  if (after) {
    const at = `"${after.published_at}"`;
    read = read.or(`published_at.lt.${at},and(published_at.eq.${at},id.lt.${after.id})`);
  }
  const { data, error } = await read
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data;
}

/**
 * A first visit's list: its first read only, so the first cards wait for one round trip. Past
 * that page the local copy's fill (fetchJobs, in the service worker) reads the rest. The home
 * page reads its few newest jobs with a smaller `limit`.
 */
export async function fetchNewestJobs(limit = JOBS_PER_READ): Promise<NewestJobs> {
  const rows = await visibleJobsAfter(undefined, new Date().toISOString(), limit);
  return { rows, complete: rows.length < limit };
}

/**
 * Jobs as the local copy needs them. Without a copy: every visible job, in keyset reads of
 * `JOBS_PER_READ`. A repeat visit fetches what changed since its cursor, beside the ids that
 * decide what to remove.
 */
export async function fetchJobs(since: string | null): Promise<Fetched<JobRecord>> {
  const now = new Date().toISOString();
  if (!since) {
    const incoming: JobRecord[] = [];
    for (let page = await visibleJobsAfter(undefined, now); ; ) {
      for (const job of page) incoming.push(job);
      if (page.length < JOBS_PER_READ) break;
      page = await visibleJobsAfter(page.at(-1), now);
    }
    return { since, incoming, keep: new Set(incoming.map((job) => job.id)) };
  }
  const supabase = publicReads;
  // An admin's session can read drafts and expired jobs too, hence the explicit conditions.
  const [changed, visible] = await Promise.all([
    readAllPages(
      (from, to) =>
        publishedJobs(supabase)
          // gte, not gt: rows sharing the cursor's timestamp may have come after the last refresh.
          .gte('updated_at', since)
          .order('updated_at')
          .order('id')
          .range(from, to),
      ROWS_PER_PAGE,
    ),
    readAllPages(
      (from, to) =>
        supabase
          .from('jobs')
          .select('id, expires_at')
          .eq('status', 'published')
          .or(`expires_at.is.null,expires_at.gt."${now}"`)
          .order('id')
          .range(from, to),
      IDS_PER_PAGE,
    ),
  ]);
  const keep = new Set(visible.filter((job) => isVisibleJob(job)).map((job) => job.id));
  return { since, incoming: changed.filter((job) => keep.has(job.id)), keep };
}

export async function fetchBanners(since: string | null): Promise<Fetched<BannerRecord>> {
  const supabase = publicReads;
  const [changed, visible] = await Promise.all([
    readAllPages((from, to) => {
      const published = supabase
        .from('banners')
        .select(PUBLIC_BANNER_COLUMNS)
        .eq('status', 'published');
      return (since ? published.gte('updated_at', since) : published)
        .order('published_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, to);
    }, ROWS_PER_PAGE),
    readAllPages(
      (from, to) =>
        supabase.from('banners').select('id').eq('status', 'published').order('id').range(from, to),
      IDS_PER_PAGE,
    ),
  ]);
  const keep = new Set(visible.map((banner) => banner.id));
  return { since, incoming: changed.filter((banner) => keep.has(banner.id)), keep };
}

/** One published job by id (a page's own read when the local copy lacks it). */
export async function fetchPublishedJob(id: string): Promise<JobRecord | undefined> {
  try {
    const supabase = publicReads;
    const { data, error } = await publishedJobs(supabase).eq('id', id).maybeSingle();
    if (error) throw error;
    return data ?? undefined;
  } catch (error) {
    // As with no local copy offline: the page says the job cannot be shown.
    console.warn('Kunde inte hämta jobbet', error);
    return undefined;
  }
}
