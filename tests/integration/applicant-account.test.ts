// What the applicant's account pages and the admin's lists ask of the API, through supabase-js
// against the stand-in: Mina ansökningar (own rows, the job as applied, withdrawing), saved jobs
// that follow the account, and the admin's application counts per job.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  applyAs,
  type EmailHarness,
  LETTER,
  type SignedInJobSeeker,
  signUpJobSeeker,
  startEmailHarness,
} from './email-harness.ts';

let h: EmailHarness;
let anna: SignedInJobSeeker;
let bertil: SignedInJobSeeker;
let admin: SupabaseClient;

beforeAll(async () => {
  h = await startEmailHarness();
  admin = h.newClient();
  const { error } = await admin.auth.signInWithPassword({
    email: 'admin@lakarjobb.local',
    password: 'Admin123!',
  });
  if (error) throw error;
}, 120_000);

// Each test has applicants of its own: a list of "my applications" or "my saved jobs" must not
// see what another test applied for or saved.
beforeEach(async () => {
  anna = await signUpJobSeeker(h, 'Anna Andersson');
  bertil = await signUpJobSeeker(h, 'Bertil Berg');
});

afterAll(async () => {
  await h?.close();
});

describe('Mina ansökningar', () => {
  it('lists only my applications, with the job as it was when I applied', async () => {
    const jobId = await h.publishJob({ title: 'Distriktsläkare' });
    const mine = await applyAs(
      anna.client,
      anna.id,
      jobId,
      'Hej från Anna. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    );
    await applyAs(
      bertil.client,
      bertil.id,
      jobId,
      'Hej från Bertil. Jag är legitimerad läkare med fem års erfarenhet och söker gärna tjänsten.',
    );
    await h.service.from('jobs').update({ title: 'Nytt namn', status: 'draft' }).eq('id', jobId);

    const { data, error } = await anna.client
      .from('job_applications')
      .select('id, job_title, employer_name, status, applicant_name, applicant_email');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: mine,
        job_title: 'Distriktsläkare',
        employer_name: 'Region Test',
        status: 'pending',
        applicant_name: 'Anna Andersson',
        applicant_email: anna.email,
      },
    ]);
  });

  it("withdraws my own application only, and cannot touch someone else's", async () => {
    const jobId = await h.publishJob({ title: 'Specialist i allmänmedicin' });
    const mine = await applyAs(anna.client, anna.id, jobId, LETTER);
    const theirs = await applyAs(bertil.client, bertil.id, jobId, LETTER);

    const other = await anna.client
      .from('job_applications')
      .update({ status: 'withdrawn' })
      .eq('id', theirs)
      .select('id');
    expect(other.data).toEqual([]);
    const own = await anna.client
      .from('job_applications')
      .update({ status: 'withdrawn' })
      .eq('id', mine)
      .select('status')
      .single();
    expect(own.data).toEqual({ status: 'withdrawn' });
    const back = await anna.client
      .from('job_applications')
      .update({ status: 'pending' })
      .eq('id', mine)
      .select('id');
    expect(back.error?.code).toBe('42501');
    // Nor may an admin change it: the applicant's choice stands.
    const byAdmin = await admin
      .from('job_applications')
      .update({ status: 'accepted' })
      .eq('id', mine)
      .select('id');
    expect(byAdmin.error?.code).toBe('42501');
  });
});

describe('saved jobs on the account', () => {
  it('stores my saved jobs; a repeated save keeps the first; no one else sees them', async () => {
    const jobId = await h.publishJob({ title: 'Sparat jobb' });
    const first = await anna.client
      .from('saved_jobs')
      .upsert({ job_id: jobId, saved_at: '2026-01-01T00:00:00Z' }, { ignoreDuplicates: true });
    expect(first.error).toBeNull();
    const again = await anna.client
      .from('saved_jobs')
      .upsert({ job_id: jobId, saved_at: '2026-02-01T00:00:00Z' }, { ignoreDuplicates: true });
    expect(again.error).toBeNull();
    const { data } = await anna.client.from('saved_jobs').select('job_id, saved_at');
    expect(data).toEqual([{ job_id: jobId, saved_at: '2026-01-01T00:00:00+00:00' }]);
    expect((await bertil.client.from('saved_jobs').select('job_id')).data).toEqual([]);
    const forged = await bertil.client
      .from('saved_jobs')
      .insert({ user_id: anna.id, job_id: jobId });
    expect(forged.error?.code).toBe('42501');
  });
});

describe("the admin's jobs list", () => {
  it('counts each job’s applications for the jobs asked about (all for an admin)', async () => {
    const busy = await h.publishJob({ title: 'Många sökande' });
    const quiet = await h.publishJob({ title: 'Inga sökande' });
    await applyAs(anna.client, anna.id, busy, LETTER);
    await applyAs(bertil.client, bertil.id, busy, LETTER);

    const { data, error } = await admin.rpc('job_application_counts', { job_ids: [busy, quiet] });
    expect(error).toBeNull();
    expect(data).toEqual([{ job_id: busy, applications: 2 }]);
    // Anyone else counts only their own applications.
    const own = await anna.client.rpc('job_application_counts', { job_ids: [busy] });
    expect(own.data).toEqual([{ job_id: busy, applications: 1 }]);
    const visitor = await h.anon.rpc('job_application_counts', { job_ids: [busy] });
    expect(visitor.error?.code).toBe('42501');
  });
});
