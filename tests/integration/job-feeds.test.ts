// The job-feeds function on the stand-in: the sitemap, the Atom feed and the JSON Feed
// list exactly the jobs a visitor sees, filter by specialty and country, answer a conditional
// request with 304, and drop a job the moment it expires.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type StandIn, startStandIn } from '../support/standin';

let standIn: StandIn;
let visitor: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn();
  visitor = clientFor(standIn);
  service = clientFor(standIn, standIn.serviceRoleKey);
});

afterAll(async () => {
  await standIn?.stop();
});

const feed = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${standIn.url}/functions/v1/job-feeds/${path}`, { headers });

const JOB_URL_ID = /\/jobs\/([0-9a-f-]{36})/g;
const idsIn = (text: string) => [...text.matchAll(JOB_URL_ID)].map((match) => match[1]);

async function visibleIds(filter: { specialty?: string; country?: string } = {}) {
  let query = visitor.from('jobs').select('id');
  if (filter.specialty) query = query.eq('specialty', filter.specialty);
  if (filter.country) query = query.eq('country', filter.country);
  const { data, error } = await query;
  if (error) throw error;
  return (data ?? []).map((row) => row.id as string).sort();
}

describe('job-feeds', () => {
  it('lists exactly the visible jobs in the sitemap, each with its last change', async () => {
    const response = await feed('sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const body = await response.text();
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(idsIn(body).sort()).toEqual(await visibleIds());
    expect(body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[^<]+<\/lastmod>/);
    // The seed's drafts and its expired ad are not there.
    const { data: hidden } = await service
      .from('jobs')
      .select('id')
      .or(`status.eq.draft,expires_at.lt.${new Date().toISOString()}`);
    expect(hidden?.length).toBeGreaterThan(0);
    for (const job of hidden ?? []) expect(body).not.toContain(job.id);
  });

  it('lists the same jobs in the Atom feed and the JSON Feed, with JobTech’s field names', async () => {
    // A Swedish job of this test's own, in a län: other tests add Swedish jobs without one.
    const { data: swedish, error } = await service
      .from('jobs')
      .insert({
        title: 'Distriktsläkare i Västerbotten',
        employer_name: 'Region Test',
        location: 'Umeå',
        description: 'Tjänst i ett län, för JobTech:s taxonomi.',
        status: 'published',
        country: 'SE',
        region: 'Västerbotten',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const atom = await (await feed('atom.xml')).text();
    expect(atom).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect([...new Set(idsIn(atom))].sort()).toEqual(await visibleIds());

    const json = await (await feed('feed.json')).json();
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    const ids = json.items.map((item: { id: string }) => item.id).sort();
    expect(ids).toEqual(await visibleIds());
    // The seed's locum of three periods, paid per hour.
    const locum = json.items.find(
      (item: { _lakarjobb: { periods: unknown[] } }) => item._lakarjobb.periods.length === 3,
    );
    expect(locum._lakarjobb.pay).toMatchObject({ unit: 'hour', currency: 'DKK' });
    expect(locum._jobtech).toMatchObject({
      headline: expect.any(String),
      employment_type: { label: expect.any(String) },
      scope_of_work: { min: expect.any(Number) },
      occupation: { concept_id: expect.stringMatching(/^(oHyy_M2j_HUP|9K3i_XD4_Kyy)$/) },
      occupation_group: { legacy_ams_taxonomy_id: expect.stringMatching(/^221[129]$/) },
      occupation_field: { concept_id: 'NYW6_mP6_vwf', label: 'Hälso- och sjukvård' },
      must_have: { languages: expect.any(Array) },
    });
    // Taxonomy ids where JobTech has one: Sverige and its län, Norge; Danmark goes by name.
    const address = (country: string) =>
      json.items.find(
        (item: { _jobtech: { workplace_address: { country: string } } }) =>
          item._jobtech.workplace_address.country === country,
      )._jobtech.workplace_address;
    const ownAddress = json.items.find((item: { id: string }) => item.id === swedish?.id)._jobtech
      .workplace_address;
    expect(ownAddress).toMatchObject({
      country: 'Sverige',
      country_concept_id: 'i46j_HmG_v64',
      region: expect.stringMatching(/ län$/),
      region_concept_id: expect.stringMatching(/^\w{4}_\w{3}_\w{3}$/),
    });
    expect(address('Norge')).toMatchObject({
      country_concept_id: 'QJgN_Zge_BzJ',
      region_concept_id: null,
    });
    expect(address('Danmark')).toMatchObject({ country_concept_id: null });
  });

  it('filters by specialty and country', async () => {
    const json = await (await feed('feed.json?specialitet=allmänmedicin&land=NO')).json();
    const ids = json.items.map((item: { id: string }) => item.id).sort();
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).toEqual(await visibleIds({ specialty: 'allmänmedicin', country: 'NO' }));
    const atom = await (await feed('atom.xml?land=DK')).text();
    expect([...new Set(idsIn(atom))].sort()).toEqual(await visibleIds({ country: 'DK' }));
  });

  it('answers a request with the ETag it gave with 304, and a job that expires leaves at once', async () => {
    // A job of this test's own to expire, published a day ago: another test's job may have been
    // published this very second, and may not expire before it was published.
    const day = 24 * 60 * 60 * 1000;
    const { data: own, error: insertError } = await service
      .from('jobs')
      .insert({
        title: 'Överläkare som snart går ut',
        employer_name: 'Region Test',
        location: 'Umeå',
        description: 'Tjänst som går ut medan testet pågår.',
        status: 'published',
        published_at: new Date(Date.now() - day).toISOString(),
        expires_at: new Date(Date.now() + 30 * day).toISOString(),
      })
      .select('id')
      .single();
    expect(insertError).toBeNull();
    const gone = own?.id as string;
    expect(await visibleIds()).toContain(gone);

    const first = await feed('sitemap.xml');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await feed('sitemap.xml', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    expect(await first.text()).toContain(gone);
    const { error } = await service
      .from('jobs')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', gone);
    expect(error).toBeNull();
    const after = await feed('sitemap.xml', { 'If-None-Match': etag });
    expect(after.status).toBe(200);
    expect(await after.text()).not.toContain(gone);
  });

  it('keeps the Atom feed well-formed when a title holds characters XML does not allow', async () => {
    const { error } = await service.from('jobs').insert({
      title: 'Överläkare\uFFFF kirurgi\uFFFE',
      employer_name: 'Region Test',
      location: 'Umeå',
      description: 'Tjänst med tecken som XML 1.0 inte tillåter.',
      status: 'published',
    });
    expect(error).toBeNull();
    const atom = await (await feed('atom.xml')).text();
    expect(atom).toContain('<title>Överläkare kirurgi</title>');
    // XML 1.0's Char production: anything else makes the whole document malformed.
    expect(atom).toMatch(/^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u);
  });

  it('names the feeds it serves for an unknown one', async () => {
    const response = await feed('rss.txt');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('sitemap.xml');
  });
});
