// Issue 50 through the API: a client of the spec's REST API that writes only job_type still
// classifies the ad (Anställningsform and Omfattning follow), the app's admin form writes the form
// and Omfattning and the type follows, a contradiction is a 400 with a Swedish reason, and the
// feeds say the classification as the job page does.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoClients, type StandIn, startStandIn } from '../support/standin';

let standIn: StandIn;
let admin: SupabaseClient;
let visitor: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn();
  ({ admin } = await demoClients(standIn));
  visitor = clientFor(standIn);
});

afterAll(async () => {
  await standIn?.stop();
});

const CLASSIFICATION = 'id, job_type, employment_form, working_hours_type, scope_percent';

const ad = (title: string) => ({
  title,
  employer_name: 'Region Västerbotten',
  location: 'Umeå',
  description: 'Läkartjänst.',
  status: 'published' as const,
});

describe('the spec’s API, writing job_type alone', () => {
  it.each([
    ['Heltid', 'tillsvidare', 'heltid'],
    ['Deltid', 'tillsvidare', 'deltid'],
    ['Vikariat', 'vikariat', null],
    ['Konsult', 'konsult', null],
  ] as const)('inserts a %s ad classified as %s, Omfattning %s', async (jobType, form, hours) => {
    const { data, error } = await admin
      .from('jobs')
      .insert({ ...ad(`Spec ${jobType}`), job_type: jobType })
      .select(CLASSIFICATION)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      job_type: jobType,
      employment_form: form,
      working_hours_type: hours,
    });
  });

  it('reclassifies an ad when it updates job_type alone', async () => {
    const { data: created } = await admin
      .from('jobs')
      .insert({ ...ad('Spec omklassad'), job_type: 'Deltid', scope_percent: 50 })
      .select('id')
      .single();
    const { data, error } = await admin
      .from('jobs')
      .update({ job_type: 'Vikariat' })
      .eq('id', created?.id)
      .select(CLASSIFICATION)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      job_type: 'Vikariat',
      employment_form: 'vikariat',
      working_hours_type: 'deltid',
      scope_percent: 50,
    });
  });
});

describe('a locum ad saved by the admin form', () => {
  /** A published locum ad at 80 %, as the admin form writes it: the form and Omfattning. */
  async function saveLocum() {
    const { data, error } = await admin
      .from('jobs')
      .insert({
        ...ad('Stafettläkare, klassad'),
        employment_form: 'stafett',
        working_hours_type: 'deltid',
        scope_percent: 80,
      })
      .select(CLASSIFICATION)
      .single();
    expect(error).toBeNull();
    return data;
  }

  it('derives the spec’s job_type from Anställningsform and Omfattning', async () => {
    const data = await saveLocum();
    expect(data).toMatchObject({ job_type: 'Konsult', employment_form: 'stafett' });
    const locumId = data?.id ?? '';
    const { data: seen } = await visitor
      .from('jobs')
      .select(CLASSIFICATION)
      .eq('id', locumId)
      .single();
    expect(seen).toMatchObject({ working_hours_type: 'deltid', scope_percent: 80 });
  });

  it('refuses an Omfattning that contradicts its percentage with a Swedish reason', async () => {
    const locumId = (await saveLocum())?.id ?? '';
    const { error, status } = await admin
      .from('jobs')
      .update({ working_hours_type: 'heltid' })
      .eq('id', locumId)
      .select('id');
    expect(status).toBe(400);
    expect([error?.code, error?.message]).toEqual([
      '23514',
      'Heltid är 100 %: välj deltid för en omfattning på 80 %.',
    ]);
  });

  it('is classified in the feeds as on the job page', async () => {
    const locumId = (await saveLocum())?.id ?? '';
    const feed = (name: string) => fetch(`${standIn.url}/functions/v1/job-feeds/${name}`);
    const json = await (await feed('feed.json')).json();
    const item = json.items.find((entry: { id: string }) => entry.id === locumId);
    expect(item._jobtech).toMatchObject({
      employment_type: { label: 'Locum / stafett' },
      working_hours_type: { concept_id: null, label: 'Deltid' },
      scope_of_work: { min: 80, max: 80 },
    });
    const atom = await (await feed('atom.xml')).text();
    expect(atom).toContain(
      'Läkartjänst.\n\nAnställningsform: Locum / stafett\nOmfattning: Deltid 80\u00a0%',
    );
  });
});
