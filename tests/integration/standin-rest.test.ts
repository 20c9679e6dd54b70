// REST of the stand-in through supabase-js (postgrest-js) on the real tables of the migrations:
// reads with filters, order, paging, counts, embedding; writes; RLS decides who sees what.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_JOB_COLUMNS } from '../../src/lib/publicColumns';
import { clientFor, demoClients, type StandIn, startStandIn } from '../support/standin';

let standIn: StandIn;
let anon: SupabaseClient;
let service: SupabaseClient;
let admin: SupabaseClient;
let jobSeeker: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn();
  anon = clientFor(standIn);
  ({ admin, jobSeeker, service } = await demoClients(standIn));
});

afterAll(async () => {
  await standIn?.stop();
});

interface Job {
  id: string;
  title: string;
  status: string;
  salary_monthly: number | null;
  specialty: string | null;
  location: string;
}

/** Every job, read past RLS with the service role: the reference the filtered reads are checked against. */
async function allJobs(): Promise<Job[]> {
  const { data, error } = await service.from('jobs').select('*');
  if (error) throw error;
  return data as Job[];
}

function newJob(overrides: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    title: `Distriktsläkare ${randomUUID().slice(0, 6)}`,
    employer_name: 'Testregionen',
    location: 'Umeå',
    description: 'Vi söker en distriktsläkare.',
    status: 'published',
    ...overrides,
  };
}

