// One import run: each enabled source (every configured one with IMPORT_LIVE=1) is read
// from its cursor, its doctor ads mapped onto the job model and written by (source, external id);
// an ad the source removed, flagged inactive, let expire or (for a whole-list source) no longer
// lists leaves the site in the same run. An unchanged ad is not written, so a second run changes
// nothing. A source that fails (HTTP 500, time-out, refused address) keeps its ads and its cursor:
// the next run retries, and its run record says why in Swedish. A malformed item is skipped with
// its reason and the run goes on.
import type { SupabaseClient } from '@supabase/supabase-js';
import { type ImportedJob, mapAd } from '../../_shared/job-import/map.ts';
import { readFeed } from './feed.ts';
import { readJobTech } from './jobtech.ts';
import { readNav } from './nav.ts';
import type { NetPolicy } from './safe-fetch.ts';
import type { JobSource, ReadContext, SkippedItem, SourceKind, SourceReader } from './source.ts';

const READERS: Record<SourceKind, SourceReader> = {
  jobtech: readJobTech,
  nav: readNav,
  feed: readFeed,
};

/** Reads a source as its kind's reader does; nothing is stored (an admin's test fetch uses it). */
export const readSource: SourceReader = (source, context) => READERS[source.kind](source, context);

/** At most this many skipped items are listed on a run record (all are counted). */
const LISTED_ERRORS = 50;

export interface RunRecord {
  started_at: string;
  finished_at: string;
  ok: boolean;
  /** Items the source answered with (0 when it answered "not modified"). */
  fetched: number;
  /** Of those, doctor jobs now on the site (new, changed or unchanged). */
  kept: number;
  added: number;
  updated: number;
  removed: number;
  skipped: number;
  filtered: number;
  errors: SkippedItem[];
}

interface StoredAd {
  id: string;
  external_id: string;
  import_hash: string | null;
  expires_at: string | null;
}

async function hashOf(job: ImportedJob): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(job));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isVisible = (ad: StoredAd, now: Date) =>
  ad.import_hash !== null && (ad.expires_at === null || Date.parse(ad.expires_at) > now.getTime());

async function storedAds(db: SupabaseClient, sourceId: string): Promise<Map<string, StoredAd>> {
  const stored = new Map<string, StoredAd>();
  for (let from = 0; ; from += 1000) {
    const { data, error } = await db
      .from('jobs')
      .select('id, external_id, import_hash, expires_at')
      .eq('source_id', sourceId)
      .order('id')
      .range(from, from + 999);
    if (error) throw new Error(`reading the source's jobs failed: ${error.message}`);
    for (const row of data as StoredAd[]) stored.set(row.external_id, row);
    if (data.length < 1000) return stored;
  }
}

type NewAd = Record<string, unknown> & { external_id: string };

/** New ads per insert: 5,000 written one by one outlasted the stand-in's 60 s call limit. */
const INSERTS_PER_REQUEST = 200;

/**
 * Writes new ads a few hundred per request, those with and without an expiry apart (a bulk
 * insert's rows need the same columns). A request the database refuses is written again one ad at
 * a time, so only the ad at fault is skipped, with its reason. Answers how many were written.
 */
async function insertAds(
  db: SupabaseClient,
  ads: NewAd[],
  refused: (item: string, message: string) => void,
): Promise<number> {
  let written = 0;
  const groups = [
    ads.filter((ad) => 'expires_at' in ad),
    ads.filter((ad) => !('expires_at' in ad)),
  ];
  for (const group of groups)
    for (let i = 0; i < group.length; i += INSERTS_PER_REQUEST) {
      const chunk = group.slice(i, i + INSERTS_PER_REQUEST);
      const { error } = await db.from('jobs').insert(chunk);
      if (!error) {
        written += chunk.length;
        continue;
      }
      for (const ad of chunk) {
        const { error: oneError } = await db.from('jobs').insert(ad);
        if (oneError) refused(ad.external_id, oneError.message);
        else written++;
      }
    }
  return written;
}

/** Takes ads off the site: they expire now (kept, so a saved job shows as closed). */
async function removeAds(db: SupabaseClient, ids: string[], now: Date): Promise<void> {
  for (let i = 0; i < ids.length; i += 200) {
    const { error } = await db
      .from('jobs')
      .update({ expires_at: now.toISOString(), import_hash: null })
      .in('id', ids.slice(i, i + 200));
    if (error) throw new Error(`removing ads failed: ${error.message}`);
  }
}

