// A return visit's early paint reads one page of the local copy (the newest jobs along an index),
// not all of it: its first cards and count must be what the app shows once it has read every row.
import 'fake-indexeddb/auto';
import { restoreJob } from '@shared/public-job';
import { afterEach, describe, expect, it } from 'vitest';
import { REOPENS } from '../../../tests/support/local-copy';
import { db, type JobRecord } from './db';
import { LOCAL_DATABASE } from './localCopy';
import { peekFirstJobs } from './localJobPeek';
import { publishedJobs } from './publicOrder';

const DAY = 86_400_000;
/** An instant as the API sends timestamps: UTC with an offset, no milliseconds. */
const apiTime = (at: number) => `${new Date(at).toISOString().slice(0, 19)}+00:00`;

function job(n: number, publishedAt: number, extra: Partial<JobRecord> = {}): JobRecord {
  return restoreJob<JobRecord>({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Jobb ${n}`,
    employer_name: 'Region Testland',
    status: 'published',
    published_at: apiTime(publishedAt),
    expires_at: null,
    ...extra,
  });
}

const ids = (jobs: JobRecord[]) => jobs.map((row) => row.id);

afterEach(async () => {
  db.close(REOPENS);
  await db.delete(REOPENS);
});

describe('peekFirstJobs', () => {
  it("reads the newest jobs only, and paints the app's first cards and count", async () => {
    // Noon a week ago, and back from there: the same Swedish day for every hour added below.
    const noon = Math.floor((Date.now() - 7 * DAY) / DAY) * DAY + 11 * 3_600_000;
    const rows: JobRecord[] = [];
    for (let n = 0; n < 200; n++) rows.push(job(n, noon - 30 * DAY - n * DAY));
    // The newest day: ten imported ads late in the day, one of the provider's own ads early on it,
    // which the order puts first; and two newer ones that have expired.
    for (let n = 0; n < 10; n++)
      rows.push(job(300 + n, noon + (n + 1) * 60_000, { source_id: 'jobtech' }));
    rows.push(job(400, noon - 3_600_000));
    rows.push(job(401, noon + DAY, { expires_at: apiTime(Date.now() - 60_000) }));
    rows.push(job(402, noon + DAY, { expires_at: apiTime(Date.now() - DAY) }));
    rows.push(job(403, noon + DAY, { expires_at: apiTime(Date.now() + DAY) }));
    await db.jobs.bulkPut(rows);
    const saved = job(5, noon - 35 * DAY);
    await db.savedJobs.put({ jobId: saved.id, savedAt: apiTime(Date.now()), job: saved });
    db.close(REOPENS);

    const peeked = await peekFirstJobs(8);
    const app = publishedJobs(rows);
    expect(ids(publishedJobs(peeked?.jobs ?? []).slice(0, 8))).toEqual(ids(app.slice(0, 8)));
    expect(ids(app.slice(0, 2))).toEqual([job(403, 0).id, job(400, 0).id]);
    expect(peeked?.count).toBe(app.length);
    expect(app.length).toBe(rows.length - 2);
    // One page and the rest of its day, not the 214 rows of the copy.
    expect(peeked?.jobs.length).toBe(12);
    expect(peeked?.saved).toEqual(new Set([saved.id]));
  });

  it('leaves the list to the app while the copy predates its index', async () => {
    // The copy as the previous version (IndexedDB version 30) stored it: no date indexes.
    await new Promise<void>((resolve, reject) => {
      const opening = indexedDB.open(LOCAL_DATABASE, 30);
      opening.onupgradeneeded = () => {
        const old = opening.result;
        old.createObjectStore('jobs', { keyPath: 'id' }).put(job(1, Date.now() - DAY));
        old.createObjectStore('savedJobs', { keyPath: 'jobId' });
      };
      opening.onsuccess = () => {
        opening.result.close();
        resolve();
      };
      opening.onerror = () => reject(opening.error);
    });
    expect(await peekFirstJobs(8)).toBeUndefined();
    // Dexie upgrades it, indexing the rows it holds: the next visit peeks.
    await db.open();
    expect(await db.jobs.count()).toBe(1);
    db.close(REOPENS);
    expect(ids((await peekFirstJobs(8))?.jobs ?? [])).toEqual([job(1, 0).id]);
  });
});