describe('reads', () => {
  it('shows visitors only published jobs (RLS), with an exact count', async () => {
    const jobs = await allJobs();
    const published = jobs.filter((job) => job.status === 'published');
    const { data, count, error, status } = await anon
      .from('jobs')
      .select('id, status', { count: 'exact' });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data?.every((job) => job.status === 'published')).toBe(true);
    expect(count).toBe(data?.length);
    expect(count).toBeLessThan(jobs.length);
    expect(count).toBeLessThanOrEqual(published.length);
  });

  it('filters with eq, neq, gt/lte, ilike, in, is and not', async () => {
    const jobs = (await allJobs()).filter((job) => job.status === 'published');
    const some = jobs.find((job) => job.salary_monthly !== null) as Job;

    const eq = await service.from('jobs').select('id').eq('id', some.id);
    expect(eq.data).toEqual([{ id: some.id }]);

    const range = await service
      .from('jobs')
      .select('salary_monthly')
      .gt('salary_monthly', 50000)
      .lte('salary_monthly', 90000);
    const expected = (await allJobs()).filter(
      (job) =>
        job.salary_monthly !== null && job.salary_monthly > 50000 && job.salary_monthly <= 90000,
    );
    expect(range.data).toHaveLength(expected.length);

    const ilike = await service.from('jobs').select('title').ilike('title', '%LÄKARE%');
    expect(ilike.data?.length).toBeGreaterThan(0);
    expect(ilike.data?.every((job) => job.title.toLowerCase().includes('läkare'))).toBe(true);

    const specialties = await service
      .from('jobs')
      .select('specialty')
      .in('specialty', ['kirurgi', 'psykiatri']);
    expect(specialties.data?.length).toBeGreaterThan(0);
    expect(
      specialties.data?.every((job) => ['kirurgi', 'psykiatri'].includes(job.specialty ?? '')),
    ).toBe(true);

    const noSpecialty = await service.from('jobs').select('specialty').is('specialty', null);
    const withSpecialty = await service
      .from('jobs')
      .select('specialty')
      .not('specialty', 'is', null);
    expect((noSpecialty.data?.length ?? 0) + (withSpecialty.data?.length ?? 0)).toBe(
      (await allJobs()).length,
    );

    const neq = await service.from('jobs').select('status').neq('status', 'published');
    expect(neq.data?.every((job) => job.status !== 'published')).toBe(true);
  });

  it('combines or() with a nested and()', async () => {
    const { data, error } = await service
      .from('jobs')
      .select('specialty, salary_monthly')
      .or('specialty.eq.kirurgi,and(specialty.eq.psykiatri,salary_monthly.gte.60000)');
    expect(error).toBeNull();
    const expected = (await allJobs()).filter(
      (job) =>
        job.specialty === 'kirurgi' ||
        (job.specialty === 'psykiatri' && (job.salary_monthly ?? -1) >= 60000),
    );
    expect(data).toHaveLength(expected.length);
  });

  it('orders by several columns with nulls last, and pages with range()', async () => {
    const { data } = await service
      .from('jobs')
      .select('id, salary_monthly, title')
      .order('salary_monthly', { ascending: false, nullsFirst: false })
      .order('title');
    const salaries = (data ?? []).map((job) => job.salary_monthly);
    const firstNull = salaries.indexOf(null);
    expect(salaries.slice(firstNull).every((value) => value === null)).toBe(true);
    const numbers = salaries.slice(0, firstNull) as number[];
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));

    const page = await service
      .from('jobs')
      .select('id', { count: 'exact' })
      .order('salary_monthly', { ascending: false, nullsFirst: false })
      .order('title')
      .range(2, 4);
    expect(page.status).toBe(206);
    expect(page.count).toBe(data?.length);
    expect(page.data?.map((job) => job.id)).toEqual(data?.slice(2, 5).map((job) => job.id));
  });

  it('answers head requests with the count only', async () => {
    const { data, count, error } = await service
      .from('jobs')
      .select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(count).toBe((await allJobs()).length);
  });

  it('returns one object for single(), and 406 PGRST116 when not exactly one row', async () => {
    const job = (await allJobs()).find((j) => j.status === 'published') as Job;
    const one = await anon.from('jobs').select('id, title').eq('id', job.id).single();
    expect(one.data).toEqual({ id: job.id, title: job.title });

    const none = await anon.from('jobs').select('id').eq('id', randomUUID()).single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');

    const maybe = await anon.from('jobs').select('id').eq('id', randomUUID()).maybeSingle();
    expect(maybe).toMatchObject({ data: null, error: null });
  });

  it('embeds many-to-one as an object and one-to-many as an array', async () => {
    const { data: applications, error } = await admin
      .from('job_applications')
      .select('id, job_id, job:jobs(title, employer_name)');
    expect(error).toBeNull();
    expect(applications?.length).toBeGreaterThan(0);
    const application = applications?.[0] as unknown as {
      job_id: string;
      job: { title: string; employer_name: string };
    };
    const { data: job } = await service
      .from('jobs')
      .select('title, employer_name, job_applications(id)')
      .eq('id', application.job_id)
      .single();
    expect(application.job).toEqual({ title: job?.title, employer_name: job?.employer_name });
    expect(job?.job_applications).toEqual(expect.arrayContaining([{ id: applications?.[0]?.id }]));
  });
});

