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
/** Jobs fetched by id per request: 100 ids keep the URL near 4 KB. */
const JOBS_PER_ID_REQUEST = 100;

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

function inChunks<Item>(items: Item[], size: number): Item[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/** Published jobs, every public column: every job read here starts from it. */
const publishedJobs = (supabase: PublicReads) =>
  supabase.from('jobs').select(PUBLIC_JOB_COLUMNS).eq('status', 'published');

/**
 * Jobs as the local copy needs them. A first visit reads them in one request when they fit in a
 * page; past that it learns the visible ids, then fetches those jobs by primary key (offset pages
 * over all published jobs got slower with every page). A repeat visit fetches what changed since
 * its cursor, beside the ids that decide what to remove.
 */
export async function fetchJobs(since: string | null): Promise<Fetched<JobRecord>> {
  const supabase = publicReads;
  const now = new Date().toISOString();
  // An admin's session can read drafts and expired jobs too, hence the explicit conditions.
  const visibleIds = () =>
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
    );
  const changedSince = (cursor: string) =>
    readAllPages(
      (from, to) =>
        publishedJobs(supabase)
          // gte, not gt: rows sharing the cursor's timestamp may have come after the last refresh.
          .gte('updated_at', cursor)
          .order('updated_at')
          .order('id')
          .range(from, to),
      ROWS_PER_PAGE,
    );
  const byId = async (ids: string[]) => {
    const answers = await Promise.all(
      inChunks(ids, JOBS_PER_ID_REQUEST).map((chunk) => publishedJobs(supabase).in('id', chunk)),
    );
    return answers.flatMap(({ data, error }) => {
      if (error) throw error;
      return data;
    });
  };
  if (!since) {
    // A first visit: when the visible jobs fit in one page (the usual case), one read answers,
    // so the list waits for a single round trip; more than a page goes by ids, as below.
    const { data, error } = await publishedJobs(supabase)
      .or(`expires_at.is.null,expires_at.gt."${now}"`)
      .order('id')
      .range(0, ROWS_PER_PAGE - 1);
    if (error) throw error;
    if (data.length < ROWS_PER_PAGE)
      return { since, incoming: data, keep: new Set(data.map((job) => job.id)) };
  }
  const [changed, visible] = since
    ? await Promise.all([changedSince(since), visibleIds()])
    : await visibleIds().then(async (ids) => [await byId(ids.map((job) => job.id)), ids] as const);
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
