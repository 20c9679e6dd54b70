// The published jobs for search engines and feed readers, public and cacheable:
//   …/job-feeds/sitemap.xml   every visible job with its last change
//   …/job-feeds/atom.xml      Atom feed          ?specialitet=…&land=SE|NO|DK
//   …/job-feeds/feed.json     JSON Feed 1.1, items with JobTech's field names, same filters
// Read with the anon key, so row-level security decides what is visible: a draft, an expired ad
// or one past its last day to apply is never listed. Answers carry an ETag; a request with a
// matching If-None-Match gets 304 and no body.
import { createClient } from '@supabase/supabase-js';
import {
  atomXml,
  etagOf,
  type FeedJob,
  jsonFeed,
  matchesEtag,
  sitemapXml,
} from '../_server/feeds.ts';
import { anonKey, siteUrl, supabaseUrl } from '../_server/settings.ts';
import { PUBLIC_JOB_COLUMNS } from '../_shared/public-job.ts';
import { parseJobSearch } from '../_shared/search/index.ts';

const FEEDS = {
  'sitemap.xml': 'application/xml; charset=utf-8',
  'atom.xml': 'application/atom+xml; charset=utf-8',
  'feed.json': 'application/feed+json; charset=utf-8',
} as const;
type FeedName = keyof typeof FEEDS;

const HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'ETag',
  // Short: an expired or closed job must leave the feeds soon; the ETag makes re-asking cheap.
  'Cache-Control': 'public, max-age=60, must-revalidate',
};

async function visibleJobs(url: URL): Promise<FeedJob[]> {
  const visitor = createClient(supabaseUrl(), anonKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const search = parseJobSearch(Object.fromEntries(url.searchParams));
  let query = visitor.from('jobs').select(PUBLIC_JOB_COLUMNS);
  if (search.specialitet) query = query.eq('specialty', search.specialitet);
  if (search.land) query = query.eq('country', search.land);
  const { data, error } = await query
    .order('published_at', { ascending: false })
    .order('id')
    .limit(1000);
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as FeedJob[];
}

function render(name: FeedName, url: URL, jobs: FeedJob[]): string {
  const site = siteUrl();
  if (name === 'sitemap.xml') return sitemapXml(site, jobs);
  if (name === 'atom.xml') return atomXml(site, url.toString(), jobs);
  return JSON.stringify(jsonFeed(site, url.toString(), jobs));
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') {
    return new Response('ok', {
      headers: {
        ...HEADERS,
        'Access-Control-Allow-Headers': 'if-none-match, apikey, authorization',
      },
    });
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return new Response('Endast GET stöds.', { status: 405, headers: HEADERS });
  }
  const url = new URL(req.url);
  const name = url.pathname.split('/').at(-1) as FeedName;
  if (!(name in FEEDS)) {
    return new Response('Okänt flöde: sitemap.xml, atom.xml eller feed.json.', {
      status: 404,
      headers: HEADERS,
    });
  }
  try {
    const body = render(name, url, await visibleJobs(url));
    const etag = await etagOf(body);
    const headers = { ...HEADERS, ETag: etag, 'Content-Type': FEEDS[name] };
    if (matchesEtag(req.headers.get('if-none-match'), etag)) {
      return new Response(null, { status: 304, headers });
    }
    return new Response(req.method === 'HEAD' ? null : body, { status: 200, headers });
  } catch (error) {
    console.error('[job-feeds]', error);
    return new Response('Något gick fel. Försök igen senare.', { status: 500, headers: HEADERS });
  }
});
