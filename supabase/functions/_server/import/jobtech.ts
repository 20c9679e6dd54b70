// JobTech's JobStream (Arbetsförmedlingen, Platsbanken's ads): the first run reads v2/snapshot,
// the whole current set; later runs v2/stream?updated-after=<last run>, whose removed ads carry
// `removed: true`. Both are asked for the source's occupation concept ids, and each ad is checked
// against them again. Times are Swedish wall-clock times without an offset.
import type { SourceAd } from '../../_shared/job-import/map.ts';
import { htmlToText, plainText } from './html-text.ts';
import { fetchText, parseJson, SourceError } from './safe-fetch.ts';
import {
  fromStockholmTime,
  isRecord,
  pick,
  type SkippedItem,
  type SourceReader,
  stockholmWallClock,
  text,
  textList,
} from './source.ts';

/** Changes made while a run reads are caught by the next one. */
const OVERLAP_MS = 5 * 60_000;

function adOf(ad: Record<string, unknown>, id: string): SourceAd {
  const formatted = text(pick(ad, 'description', 'text_formatted'));
  return {
    externalId: id,
    title: text(ad.headline) ?? '',
    employer: text(pick(ad, 'employer', 'name')) ?? text(pick(ad, 'employer', 'workplace')) ?? '',
    description: formatted
      ? htmlToText(formatted)
      : plainText(text(pick(ad, 'description', 'text')) ?? ''),
    city:
      text(pick(ad, 'workplace_address', 'municipality')) ??
      text(pick(ad, 'workplace_address', 'city')),
    region: text(pick(ad, 'workplace_address', 'region')),
    country: text(pick(ad, 'workplace_address', 'country')),
    employmentType: text(pick(ad, 'employment_type', 'label')),
    workingHours: text(pick(ad, 'working_hours_type', 'label')),
    scopePercent: Number(pick(ad, 'scope_of_work', 'max')) || null,
    salaryText: text(ad.salary_description),
    publishedAt: fromStockholmTime(text(ad.publication_date)),
    expiresAt: fromStockholmTime(text(ad.last_publication_date)),
    applyBy: text(ad.application_deadline),
    originalUrl: text(ad.webpage_url),
    applyUrl: text(pick(ad, 'application_details', 'url')),
  };
}

export const readJobTech: SourceReader = async (source, { policy, now, secret }) => {
  const occupations = textList(source.settings.occupation_concept_ids);
  if (occupations.length === 0) {
    throw new SourceError('Källan saknar yrkesbegrepp (occupation_concept_ids) att hämta.');
  }
  const since = text(source.cursor.updated_after);
  const url = new URL(since ? 'v2/stream' : 'v2/snapshot', `${source.url.replace(/\/+$/, '')}/`);
  if (since) url.searchParams.set('updated-after', since);
  for (const id of occupations) url.searchParams.append('occupation-concept-id', id);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const keyName = text(source.settings.api_key_env);
  const key = keyName ? secret(keyName) : undefined;
  if (key) headers['api-key'] = key;

  const body = parseJson(await fetchText(url.toString(), headers, policy));
  if (!Array.isArray(body))
    throw new SourceError('JobStream svarade inte med en lista av annonser.');
  const wanted = new Set(occupations);
  const ads: SourceAd[] = [];
  const removed: string[] = [];
  const skipped: SkippedItem[] = [];
  let filtered = 0;
  for (const [index, ad] of body.entries()) {
    const id = isRecord(ad) ? text(ad.id) : null;
    if (!isRecord(ad) || !id) {
      skipped.push({ item: `#${index + 1}`, reason: 'Annonsen saknar id.' });
      continue;
    }
    if (ad.removed === true) {
      removed.push(id);
      continue;
    }
    const concepts = [
      pick(ad, 'occupation', 'concept_id'),
      pick(ad, 'occupation_group', 'concept_id'),
    ];
    if (!concepts.some((concept) => typeof concept === 'string' && wanted.has(concept))) {
      filtered++;
      continue;
    }
    ads.push(adOf(ad, id));
  }
  return {
    ads,
    removed,
    skipped,
    filtered,
    complete: !since,
    cursor: { updated_after: stockholmWallClock(new Date(now.getTime() - OVERLAP_MS)) },
  };
};
