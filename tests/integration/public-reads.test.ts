// src/lib/publicReads.ts (the app's light public reads, fetch + anon key) against the stand-in,
// beside the same reads through supabase-js: the same rows for filters, in(), or(), order and
// range(), one row or none from maybeSingle, and a PostgREST error as `error`, not as rows.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/lib/database.types';
import { PUBLIC_JOB_COLUMNS } from '../../src/lib/publicColumns';
import type { PublicReads } from '../../src/lib/publicReads';
import { clientFor, type StandIn, startStandIn } from '../support/standin';

let standIn: StandIn;
let anon: SupabaseClient<Database>;
let reads: PublicReads;

beforeAll(async () => {
  standIn = await startStandIn();
  anon = clientFor(standIn) as SupabaseClient<Database>;
  // The app module reads its address and key from the build's environment at import.
  vi.stubEnv('VITE_SUPABASE_URL', standIn.url);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', standIn.anonKey);
  reads = (await import('../../src/lib/publicReads')).publicReads;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await standIn?.stop();
});

describe('publicReads', () => {
  it('answers filtered, ordered, paged reads with the rows supabase-js gets', async () => {
    const now = new Date().toISOString();
    const light = await reads
      .from('jobs')
      .select('id, title, expires_at')
      .eq('status', 'published')
      .or(`expires_at.is.null,expires_at.gt."${now}"`)
      .order('published_at', { ascending: false })
      .order('id')
      .range(2, 6);
    const full = await anon
      .from('jobs')
      .select('id, title, expires_at')
      .eq('status', 'published')
      .or(`expires_at.is.null,expires_at.gt."${now}"`)
      .order('published_at', { ascending: false })
      .order('id')
      .range(2, 6);
    expect(light.error).toBeNull();
    expect(light.data).toHaveLength(5);
    expect(light.data).toEqual(full.data);

    const ids = (light.data ?? []).slice(0, 3).map((job) => job.id);
    const byId = await reads.from('jobs').select('id').in('id', ids).order('id');
    expect(byId.data?.map((job) => job.id)).toEqual([...ids].sort());
  });

  it('gives one row or null from maybeSingle', async () => {
    const [job] =
      (await anon.from('jobs').select(PUBLIC_JOB_COLUMNS).eq('status', 'published').limit(1))
        .data ?? [];
    if (!job) throw new Error('the seed has no public job');
    const one = await reads.from('jobs').select(PUBLIC_JOB_COLUMNS).eq('id', job.id).maybeSingle();
    expect(one).toEqual({ data: job, error: null });
    const none = await reads
      .from('jobs')
      .select(PUBLIC_JOB_COLUMNS)
      .eq('id', '00000000-0000-4000-8000-000000000000')
      .maybeSingle();
    expect(none).toEqual({ data: null, error: null });
  });

  it('sees what anon sees: no drafts', async () => {
    const drafts = await reads.from('jobs').select('id').eq('status', 'draft');
    expect(drafts).toEqual({ data: [], error: null });
  });

  it("returns PostgREST's error with its status and code", async () => {
    const { data, error } = await reads.from('jobs').select('no_such_column');
    expect(data).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('42703');
  });
});
