// A job stored in the local copy by an older app version lacks the columns added since: every read
// from IndexedDB (Dexie's, and the early paint's peek) completes it from the job's definition, so
// the app gets a whole JobRecord (the job page's texts map its lists: licence countries …).
import 'fake-indexeddb/auto';
import { PUBLIC_JOB_FIELDS, restoreJob } from '@shared/public-job';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REOPENS } from '../../../tests/support/local-copy';
import { db, type JobRecord } from './db';
import { peekFirstJobs } from './localJobPeek';

/** A job as the first app versions stored it: before the job's terms (form, periods, pay unit) and everything later. */
const OLD_ROW = {
  id: '0a0a0a0a-0000-4000-8000-000000000001',
  title: 'Specialistläkare i allmänmedicin',
  employer_name: 'Region Testland',
  location: 'Umeå',
  description: 'Välkommen till oss.',
  job_type: 'Heltid',
  specialty: 'allmänmedicin',
  country: 'SE',
  region: null,
  requirements: 'Legitimation',
  benefits: null,
  salary_monthly: 70000,
  salary_currency: 'SEK',
  status: 'published',
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  published_at: '2026-01-01T10:00:00.000Z',
  expires_at: null,
};

/** What the definition has that the old row lacks: the fields added since. */
const NEW_COLUMNS = PUBLIC_JOB_FIELDS.map(({ name }) => name).filter((name) => !(name in OLD_ROW));

/** Writes rows as an older version did, past Dexie (which would not add anything anyway). */
async function storeRaw(table: 'jobs' | 'savedJobs', row: object) {
  await db.open();
  const database = db.backendDB();
  await new Promise<void>((resolve, reject) => {
    const writing = database.transaction(table, 'readwrite');
    writing.objectStore(table).put(row);
    writing.oncomplete = () => resolve();
    writing.onerror = () => reject(writing.error);
  });
}

beforeAll(async () => {
  await storeRaw('jobs', OLD_ROW);
  await storeRaw('savedJobs', { jobId: OLD_ROW.id, savedAt: OLD_ROW.updated_at, job: OLD_ROW });
});

afterAll(async () => {
  await db.delete(REOPENS);
});

function expectWhole(job: JobRecord | undefined) {
  expect(NEW_COLUMNS.length).toBeGreaterThan(0);
  for (const { name, default: fallback } of PUBLIC_JOB_FIELDS)
    expect([name, job?.[name]]).toEqual([
      name,
      name in OLD_ROW ? OLD_ROW[name as keyof typeof OLD_ROW] : fallback,
    ]);
}

describe('restoreJob', () => {
  it('fills every column a stored row lacks with its default and keeps the rest', () => {
    const restored = restoreJob<JobRecord>(OLD_ROW);
    expectWhole(restored);
    expect(restored.licence_countries).toEqual([]);
    // Defaults are copies: changing one job's list changes no other job's.
    restored.licence_countries.push('SE');
    expect(restoreJob<JobRecord>(OLD_ROW).licence_countries).toEqual([]);
  });

  it("completes the local copy's rows on every Dexie read", async () => {
    expectWhole(await db.jobs.get(OLD_ROW.id));
    expectWhole((await db.jobs.toArray())[0]);
    expectWhole((await db.savedJobs.get(OLD_ROW.id))?.job);
    // A job the copy does not hold is still none (the job page then asks the network).
    expect(await db.jobs.get('00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await db.savedJobs.get('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it("completes the early paint's peek of the copy", async () => {
    db.close(REOPENS);
    expectWhole((await peekFirstJobs(1))?.jobs[0]);
  });
});
