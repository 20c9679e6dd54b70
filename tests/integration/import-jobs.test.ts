// The import of the public job feeds on the stand-in, against a fixture server serving
// recorded pages in each source's format: JobTech's snapshot and stream, NAV's paged feed with
// ETags and its entries, a region's RSS, Atom and JSON Feed and an employer's JobPosting page.
// Each case starts from the same six sources, never read yet, and runs the imports it needs.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FixtureServer, NAV_TOKEN, startFixtureServer } from '../support/job-source-server';
import { clientFor, demoClients, type StandIn, startStandIn } from '../support/standin';

let fixtures: FixtureServer;
let standIn: StandIn;
let service: SupabaseClient;
let admin: SupabaseClient;
let jobSeeker: SupabaseClient;
let visitor: SupabaseClient;

interface Summary {
  source: string;
  ok: boolean;
  added: number;
  updated: number;
  removed: number;
  skipped: number;
  filtered: number;
  errors: { item: string; reason: string }[];
}

const SOURCES = {
  jobtech: 'Platsbanken (test)',
  nav: 'arbeidsplassen.no (test)',
  rss: 'Vårdcentralen Norrby (test)',
  atom: 'Region Midtjylland (test)',
  json: 'Sjukhuset i Exempelby (test)',
  page: 'Exempel Hälsa (test)',
};

beforeAll(async () => {
  fixtures = await startFixtureServer();
  standIn = await startStandIn({
    env: {
      IMPORT_ALLOW_LOOPBACK: '1',
      NAV_FEED_TOKEN: NAV_TOKEN,
      IMPORT_TIMEOUT_MS: '3000',
      IMPORT_MAX_MB: '1',
      STANDIN_JOB_IMPORT_INTERVAL_MS: '0',
    },
  });
  ({ admin, jobSeeker, service } = await demoClients(standIn));
  visitor = clientFor(standIn);
}, 120_000);

/** The seed's two sources, whose imported ads are not this test's. */
const SEEDED_SOURCES = [
  'e0470000-0000-4000-8000-000000000001',
  'e0470000-0000-4000-8000-000000000002',
];

/** This file's six sources, reading the fixture server at `base`. */
const sourcesAt = (base: string) => [
  {
    name: SOURCES.jobtech,
    kind: 'jobtech',
    url: `${base}/jobtech`,
    settings: { occupation_concept_ids: ['oHyy_M2j_HUP', '9K3i_XD4_Kyy', 'gXqW_s5Q_ZjN'] },
    enabled: true,
  },
  {
    name: SOURCES.nav,
    kind: 'nav',
    url: `${base}/api/v1/feed`,
    settings: { styrk: ['2211', '2212'], token_env: 'NAV_FEED_TOKEN' },
    enabled: true,
  },
  {
    name: SOURCES.rss,
    kind: 'feed',
    url: `${base}/region/rss.xml`,
    settings: {
      country: 'SE',
      region: 'Västra Götaland',
      employer: 'Vårdcentralen Norrby',
      city: 'Borås',
    },
    enabled: true,
  },
  {
    name: SOURCES.atom,
    kind: 'feed',
    url: `${base}/region/atom.xml`,
    settings: {
      country: 'DK',
      region: 'Midtjylland',
      city: 'Aarhus',
      employer: 'Region Midtjylland',
    },
    enabled: true,
  },
  {
    name: SOURCES.json,
    kind: 'feed',
    url: `${base}/region/feed.json`,
    settings: { country: 'SE', city: 'Exempelby', employer: 'Sjukhuset i Exempelby' },
    enabled: true,
  },
  {
    name: SOURCES.page,
    kind: 'feed',
    url: `${base}/jobb/kiruna.html`,
    settings: {},
    enabled: true,
  },
];

/**
 * Only the seed's sources and this file's six, none of them read yet, each serving its feed as
 * first recorded: any other source, and every ad imported from one, is deleted.
 */
beforeEach(async () => {
  const deleted = await service
    .from('job_sources')
    .delete()
    .not('id', 'in', `(${SEEDED_SOURCES.join(',')})`);
  if (deleted.error) throw deleted.error;
  fixtures.reset();
  const added = await service.from('job_sources').insert(sourcesAt(fixtures.url));
  if (added.error) throw added.error;
});

afterAll(async () => {
  await standIn?.stop();
  await fixtures?.close();
});

