// A generic source: a region's or an employer's own feed, as RSS 2.0, Atom, JSON Feed
// 1.1, or a page with schema.org JobPosting (JSON-LD). The feed is taken as the current list, so an
// ad missing from it is gone (settings.complete = false turns that off). Its items are not all
// doctor jobs: the keyword rule (settings.keywords, else the words for a doctor in the three
// languages) must match the title. Place and employer come from the item where it has them, else
// from the source's settings (country, region, city, employer).
import { parseDocument, parseFeed } from 'htmlparser2';
import type { SourceAd } from '../../_shared/job-import/map.ts';
import { fold } from '../../_shared/search/fold.ts';
import { htmlToText, plainText } from './html-text.ts';
import { fetchText, SourceError } from './safe-fetch.ts';
import { isRecord, pick, type SkippedItem, type SourceReader, text, textList } from './source.ts';

export const DOCTOR_WORDS = ['läkare', 'lege', 'læge', 'physician'];

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A keyword as a whole word, alone or as the end of a compound ("överläkare", "fastlege",
 * "st-läkare"), in its plural or definite forms ("leger", "legen", "læger"); never inside a
 * word, nor as a colleague ("kollege").
 */
function keywordRule(keyword: string): RegExp {
  return new RegExp(
    `(?<!kol)${escapeRegExp(fold(keyword))}(r|n|ne|rne|re|rna|e)?(?![\\p{L}])`,
    'u',
  );
}

interface FeedItem {
  id: string | null;
  ad: Omit<SourceAd, 'externalId'>;
}

interface Defaults {
  employer: string;
  city: string | null;
}

const SCHEMA_UNITS: Readonly<Record<string, string>> = {
  HOUR: 'timme',
  DAY: 'dag',
  WEEK: 'vecka',
  MONTH: 'månad',
};

function jsonFeedItems(body: Record<string, unknown>, defaults: Defaults): FeedItem[] {
  const items = Array.isArray(body.items) ? body.items : [];
  return items.map((item) => ({
    id: text(pick(item, 'id')),
    ad: {
      title: text(pick(item, 'title')) ?? '',
      employer: text(pick(item, 'authors', 0, 'name')) ?? defaults.employer,
      description: text(pick(item, 'content_html'))
        ? htmlToText(text(pick(item, 'content_html')) ?? '')
        : plainText(text(pick(item, 'content_text')) ?? text(pick(item, 'summary')) ?? ''),
      city: defaults.city,
      publishedAt: text(pick(item, 'date_published')),
      originalUrl: text(pick(item, 'url')),
      applyUrl: text(pick(item, 'external_url')) ?? text(pick(item, 'url')),
    },
  }));
}

function xmlFeedItems(xml: string, defaults: Defaults): FeedItem[] {
  const feed = parseFeed(xml, { xmlMode: true });
  if (!feed) throw new SourceError('Svaret är varken RSS 2.0 eller Atom.');
  return feed.items.map((item) => ({
    id: item.id || item.link || null,
    ad: {
      title: item.title ?? '',
      employer: defaults.employer || feed.title || '',
      description: htmlToText(item.description ?? ''),
      city: defaults.city,
      publishedAt: item.pubDate ? item.pubDate.toISOString() : null,
      originalUrl: item.link ?? null,
      applyUrl: item.link ?? null,
    },
  }));
}

/** JobPosting objects in a page's JSON-LD (alone, in a list or in an @graph). */
function jobPostings(html: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) {
      if (value['@type'] === 'JobPosting') found.push(value);
      else if (Array.isArray(value['@graph'])) visit(value['@graph']);
    }
  };
  const scripts: string[] = [];
  const collect = (node: unknown) => {
    if (!isRecord(node)) return;
    const attributes = node.attribs;
    if (
      node.name === 'script' &&
      isRecord(attributes) &&
      attributes.type === 'application/ld+json'
    ) {
      scripts.push(
        (Array.isArray(node.children) ? node.children : [])
          .map((c) => text(pick(c, 'data')) ?? '')
          .join(''),
      );
    }
    if (Array.isArray(node.children)) node.children.forEach(collect);
  };
  collect(parseDocument(html));
  for (const script of scripts) {
    try {
      visit(JSON.parse(script));
    } catch {
      // A page's broken JSON-LD block is not an ad; the others are still read.
    }
  }
  return found;
}

