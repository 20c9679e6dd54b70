// Jobs read from the local copy with IndexedDB's own API, for the early paint of a return visit
// (src/firstPaint/earlyPaint.ts): one job for its page, or the newest jobs for the list's first cards. It runs
// inline before any module, where Dexie (db.ts) is not loaded. The app's first read of a job
// takes that peek over (publicData.ts) instead of reading it again. Read-only, and never creates
// or upgrades the database: that is Dexie's to do. Rows stored by an older app version are
// completed from the job's definition (restoreJob), as db.ts's reads do.
import { restoreJob } from '@shared/public-job';
import { swedishDay } from '@shared/search/list-order';
import type { JobRecord } from './db';
import { LOCAL_DATABASE, LOCAL_DATABASE_VERSION } from './localCopy';
import { isVisibleJob } from './publicDataFetch';

export interface PeekedJob {
  /** Undefined when the copy has no such job. */
  job: JobRecord | undefined;
  /** Saved on this device: its page says "Sparat", the template "Spara" (the app paints it). */
  saved: boolean;
  /** The database is at db.ts's newest schema, so its rows are what Dexie would read. */
  current: boolean;
}

/** The list's first cards' candidates, how many jobs the list holds, and the ids saved here. */
export interface PeekedList {
  /** The newest visible jobs: at least `wanted`, and every job of the last one's day (the order puts own ads first within a day). */
  jobs: JobRecord[];
  /** Every visible job of the copy. */
  count: number;
  saved: Set<string>;
}

/** Reads `read`'s requests in one transaction; rejects when there is no database yet. */
function peek<Result>(
  read: (jobs: IDBObjectStore, saved: IDBObjectStore) => (current: boolean) => Result,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(LOCAL_DATABASE);
    // No database yet: abort rather than create an empty one that Dexie would then have to upgrade.
    opening.onupgradeneeded = () => opening.transaction?.abort();
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const database = opening.result;
      try {
        const reading = database.transaction(['jobs', 'savedJobs'], 'readonly');
        const result = read(reading.objectStore('jobs'), reading.objectStore('savedJobs'));
        // Dexie opens version n as IndexedDB's version 10n.
        reading.oncomplete = () =>
          resolve(result(database.version === LOCAL_DATABASE_VERSION * 10));
        reading.onerror = () => reject(reading.error);
      } catch (error) {
        reject(error);
      } finally {
        // Closes once the reads are done; an open connection would block Dexie's upgrades.
        database.close();
      }
    };
  });
}

const peekJob = (id: string) =>
  peek((jobs, saved) => {
    const job = jobs.get(id);
    const count = saved.count(id);
    return (current): PeekedJob => ({
      job: job.result === undefined ? undefined : restoreJob<JobRecord>(job.result),
      saved: count.result > 0,
      current,
    });
  });

/**
 * The newest visible jobs, read one page deep along the copy's published_at index (db.ts), so a
 * return visit paints its first cards in the same time whether the copy holds 100 jobs or 5,000.
 * Resolves undefined when the copy predates that index: the app paints the list (Dexie upgrades it).
 */
export const peekFirstJobs = (wanted: number) =>
  peek((jobs, saved) => {
    if (!jobs.indexNames.contains('published_at') || !jobs.indexNames.contains('expires_at'))
      return () => undefined;
    const now = Date.now();
    const first: JobRecord[] = [];
    let lastDay: string | undefined;
    const newest = jobs.index('published_at').openCursor(null, 'prev');
    newest.onsuccess = () => {
      const cursor = newest.result;
      if (!cursor) return;
      const job = restoreJob<JobRecord>(cursor.value);
      const day = swedishDay(job.published_at ?? '');
      if (lastDay !== undefined && day !== lastDay) return;
      if (isVisibleJob(job, now)) {
        first.push(job);
        if (first.length === wanted) lastDay = day;
      }
      cursor.continue();
    };
    // Counted on the keys alone. Timestamps are stored as the API sends them, in UTC, so they
    // compare with an ISO instant as strings; the app counts again from the rows it reads.
    const all = jobs.count();
    const expired = jobs
      .index('expires_at')
      .count(IDBKeyRange.upperBound(new Date(now).toISOString()));
    const ids = saved.getAllKeys();
    return (): PeekedList => ({
      jobs: first,
      count: all.result - expired.result,
      saved: new Set(ids.result.map(String)),
    });
  });

export function startJobPeek(id: string): Promise<PeekedJob> {
  const read = peekJob(id);
  // The app may never take it (another page by then, or no read at all): not an unhandled rejection.
  read.catch(() => undefined);
  window.__firstPaint ??= {};
  window.__firstPaint.jobPeek = { id, read };
  return read;
}

/** The peek of this job, once; undefined when none was started for it. */
export function takePeekedJob(id: string): Promise<PeekedJob> | undefined {
  const peek = window.__firstPaint?.jobPeek;
  if (!peek || peek.id !== id) return undefined;
  delete window.__firstPaint?.jobPeek;
  return peek.read;
}
