// An admin's requests to import-jobs (/admin/kallor): a test fetch that stores nothing, adding a
// feed (validated, Swedish reasons), running one source now; nobody else may ask.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureServer, startFixtureServer } from '../support/job-source-server';
import { clientFor, demoClients, type StandIn, startStandIn } from '../support/standin';

let fixtures: FixtureServer;
let standIn: StandIn;
let service: SupabaseClient;
let admin: SupabaseClient;
let jobSeeker: SupabaseClient;

beforeAll(async () => {
  fixtures = await startFixtureServer();
  standIn = await startStandIn({
    env: {
      IMPORT_ALLOW_LOOPBACK: '1',
      IMPORT_TIMEOUT_MS: '3000',
      STANDIN_JOB_IMPORT_INTERVAL_MS: '0',
    },
  });
  ({ admin, jobSeeker, service } = await demoClients(standIn));
});

afterAll(async () => {
  await standIn?.stop();
  await fixtures?.close();
});

/** The function as the app calls it: supabase-js with the signed-in user's token. */
async function ask(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('import-jobs', { body });
  if (!error) return { status: 200, body: data };
  const response = (error as { context?: Response }).context;
  return { status: response?.status ?? 0, body: await response?.json() };
}

const importedCount = async () =>
  (
    await service
      .from('jobs')
      .select('id', { count: 'exact', head: true })
      .not('source_id', 'is', null)
  ).count;

describe('import-jobs for admins', () => {
  it('test-fetches a feed and says what it holds, storing nothing', async () => {
    const before = await importedCount();
    const sourcesBefore = (await service.from('job_sources').select('id')).data?.length;
    const { status, body } = await ask(admin, {
      action: 'preview',
      kind: 'feed',
      url: `${fixtures.url}/region/rss.xml`,
      country: 'SE',
    });
    expect(status).toBe(200);
    // Three items: a doctor job, an assistant nurse's (not a doctor job), one without a link.
    expect(body.preview).toMatchObject({
      ads: 3,
      doctorJobs: 1,
      summary: '3 annonser, 1 läkarjobb',
      titles: ['ST-läkare i allmänmedicin'],
    });
    expect(await importedCount()).toBe(before);
    expect((await service.from('job_sources').select('id')).data?.length).toBe(sourcesBefore);
  });

  it('says why a source cannot be read, in Swedish', async () => {
    const refused = await ask(admin, {
      action: 'preview',
      kind: 'feed',
      url: 'http://10.0.0.1/feed.xml',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Värden 10.0.0.1 är inte en publik adress (10.0.0.1).');
  });

  it('refuses a malformed source with the field and a Swedish reason, adding nothing', async () => {
    const { status, body } = await ask(admin, {
      action: 'add',
      name: ' ',
      kind: 'feed',
      url: 'ftp://region.se/feed',
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      name: 'Namn krävs (visas som "Från …" på annonserna)',
      url: 'Adressen måste börja med http:// eller https://',
    });
    const { data } = await service
      .from('job_sources')
      .select('id')
      .eq('url', 'ftp://region.se/feed');
    expect(data).toEqual([]);
  });

  it('adds a feed and runs it now: its doctor job is on the site with its source', async () => {
    const added = await ask(admin, {
      action: 'add',
      name: 'Vårdcentralen Norrby',
      kind: 'feed',
      url: `${fixtures.url}/region/rss.xml`,
      country: 'SE',
    });
    expect(added.status).toBe(200);
    const { data: source } = await service
      .from('job_sources')
      .select('name, kind, settings, enabled')
      .eq('id', added.body.id)
      .single();
    expect(source).toEqual({
      name: 'Vårdcentralen Norrby',
      kind: 'feed',
      settings: { country: 'SE' },
      enabled: true,
    });
    const run = await ask(admin, { action: 'run', source_id: added.body.id });
    expect(run.status).toBe(200);
    expect(run.body.summary).toMatchObject({
      source: 'Vårdcentralen Norrby',
      ok: true,
      fetched: 3,
      kept: 1,
      added: 1,
      filtered: 1,
    });
    const { data: origins } = await clientFor(standIn)
      .from('jobs')
      .select('id, title')
      .eq('source_id', added.body.id);
    expect(origins?.map((job) => job.title)).toEqual(['ST-läkare i allmänmedicin']);
    const { data: last } = await service
      .from('job_sources')
      .select('last_run')
      .eq('id', added.body.id)
      .single();
    expect(last?.last_run).toMatchObject({ added: 1, filtered: 1, skipped: 1 });
  });

  it('answers nobody but an admin', async () => {
    const body = { action: 'preview', kind: 'feed', url: `${fixtures.url}/region/rss.xml` };
    expect((await ask(jobSeeker, body)).status).toBe(403);
    const anonymous = await fetch(`${standIn.url}/functions/v1/import-jobs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${standIn.anonKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(anonymous.status).toBe(401);
  });
});
