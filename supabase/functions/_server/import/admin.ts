// What an admin asks import-jobs from /admin/kallor: a test fetch that stores nothing ("38
// annonser, 12 läkarjobb"), a new source (its settings by kind), a run of one source now.
import type { SupabaseClient } from '@supabase/supabase-js';
import { mapAd } from '../../_shared/job-import/map.ts';
import {
  type JobSourceInput,
  type JobSourceKind,
  previewSummary,
} from '../../_shared/schemas/job-source.ts';
import { JOBTECH_OCCUPATION_GROUP_IDS, JOBTECH_OCCUPATIONS } from '../../_shared/search/index.ts';
import { HttpError } from '../http.ts';
import { type ImportOptions, readSource, runImport, type SourceSummary } from './run.ts';
import type { ReadContext } from './source.ts';

/** A new source's settings: the doctor occupations (JobTech), STYRK codes (NAV), its country. */
export function settingsFor(kind: JobSourceKind, country?: string): Record<string, unknown> {
  if (kind === 'jobtech')
    return {
      occupation_concept_ids: [
        ...Object.values(JOBTECH_OCCUPATIONS).map((occupation) => occupation.concept_id),
        ...Object.values(JOBTECH_OCCUPATION_GROUP_IDS),
      ],
    };
  if (kind === 'nav') return { styrk: ['2211', '2212'], token_env: 'NAV_FEED_TOKEN' };
  return country ? { country } : {};
}

export interface Preview {
  ads: number;
  doctorJobs: number;
  summary: string;
  /** The first doctor jobs' titles, so the admin sees what would come in. */
  titles: string[];
  errors: { item: string; reason: string }[];
}

/** Reads the source once, as a run would from scratch, and counts: nothing is written. */
export async function previewSource(
  probe: { kind: JobSourceKind; url: string; country?: string },
  context: ReadContext,
): Promise<Preview> {
  let read: Awaited<ReturnType<typeof readSource>>;
  try {
    read = await readSource(
      {
        id: 'preview',
        name: probe.url,
        kind: probe.kind,
        url: probe.url,
        settings: settingsFor(probe.kind, probe.country),
        cursor: {},
      },
      context,
    );
  } catch (failure) {
    // The source's own answer (refused address, HTTP error, not a feed): the admin's to fix.
    if (failure instanceof Error && failure.name === 'SourceError')
      throw new HttpError(422, failure.message);
    throw failure;
  }
  const place = { country: probe.country ?? '', region: '' };
  const mapped = read.ads.map((ad) => mapAd(ad, place, context.now));
  const kept = mapped.flatMap((result) => (result.ok ? [result.job] : []));
  const ads = read.ads.length + read.filtered + read.skipped.length;
  return {
    ads,
    doctorJobs: kept.length,
    summary: previewSummary(ads, kept.length),
    titles: kept.slice(0, 5).map((job) => job.title),
    errors: [
      ...read.skipped,
      ...read.ads.flatMap((ad, index) => {
        const result = mapped[index];
        return result && !result.ok && !result.expired
          ? [{ item: ad.externalId, reason: result.reason }]
          : [];
      }),
    ].slice(0, 10),
  };
}

export async function addSource(db: SupabaseClient, input: JobSourceInput): Promise<string> {
  const { data, error } = await db
    .from('job_sources')
    .insert({
      name: input.name,
      kind: input.kind,
      url: input.url,
      settings: settingsFor(input.kind, input.country),
      enabled: true,
    })
    .select('id')
    .single();
  if (error) throw new Error(`adding the source failed: ${error.message}`);
  return (data as { id: string }).id;
}

export async function runSourceNow(
  db: SupabaseClient,
  sourceId: string,
  options: Omit<ImportOptions, 'only'>,
): Promise<SourceSummary> {
  const [summary] = await runImport(db, { ...options, only: sourceId });
  if (!summary) throw new HttpError(404, 'Källan finns inte.');
  return summary;
}
