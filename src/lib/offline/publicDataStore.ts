// The writing side of the local copy of published jobs and banners, shared by the page
// (publicData.ts) and the service worker (workerCopy.ts): what changed since the stored
// cursors, written in short transactions, the cursor last.
import { whenIdle } from '../whenIdle';
import { type BannerRecord, db, type JobRecord, type SyncState } from './db';
import { type Fetched, fetchBanners, fetchJobs } from './publicDataFetch';

/** The server's answer for both tables, before anything is written. */
export interface PublicDataRows {
  jobs: Fetched<JobRecord>;
  banners: Fetched<BannerRecord>;
}

type SyncedTable = SyncState['table'];

/** What changed on the server since the local copy's cursors (everything, without a copy). */
export async function fetchSinceCursors(): Promise<PublicDataRows> {
  const [jobs, banners] = await Promise.all([
    cursorOf('jobs').then(fetchJobs),
    cursorOf('banners').then(fetchBanners),
  ]);
  return { jobs, banners };
}

/** Writes `rows`, or else what changed since the cursors; whether anything changed, per table. */
export async function storePublicData(rows?: PublicDataRows): Promise<[boolean, boolean]> {
  const { jobs, banners } = rows ?? (await fetchSinceCursors());
  return Promise.all([storeJobs(jobs), storeBanners(banners)]);
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

/**
 * Rows per write (~500 KB of jobs): few transactions for 20,000 jobs (20 rows at a time took 8 s),
 * each short enough not to be a long task on a page that writes its copy itself (no worker).
 */
const CHUNK_SIZE = 250;

async function putInChunks<Row>(rows: Row[], write: (chunk: Row[]) => Promise<void>) {
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) {
    await whenIdle();
    await write(rows.slice(start, start + CHUNK_SIZE));
  }
}