describe('compression', () => {
  const read = (encoding?: string) =>
    fetch(`${standIn.url}/rest/v1/jobs?select=${PUBLIC_JOB_COLUMNS}&status=eq.published`, {
      headers: { apikey: standIn.anonKey, ...(encoding ? { 'Accept-Encoding': encoding } : {}) },
    });

  it('gzips a large answer for a client that accepts it, like the hosted gateway', async () => {
    const [plain, zipped] = await Promise.all([read('identity'), read('gzip')]);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    // fetch decompresses: the same rows either way.
    expect(await zipped.json()).toEqual(await plain.json());
  });

  it('leaves a small answer uncompressed', async () => {
    const small = await fetch(`${standIn.url}/rest/v1/jobs?select=id&limit=1`, {
      headers: { apikey: standIn.anonKey, 'Accept-Encoding': 'gzip' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toHaveLength(1);
  });
});

describe('writes', () => {
  it('inserts with return=representation and return=minimal', async () => {
    const withRow = newJob();
    const inserted = await admin.from('jobs').insert(withRow).select('id, title, status').single();
    expect(inserted.status).toBe(201);
    expect(inserted.data).toEqual({ id: withRow.id, title: withRow.title, status: 'published' });

    const minimal = await admin.from('jobs').insert(newJob());
    expect(minimal).toMatchObject({ status: 201, data: null, error: null });
  });

  it('fills column defaults for missing keys with defaultToNull: false', async () => {
    const withStatus = newJob();
    const { id: _id, status: _status, ...withoutStatusFields } = newJob();
    const withoutStatus = { id: randomUUID(), ...withoutStatusFields };
    const { data, error } = await admin
      .from('jobs')
      .insert([withStatus, withoutStatus], { defaultToNull: false })
      .select('id, status');
    expect(error).toBeNull();
    expect(data).toEqual(
      expect.arrayContaining([
        { id: withStatus.id, status: 'published' },
        { id: withoutStatus.id, status: 'draft' },
      ]),
    );
  });

  it('upserts with merge-duplicates and ignore-duplicates', async () => {
    const job = newJob();
    await admin.from('jobs').insert(job);
    const merged = await admin
      .from('jobs')
      .upsert({ ...job, title: 'Ny titel' })
      .select('title')
      .single();
    expect(merged.data).toEqual({ title: 'Ny titel' });
    const ignored = await admin
      .from('jobs')
      .upsert({ ...job, title: 'Ignorerad' }, { ignoreDuplicates: true })
      .select('title');
    expect(ignored.data).toEqual([]);
    const stored = await service.from('jobs').select('title').eq('id', job.id).single();
    expect(stored.data).toEqual({ title: 'Ny titel' });
  });

  it('updates and deletes with filters, and refuses them without one', async () => {
    const job = newJob();
    await admin.from('jobs').insert(job);
    const updated = await admin
      .from('jobs')
      .update({ location: 'Luleå' })
      .eq('id', job.id)
      .select('location');
    expect(updated).toMatchObject({ status: 200, data: [{ location: 'Luleå' }] });

    const unfiltered = await admin.from('jobs').update({ location: 'Överallt' });
    expect(unfiltered.status).toBe(400);
    const unchanged = await service.from('jobs').select('id').eq('location', 'Överallt');
    expect(unchanged.data).toEqual([]);

    const removed = await admin.from('jobs').delete().eq('id', job.id);
    expect(removed.status).toBe(204);
    const gone = await service.from('jobs').select('id').eq('id', job.id);
    expect(gone.data).toEqual([]);
  });

  it('rolls a singular write back when it touches more than one row', async () => {
    const a = newJob({ location: `Ort ${randomUUID()}` });
    const b = newJob({ location: a.location });
    await admin.from('jobs').insert([a, b]);
    const result = await admin
      .from('jobs')
      .update({ title: 'Båda' })
      .eq('location', a.location)
      .select('id')
      .single();
    expect(result.status).toBe(406);
    expect(result.error?.code).toBe('PGRST116');
    const stored = await service.from('jobs').select('title').eq('location', a.location);
    expect(stored.data?.map((job) => job.title).sort()).toEqual([a.title, b.title].sort());
  });

  it('lets RLS refuse: visitors and job seekers cannot create jobs', async () => {
    const visitor = await anon.from('jobs').insert(newJob());
    expect(visitor.status).toBe(401);
    expect(visitor.error?.code).toBe('42501');
    const seeker = await jobSeeker.from('jobs').insert(newJob());
    expect(seeker.status).toBe(403);
    expect(seeker.error?.code).toBe('42501');
  });

  it('maps a unique violation to 409 23505', async () => {
    const job = newJob();
    await admin.from('jobs').insert(job);
    const again = await admin.from('jobs').insert(job);
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
  });

  it('maps check and not-null violations to 400', async () => {
    const negative = await admin.from('jobs').insert(newJob({ salary_monthly: -1 }));
    expect(negative.status).toBe(400);
    expect(negative.error?.code).toBe('23514');
    const missing = await admin
      .from('jobs')
      .insert({ id: randomUUID(), title: 'Utan arbetsgivare' });
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe('23502');
  });
});

describe('rpc', () => {
  it('answers an unknown function with 404 PGRST202', async () => {
    const { error, status } = await anon.rpc('finns_inte', { a: 1 });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });
});