async function runImport(): Promise<Record<string, Summary>> {
  const response = await fetch(`${standIn.url}/functions/v1/import-jobs`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${standIn.serviceRoleKey}` },
  });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return Object.fromEntries(
    (body.sources as Summary[]).map((summary) => [summary.source, summary]),
  );
}

const IMPORTED_COLUMNS =
  'id, title, employer_name, location, description, country, region, specialty, employment_form, working_hours_type, scope_percent, pay_amount, pay_unit, salary_currency, apply_by, expires_at, original_url, apply_url, source_id';

/** The imported jobs a visitor sees, by title. */
async function visibleImported() {
  const { data, error } = await visitor
    .from('jobs')
    .select(IMPORTED_COLUMNS)
    .not('source_id', 'is', null)
    .not('source_id', 'in', `(${SEEDED_SOURCES.join(',')})`);
  if (error) throw error;
  return new Map((data ?? []).map((job) => [job.title as string, job]));
}

/** Every imported row as the service role sees it: to show that a run changed nothing. */
async function allImportedRows() {
  const { data, error } = await service
    .from('jobs')
    .select('id, title, description, updated_at, expires_at, duplicate_of, import_hash, hidden')
    .not('source_id', 'is', null)
    .order('id');
  if (error) throw error;
  return data;
}

describe('import-jobs', () => {
  it('imports only doctor ads from every format, mapped onto the job model, skipping malformed items', async () => {
    const runs = await runImport();
    expect(runs[SOURCES.jobtech]).toMatchObject({ ok: true, added: 3, filtered: 1, skipped: 1 });
    expect(runs[SOURCES.jobtech]?.errors).toEqual([{ item: '#5', reason: 'Annonsen saknar id.' }]);
    // NAV: two pages; the kindergarten teacher (STYRK 2342) filtered, the expired ad not added,
    // the entry without uuid skipped.
    expect(runs[SOURCES.nav]).toMatchObject({ ok: true, added: 2, filtered: 1, skipped: 1 });
    expect(runs[SOURCES.rss]).toMatchObject({ ok: true, added: 1, filtered: 1, skipped: 1 });
    expect(runs[SOURCES.rss]?.errors[0]?.reason).toBe('Posten saknar id och länk.');
    expect(runs[SOURCES.atom]).toMatchObject({ ok: true, added: 1, filtered: 1 });
    expect(runs[SOURCES.json]).toMatchObject({ ok: true, added: 1, skipped: 1 });
    expect(runs[SOURCES.json]?.errors[0]?.reason).toBe('Annonsen saknar beskrivning.');
    expect(runs[SOURCES.page]).toMatchObject({ ok: true, added: 1 });

    const jobs = await visibleImported();
    expect([...jobs.keys()].sort()).toEqual([
      'Fastlege i Tromsø',
      'Hyrläkare i allmänmedicin, Kiruna',
      'Overlege i indremedisin',
      'Overlæge i anæstesiologi',
      'ST-läkare i allmänmedicin',
      'Specialistläkare inom psykiatri',
      'Underläkare till kirurgkliniken',
      'Överläkare till akutmottagningen',
    ]);
    expect(jobs.get('Specialistläkare inom psykiatri')).toMatchObject({
      employer_name: 'Region Uppsala',
      location: 'Uppsala, Sverige',
      country: 'SE',
      region: 'Uppsala',
      specialty: 'psykiatri',
      employment_form: 'tillsvidare',
      working_hours_type: 'heltid',
      scope_percent: 100,
      pay_amount: 72000,
      pay_unit: 'month',
      salary_currency: 'SEK',
      original_url: 'https://arbetsformedlingen.se/platsbanken/annonser/24000001',
      apply_url: 'https://example.se/region-uppsala/jobb/24000001',
    });
    expect(jobs.get('Overlege i indremedisin')).toMatchObject({
      employer_name: 'Haukeland universitetssjukehus',
      location: 'Bergen, Norge',
      country: 'NO',
      region: 'Vestland',
      specialty: 'internmedicin',
      employment_form: 'tillsvidare',
      // NAV's extent "Heltid" is Omfattning.
      working_hours_type: 'heltid',
      salary_currency: 'NOK',
      original_url:
        'https://arbeidsplassen.nav.no/stillinger/stilling/a1a1a1a1-0000-4000-8000-00000000000a',
    });
    expect(jobs.get('Overlæge i anæstesiologi')).toMatchObject({
      country: 'DK',
      region: 'Midtjylland',
      location: 'Aarhus, Danmark',
      specialty: 'anestesi och intensivvård',
      salary_currency: 'DKK',
    });
    expect(jobs.get('Hyrläkare i allmänmedicin, Kiruna')).toMatchObject({
      employer_name: 'Exempel Hälsa AB',
      region: 'Norrbotten',
      employment_form: 'vikariat',
      pay_amount: 1100,
      pay_unit: 'hour',
      original_url: `${fixtures.url}/jobb/eh-2026-9`,
    });
    expect(jobs.get('Underläkare till kirurgkliniken')).toMatchObject({
      pay_amount: 52000,
      pay_unit: 'month',
      apply_url: 'https://example.se/exempelby/ansok/301',
    });
    // The expired NAV ad and the filtered ones are not there.
    const { data: expired } = await service
      .from('jobs')
      .select('id')
      .eq('title', 'Lege i spesialisering, psykiatri');
    expect(expired).toEqual([]);
  });

  it('reduces the descriptions to text: no markup, script, event handler or javascript: link passes', async () => {
    await runImport();
    const jobs = await visibleImported();
    const psychiatry = jobs.get('Specialistläkare inom psykiatri')?.description as string;
    expect(psychiatry).toBe(
      'Vuxenpsykiatrin vid Akademiska sjukhuset söker en specialistläkare.\n\n' +
        '• Handledning varje vecka\n• Fyra veckors fortbildning per år\n\n' +
        'Läs mer på vår sida (https://example.se/psykiatri) eller klicka här.',
    );
    for (const job of jobs.values()) {
      const text = job.description as string;
      expect(text).not.toMatch(/[<>]/);
      expect(text).not.toMatch(
        /alert|onerror|onclick|onmouseover|javascript:|document\.cookie|display:none/,
      );
    }
    expect(jobs.get('Overlege i indremedisin')?.description).toBe(
      'Medisinsk avdeling søker overlege i indremedisin.\n\nVi tilbyr:\n\n• Godt fagmiljø\n• Fleksibel turnus\n\nSøk innen fristen.',
    );
    expect(jobs.get('Overlæge i anæstesiologi')?.description).toBe(
      'Anæstesiologisk afdeling i Aarhus søger en overlæge.',
    );
  });

  it('shows the same job from two sources once, naming both', async () => {
    await runImport();
    const { data: shown } = await visitor
      .from('jobs')
      .select('id')
      .eq('title', 'ST-läkare i allmänmedicin')
      .not('source_id', 'is', null);
    expect(shown).toHaveLength(1);
    const { data: origins, error } = await visitor.rpc('job_origins', {
      job_ids: [shown?.[0]?.id],
    });
    expect(error).toBeNull();
    expect(origins.map((origin: { source_name: string }) => origin.source_name).sort()).toEqual(
      [SOURCES.jobtech, SOURCES.rss].sort(),
    );
    expect(origins.map((origin: { original_url: string }) => origin.original_url).sort()).toEqual([
      'https://arbetsformedlingen.se/platsbanken/annonser/24000004',
      'https://example.se/norrby/st-lakare',
    ]);
    // Nobody applies through the site to an imported ad: that is the employer's apply URL.
    const { error: applyError } = await jobSeeker
      .from('job_applications')
      .insert({ id: crypto.randomUUID(), job_id: shown?.[0]?.id, cover_letter: 'Hej!' });
    expect(applyError?.code).toBe('42501');
  });

  it('changes nothing when run twice: unchanged ads are not written, NAV and the feeds answer 304', async () => {
    await runImport();
    const before = await allImportedRows();
    const requestsBefore = fixtures.requests.length;
    const runs = await runImport();
    for (const summary of Object.values(runs)) {
      expect(summary, summary.source).toMatchObject({ ok: true, added: 0, updated: 0, removed: 0 });
    }
    expect(await allImportedRows()).toEqual(before);
    const asked = fixtures.requests.slice(requestsBefore);
    const stream = asked.find((request) => request.path === '/jobtech/v2/stream');
    expect(stream?.query.get('updated-after')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(stream?.query.getAll('occupation-concept-id')).toContain('oHyy_M2j_HUP');
    const navPage = asked.find((request) => request.path.startsWith('/api/v1/feed/'));
    expect(navPage?.headers['if-none-match']).toBeTruthy();
    expect(navPage?.status).toBe(304);
    expect(asked.find((request) => request.path === '/region/rss.xml')?.status).toBe(304);
    // The first NAV page is not asked again: the cursor is at the last page.
    expect(asked.some((request) => request.path === '/api/v1/feed')).toBe(false);
  });

  it('takes an ad removed at its source off the site within one run', async () => {
    await runImport();
    fixtures.state.stream = 'jobtech/stream-removed.json';
    fixtures.state.navLastPage = 'nav/feed-page-2-later.json';
    const runs = await runImport();
    expect(runs[SOURCES.jobtech]).toMatchObject({ ok: true, removed: 1, added: 0 });
    expect(runs[SOURCES.nav]).toMatchObject({ ok: true, removed: 1, added: 0 });
    const jobs = await visibleImported();
    expect(jobs.has('Överläkare till akutmottagningen')).toBe(false);
    expect(jobs.has('Fastlege i Tromsø')).toBe(false);
    expect(jobs.has('Specialistläkare inom psykiatri')).toBe(true);
  });

  it('keeps a failing source’s ads and its cursor, records why in Swedish, and retries next run', async () => {
    await runImport();
    const { data: before } = await service
      .from('job_sources')
      .select('cursor')
      .eq('name', SOURCES.rss)
      .single();
    fixtures.state.rssFails = true;
    const failed = await runImport();
    expect(failed[SOURCES.rss]).toMatchObject({ ok: false, added: 0, removed: 0 });
    expect(failed[SOURCES.rss]?.errors[0]?.reason).toMatch(/^Källan svarade med HTTP 500/);
    // The other sources ran as usual.
    expect(failed[SOURCES.jobtech]?.ok).toBe(true);
    const { data: source } = await admin
      .from('job_sources')
      .select('cursor, last_run')
      .eq('name', SOURCES.rss)
      .single();
    expect(source?.cursor).toEqual(before?.cursor);
    expect(source?.last_run).toMatchObject({
      ok: false,
      errors: [{ reason: expect.stringMatching(/HTTP 500/) }],
    });
    // Both copies are still there: the job is still shown once.
    const { data: shown } = await visitor
      .from('jobs')
      .select('id')
      .eq('title', 'ST-läkare i allmänmedicin')
      .not('source_id', 'is', null);
    expect(shown).toHaveLength(1);

    fixtures.state.rssFails = false;
    const retried = await runImport();
    expect(retried[SOURCES.rss]).toMatchObject({ ok: true, errors: [] });
  });

  it('refuses a feed on a private address, an answer over the size limit and one past the time limit', async () => {
    const { error } = await service.from('job_sources').insert([
      {
        name: 'Privat (test)',
        kind: 'feed',
        url: 'http://10.1.2.3/feed.xml',
        settings: { country: 'SE' },
        enabled: true,
      },
      {
        name: 'Stor (test)',
        kind: 'feed',
        url: `${fixtures.url}/big.xml`,
        settings: { country: 'SE' },
        enabled: true,
      },
      {
        name: 'Långsam (test)',
        kind: 'feed',
        url: `${fixtures.url}/slow.xml`,
        settings: { country: 'SE' },
        enabled: true,
      },
    ]);
    expect(error).toBeNull();
    const runs = await runImport();
    expect(runs['Privat (test)']?.errors[0]?.reason).toBe(
      'Värden 10.1.2.3 är inte en publik adress (10.1.2.3).',
    );
    expect(runs['Stor (test)']?.errors[0]?.reason).toBe(
      'Svaret är större än 1024 kB och lästes inte.',
    );
    expect(runs['Långsam (test)']?.errors[0]?.reason).toMatch(
      /^Källan svarade inte inom 3 sekunder/,
    );
  });

  it('lets an admin hide an imported ad, which the next run leaves hidden; sources are admins’ only', async () => {
    await runImport();
    const { data: job } = await admin
      .from('jobs')
      .select('id')
      .eq('title', 'Specialistläkare inom psykiatri')
      .single();
    const { error } = await admin.from('jobs').update({ hidden: true }).eq('id', job?.id);
    expect(error).toBeNull();
    expect((await visibleImported()).has('Specialistläkare inom psykiatri')).toBe(false);
    fixtures.state.stream = 'jobtech/snapshot.json'; // JobStream sends the ad again
    const runs = await runImport();
    expect(runs[SOURCES.jobtech]?.ok).toBe(true);
    expect((await visibleImported()).has('Specialistläkare inom psykiatri')).toBe(false);

    expect((await jobSeeker.from('job_sources').select('id')).data).toEqual([]);
    expect((await visitor.from('job_sources').select('id')).error?.code).toBe('42501');
    expect((await admin.from('job_sources').select('id')).data?.length).toBeGreaterThanOrEqual(8);
  });
});
