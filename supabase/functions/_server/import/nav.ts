// NAV's pam-stilling-feed (arbeidsplassen.no): pages of entries, each with the ad's uuid and
// status ACTIVE or INACTIVE, linked by `next_url`; the ad itself at the entry's `url`
// (api/v1/feedentry/<uuid>, its fields under `ad_content`). A Bearer token is required. The last
// page read is kept with its ETag and asked again with If-None-Match: 304 means nothing new.
// NAV's terms: an ad leaves when it turns INACTIVE or expires.
import type { SourceAd } from '../../_shared/job-import/map.ts';
import { htmlToText } from './html-text.ts';
import { fetchText, parseJson, SourceError } from './safe-fetch.ts';
import { isRecord, pick, type SkippedItem, type SourceReader, text, textList } from './source.ts';

const DEFAULT_MAX_PAGES = 20;

/** A link from the feed, only to the feed's own host. */
function sameOrigin(link: string, origin: string): string {
  const url = new URL(link, origin);
  if (url.origin !== origin)
    throw new SourceError(`Flödet länkar till en annan värd (${url.host}).`);
  return url.toString();
}

function adOf(id: string, ad: Record<string, unknown>): SourceAd {
  const place = pick(ad, 'workLocations', 0);
  return {
    externalId: id,
    title: text(ad.title) ?? '',
    employer: text(pick(ad, 'employer', 'name')) ?? '',
    description: htmlToText(text(ad.description) ?? ''),
    city: text(pick(place, 'city')) ?? text(pick(place, 'municipal')),
    region: text(pick(place, 'county')),
    country: text(pick(place, 'country')),
    employmentType: text(ad.engagementtype),
    workingHours: text(ad.extent),
    publishedAt: text(ad.published),
    expiresAt: text(ad.expires),
    applyBy: text(ad.applicationDue),
    startDate: text(ad.starttime),
    originalUrl: text(ad.link),
    applyUrl: text(ad.applicationUrl) || text(ad.sourceurl),
  };
}

const isDoctorJob = (ad: Record<string, unknown>, codes: string[]) =>
  Array.isArray(ad.categoryList) &&
  ad.categoryList.some((category) => {
    const type = text(pick(category, 'categoryType'));
    const code = text(pick(category, 'code')) ?? '';
    return (type === 'STYRK08' || type === 'STYRK08NAV') && codes.some((c) => code.startsWith(c));
  });

export const readNav: SourceReader = async (source, { policy, secret }) => {
  const tokenName = text(source.settings.token_env) ?? 'NAV_FEED_TOKEN';
  const token = secret(tokenName);
  if (!token)
    throw new SourceError(`Token för NAV saknas: sätt funktionshemligheten ${tokenName}.`);
  const codes = textList(source.settings.styrk);
  if (codes.length === 0) throw new SourceError('Källan saknar STYRK-koder (styrk) att hämta.');
  const maxPages = Number(source.settings.max_pages) || DEFAULT_MAX_PAGES;
  const origin = new URL(source.url).origin;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };

  // The newest entry per ad wins: each change to an ad is a new entry.
  const latest = new Map<string, { status: string; url: string }>();
  const skipped: SkippedItem[] = [];
  let page = text(source.cursor.page) ?? source.url;
  let etag = page === text(source.cursor.page) ? text(source.cursor.etag) : null;
  for (let read = 0; read < maxPages; read++) {
    const answer = await fetchText(
      page,
      etag ? { ...headers, 'If-None-Match': etag } : headers,
      policy,
    );
    if (answer.status === 304) break;
    const body = parseJson(answer);
    const items = pick(body, 'items');
    if (!Array.isArray(items)) throw new SourceError('NAV-flödets sida saknar items.');
    for (const [index, item] of items.entries()) {
      const id = text(pick(item, '_feed_entry', 'uuid'));
      const status = text(pick(item, '_feed_entry', 'status'));
      const link = text(pick(item, 'url'));
      if (!id || !status || !link) {
        skipped.push({
          item: id ?? `${page} #${index + 1}`,
          reason: 'Posten saknar uuid, status eller url.',
        });
        continue;
      }
      latest.delete(id);
      latest.set(id, { status, url: sameOrigin(link, origin) });
    }
    etag = answer.headers.get('etag');
    const next = text(pick(body, 'next_url'));
    if (!next) break;
    page = sameOrigin(next, origin);
    etag = null;
  }

  const ads: SourceAd[] = [];
  const removed: string[] = [];
  let filtered = 0;
  for (const [id, entry] of latest) {
    if (entry.status !== 'ACTIVE') {
      removed.push(id);
      continue;
    }
    const detail = parseJson(await fetchText(entry.url, headers, policy));
    const ad = pick(detail, 'ad_content');
    if (text(pick(detail, 'status')) === 'INACTIVE') {
      removed.push(id);
    } else if (!isRecord(ad)) {
      skipped.push({ item: id, reason: 'Annonsen saknar innehåll (ad_content).' });
    } else if (!isDoctorJob(ad, codes)) {
      filtered++;
    } else {
      ads.push(adOf(id, ad));
    }
  }
  return { ads, removed, skipped, filtered, complete: false, cursor: { page, etag } };
};