async function importSource(
  db: SupabaseClient,
  source: JobSource,
  context: ReadContext,
): Promise<{ record: RunRecord; cursor?: Record<string, unknown> }> {
  const { now } = context;
  const record: RunRecord = {
    started_at: now.toISOString(),
    finished_at: now.toISOString(),
    ok: true,
    fetched: 0,
    kept: 0,
    added: 0,
    updated: 0,
    removed: 0,
    skipped: 0,
    filtered: 0,
    errors: [],
  };
  const read = await readSource(source, context);
  const skip = (item: SkippedItem) => {
    record.skipped++;
    if (record.errors.length < LISTED_ERRORS) record.errors.push(item);
  };
  read.skipped.forEach(skip);
  record.filtered = read.filtered;
  record.fetched = read.ads.length + read.filtered + read.skipped.length;

  const stored = await storedAds(db, source.id);
  const gone = new Set(read.removed);
  const seen = new Set<string>();
  const place = {
    country: String(source.settings.country ?? ''),
    region: String(source.settings.region ?? ''),
  };
  const refused = (item: string, message: string) =>
    skip({ item, reason: `Databasen tog inte emot annonsen: ${message}` });
  const newAds: NewAd[] = [];
  for (const ad of read.ads) {
    seen.add(ad.externalId);
    const mapped = mapAd(ad, place, now);
    if (!mapped.ok) {
      if (mapped.expired) gone.add(ad.externalId);
      else skip({ item: ad.externalId, reason: mapped.reason });
      continue;
    }
    const hash = await hashOf(mapped.job);
    const existing = stored.get(ad.externalId);
    if (existing && existing.import_hash === hash && isVisible(existing, now)) {
      record.kept++;
      continue;
    }
    // Without an expiry from the source, a new ad gets the site's default from the publish
    // trigger; a stored one keeps its own.
    const { expires_at, ...rest } = mapped.job;
    const row = { ...rest, ...(expires_at ? { expires_at } : {}), import_hash: hash };
    if (!existing) {
      newAds.push({ ...row, source_id: source.id });
      continue;
    }
    const { error } = await db.from('jobs').update(row).eq('id', existing.id);
    if (error) refused(ad.externalId, error.message);
    else {
      record.kept++;
      record.updated++;
    }
  }
  const added = await insertAds(db, newAds, refused);
  record.kept += added;
  record.added += added;

  const leaving = [...stored.values()].filter(
    (ad) =>
      isVisible(ad, now) &&
      (gone.has(ad.external_id) || (read.complete && !seen.has(ad.external_id))),
  );
  await removeAds(
    db,
    leaving.map((ad) => ad.id),
    now,
  );
  record.removed = leaving.length;
  record.finished_at = new Date().toISOString();
  return { record, cursor: read.cursor };
}

export interface ImportOptions {
  policy: NetPolicy;
  /** IMPORT_LIVE=1: read every configured source, enabled or not. */
  live: boolean;
  /** Only this source, enabled or not (an admin's "Kör nu"). */
  only?: string;
  secret(name: string): string | undefined;
}

export interface SourceSummary extends RunRecord {
  source: string;
}

export async function runImport(
  db: SupabaseClient,
  options: ImportOptions,
): Promise<SourceSummary[]> {
  let query = db.from('job_sources').select('id, name, kind, url, settings, cursor').order('name');
  if (options.only) query = query.eq('id', options.only);
  else if (!options.live) query = query.eq('enabled', true);
  const { data, error } = await query;
  if (error) throw new Error(`reading job_sources failed: ${error.message}`);
  const summaries: SourceSummary[] = [];
  for (const source of data as JobSource[]) {
    const now = new Date();
    let record: RunRecord;
    let cursor: Record<string, unknown> | undefined;
    try {
      ({ record, cursor } = await importSource(db, source, {
        now,
        policy: options.policy,
        secret: options.secret,
      }));
    } catch (failure) {
      const reason =
        failure instanceof Error && failure.name === 'SourceError'
          ? failure.message
          : `Importen avbröts: ${String(failure instanceof Error ? failure.message : failure)}`;
      record = {
        started_at: now.toISOString(),
        finished_at: new Date().toISOString(),
        ok: false,
        fetched: 0,
        kept: 0,
        added: 0,
        updated: 0,
        removed: 0,
        skipped: 0,
        filtered: 0,
        errors: [{ item: source.name, reason }],
      };
    }
    const { error: saveError } = await db
      .from('job_sources')
      .update({ last_run: record, ...(cursor ? { cursor } : {}) })
      .eq('id', source.id);
    if (saveError) throw new Error(`saving the run of ${source.name} failed: ${saveError.message}`);
    summaries.push({ source: source.name, ...record });
  }
  const { error: duplicateError } = await db.rpc('refresh_job_duplicates');
  if (duplicateError) throw new Error(`refreshing duplicates failed: ${duplicateError.message}`);
  return summaries;
}