function jobPostingItems(html: string, base: string, defaults: Defaults): FeedItem[] {
  return jobPostings(html).map((posting) => {
    const address =
      pick(posting, 'jobLocation', 'address') ?? pick(posting, 'jobLocation', 0, 'address');
    const amount = pick(posting, 'baseSalary', 'value', 'value');
    const unit = SCHEMA_UNITS[text(pick(posting, 'baseSalary', 'value', 'unitText')) ?? ''];
    const url = text(posting.url);
    const employmentType =
      textList(posting.employmentType).join(' ') || text(posting.employmentType);
    return {
      id: text(pick(posting, 'identifier', 'value')) ?? text(posting.identifier) ?? url,
      ad: {
        title: text(posting.title) ?? '',
        employer: text(pick(posting, 'hiringOrganization', 'name')) ?? defaults.employer,
        description: htmlToText(text(posting.description) ?? ''),
        city: text(pick(address, 'addressLocality')) ?? defaults.city,
        region: text(pick(address, 'addressRegion')),
        country:
          text(pick(address, 'addressCountry')) ?? text(pick(address, 'addressCountry', 'name')),
        // schema.org's employmentType says both: TEMPORARY, PART_TIME …
        employmentType,
        workingHours: employmentType,
        salaryText: typeof amount === 'number' && unit ? `${amount} kr per ${unit}` : null,
        publishedAt: text(posting.datePosted),
        expiresAt: text(posting.validThrough),
        originalUrl: url ? new URL(url, base).toString() : base,
        applyUrl: text(posting.directApply) === 'true' && url ? new URL(url, base).toString() : url,
      },
    };
  });
}

function itemsOf(body: string, contentType: string, base: string, defaults: Defaults): FeedItem[] {
  const start = body.trimStart();
  if (contentType.includes('json') || start.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new SourceError('Flödet är inte giltig JSON.');
    }
    if (
      !isRecord(parsed) ||
      !String(parsed.version ?? '').startsWith('https://jsonfeed.org/version/')
    ) {
      throw new SourceError('JSON-svaret är inte ett JSON Feed.');
    }
    return jsonFeedItems(parsed, defaults);
  }
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<(rss|feed|rdf:RDF)\b/i.test(start)) {
    return xmlFeedItems(body, defaults);
  }
  return jobPostingItems(body, base, defaults);
}

export const readFeed: SourceReader = async (source, { policy }) => {
  const etag = text(source.cursor.etag);
  const answer = await fetchText(
    source.url,
    {
      Accept: 'application/feed+json, application/atom+xml, application/rss+xml, text/html;q=0.8',
      ...(etag ? { 'If-None-Match': etag } : {}),
    },
    policy,
  );
  if (answer.status === 304) {
    return {
      ads: [],
      removed: [],
      skipped: [],
      filtered: 0,
      complete: false,
      cursor: source.cursor,
    };
  }
  const defaults: Defaults = {
    employer: text(source.settings.employer) ?? '',
    city: text(source.settings.city),
  };
  const keywords = (
    textList(source.settings.keywords).length ? textList(source.settings.keywords) : DOCTOR_WORDS
  ).map(keywordRule);
  const ads: SourceAd[] = [];
  const skipped: SkippedItem[] = [];
  let filtered = 0;
  const items = itemsOf(
    answer.body,
    answer.headers.get('content-type') ?? '',
    answer.url,
    defaults,
  );
  for (const [index, item] of items.entries()) {
    if (!item.id) {
      skipped.push({
        item: item.ad.title || `#${index + 1}`,
        reason: 'Posten saknar id och länk.',
      });
      continue;
    }
    if (!keywords.some((keyword) => keyword.test(fold(item.ad.title)))) {
      filtered++;
      continue;
    }
    ads.push({ externalId: item.id, ...item.ad });
  }
  return {
    ads,
    removed: [],
    skipped,
    filtered,
    complete: source.settings.complete !== false,
    cursor: { etag: answer.headers.get('etag') },
  };
};
