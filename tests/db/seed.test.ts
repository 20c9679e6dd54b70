// The local demo data: both demo accounts can sign in, and visitors see a realistic job board
// (published, unexpired jobs across types, specialties, countries and regions; five banners).
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employers } from '../../src/content/employers.ts';
import { asActor } from './actors.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase({ seed: true });
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('seed', () => {
  it.each([
    ['admin@lakarjobb.local', 'Admin123!', true],
    ['lakare@lakarjobb.local', 'Lakare123!', false],
  ])(
    'has the confirmed account %s with its password, profile and identity',
    async (email, password, admin) => {
      const [user] = await db.query<{
        id: string;
        encrypted_password: string;
        confirmed: boolean;
        provider: string;
        is_admin: boolean;
        has_profile: boolean;
        has_identity: boolean;
      }>(
        `select u.id, u.encrypted_password, u.email_confirmed_at is not null as confirmed,
              u.raw_app_meta_data ->> 'provider' as provider,
              exists (select 1 from public.user_roles r where r.user_id = u.id and r.role = 'admin') as is_admin,
              exists (select 1 from public.job_seeker_profiles p where p.user_id = u.id) as has_profile,
              exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email') as has_identity
       from auth.users u where u.email = $1`,
        [email],
      );
      expect(user).toMatchObject({
        confirmed: true,
        provider: 'email',
        is_admin: admin,
        has_profile: true,
        has_identity: true,
      });
      expect(await bcrypt.compare(password, user?.encrypted_password ?? '')).toBe(true);
    },
  );

  it('shows visitors at least 40 jobs over all job types, specialties and countries', async () => {
    const jobs = await asActor(db, 'anon', () =>
      db.query<{
        job_type: string | null;
        specialty: string | null;
        location: string;
        country: string;
        region: string | null;
        salary_monthly: number | null;
        salary_currency: string;
      }>(
        `select job_type, specialty, location, country, region, salary_monthly, salary_currency
         from public.jobs where status = 'published' order by published_at desc`,
      ),
    );
    expect(jobs.length).toBeGreaterThanOrEqual(40);
    expect(new Set(jobs.map((job) => job.job_type))).toEqual(
      new Set(['Heltid', 'Deltid', 'Vikariat', 'Konsult', null]),
    );
    const specialties = new Set(jobs.map((job) => job.specialty));
    for (const specialty of ['allmänmedicin', 'kirurgi', 'barn- och ungdomsmedicin', 'psykiatri']) {
      expect(specialties).toContain(specialty);
    }
    expect(specialties.size).toBeGreaterThanOrEqual(12);
    expect(new Set(jobs.map((job) => job.location.split(', ')[1]))).toEqual(
      new Set(['Sverige', 'Norge', 'Danmark']),
    );
    expect(new Set(jobs.map((job) => job.country))).toEqual(new Set(['SE', 'NO', 'DK']));
    expect(new Set(jobs.map((job) => job.region)).size).toBeGreaterThanOrEqual(15);
    // Each country's pay in its own currency; Skåne has jobs in both Lund and Malmö.
    const currency = { SE: 'SEK', NO: 'NOK', DK: 'DKK' } as Record<string, string>;
    expect(jobs.every((job) => job.salary_currency === currency[job.country])).toBe(true);
    const skane = jobs.filter((job) => job.region === 'Skåne').map((job) => job.location);
    expect(skane).toEqual(expect.arrayContaining(['Lund, Sverige', 'Malmö, Sverige']));
    expect(jobs.filter((job) => job.salary_monthly !== null).length).toBeGreaterThan(30);
  });

  it('has a public job under exactly the name of every employer on /employers', async () => {
    const rows = await asActor(db, 'anon', () =>
      db.query<{ employer_name: string }>(
        `select distinct employer_name from public.jobs
         where status = 'published' and expires_at > now()`,
      ),
    );
    const named = new Set(rows.map((row) => row.employer_name));
    const without = employers.map((employer) => employer.name).filter((name) => !named.has(name));
    expect(without).toEqual([]);
  });

  it('has drafts and exactly one expired job', async () => {
    const [counts] = await db.query<{ drafts: number; expired: number }>(
      `select count(*) filter (where status = 'draft')::int as drafts,
              count(*) filter (where status = 'published' and expires_at <= now())::int as expired
       from public.jobs`,
    );
    expect(counts?.drafts).toBeGreaterThan(0);
    expect(counts?.expired).toBe(1);
  });

  it('has six banners, five published with https links and images under /banners/', async () => {
    const all = await db.query<{ status: string; image_url: string; link_url: string }>(
      'select status, image_url, link_url from public.banners',
    );
    expect(all).toHaveLength(6);
    const published = await asActor(db, 'anon', () =>
      db.query<{ image_url: string; link_url: string }>(
        `select image_url, link_url from public.banners where status = 'published'
         order by published_at desc limit 5`,
      ),
    );
    expect(published).toHaveLength(5);
    for (const banner of all) {
      expect(banner.image_url).toMatch(/^\/banners\/[a-z0-9-]+\.svg$/);
      expect(banner.link_url).toMatch(/^https:\/\//);
    }
  });

  it('writes every ad in one language: Swedish, or Norwegian, or Danish, never mixed', async () => {
    // Words only Swedish uses, and words only Norwegian or Danish use, in a job ad's prose.
    const swedish = new Set([
      'och',
      'söker',
      'är',
      'för',
      'till',
      'vid',
      'erbjuder',
      'ansökan',
      'inte',
    ]);
    const norwegianOrDanish = new Set(
      [
        'og',
        'søker',
        'er',
        'til',
        'for',
        'ved',
        'tilbyr',
        'tilbyder',
        'af',
        'ikke',
        'søknad',
        'et',
      ].filter((word) => !swedish.has(word)),
    );
    const rows = await db.query<{ title: string; text: string }>(
      `select title, concat_ws(' ', title, description, requirements, benefits) as text from public.jobs`,
    );
    const mixed = rows
      .map(({ title, text }) => {
        const words = text.toLowerCase().split(/[^\p{L}-]+/u);
        return {
          title,
          swedish: words.filter((word) => swedish.has(word)),
          other: words.filter((word) => norwegianOrDanish.has(word)),
        };
      })
      .filter((ad) => ad.swedish.length > 0 && ad.other.length > 0);
    expect(mixed).toEqual([]);
    expect(rows.length).toBeGreaterThan(40);
  });
});
