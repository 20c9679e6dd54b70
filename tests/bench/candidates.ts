// The recruiter's candidate search (issue 48) over 20,000 professional profiles on PostgreSQL:
// public.search_candidates as an admin calls it through PostgREST (role and JWT claims set in the
// transaction, so the admin check runs), for the combined filter and for lighter ones. Wall-clock
// time per call from this process, p50 and p95 of 200 calls each; the plan of the combined
// filter is kept in the JSON.
import {
  candidateQuery,
  parseCandidateSearch,
} from '../../supabase/functions/_shared/search/index.ts';
import type { Queryable } from '../../supabase/local/db/index.ts';
import type { Section } from './lib/report.ts';
import { createScratchDatabase } from './lib/scratch-db.ts';
import { percentile, round } from './lib/stats.ts';

const PROFILES = 20_000;
const CALLS = 200;
const TARGET_MS = 50;

const userId = (n: string) => `md5('candidate' || ${n})::uuid`;
/** A pseudo-random whole number per doctor and attribute, so the attributes vary independently. */
const r = (u: string, attribute: string) => `abs(hashtext(${u} || '${attribute}'))`;

/** Doctors with varied profiles; every other one visible to recruiters. */
const GENERATE = [
  `insert into auth.users (id, aud, role, email, raw_user_meta_data, email_confirmed_at, created_at, updated_at)
   select ${userId('u')}, 'authenticated', 'authenticated', 'kandidat-' || u || '@example.se',
          jsonb_build_object('full_name', 'Läkare ' || u, 'profession', 'läkare'), now(), now(), now()
   from generate_series(1, ${PROFILES}) u`,
  `insert into public.professional_profiles (user_id, profile, visible_to_recruiters, updated_at)
   select ${userId('u')}, jsonb_build_object(
            'status', (array['läkare','specialist','ST-läkare','överläkare','AT-läkare'])[1 + ${r('u', 'status')} % 5],
            'specialties', jsonb_build_array((array['allmänmedicin','kirurgi','internmedicin','psykiatri',
              'anestesi och intensivvård','barn- och ungdomsmedicin','akutsjukvård','ortopedi'])[1 + ${r('u', 'specialty')} % 8]),
            'licences', jsonb_build_array(
              jsonb_build_object('country', 'SE', 'state', (array['yes','in-progress','no'])[1 + ${r('u', 'se')} % 3], 'registerNumber', ''),
              jsonb_build_object('country', 'NO', 'state', (array['yes','in-progress','no'])[1 + ${r('u', 'no')} % 3], 'registerNumber', '')),
            'certificates', '[]'::jsonb,
            'languages', jsonb_build_array(
              jsonb_build_object('language', 'svenska', 'level', (array['B1','B2','C1','C2'])[1 + ${r('u', 'sv')} % 4], 'proof', ''),
              jsonb_build_object('language', 'norska', 'level', (array['A2','B1','B2','C1','C2'])[1 + ${r('u', 'nb')} % 5], 'proof', '')),
            'availableFrom', (date '2027-01-01' + ${r('u', 'from')} % 365)::text,
            'availableUntil', case when ${r('u', 'open')} % 3 = 0 then '' else (date '2027-01-01' + ${r('u', 'from')} % 365 + 30 + ${r('u', 'length')} % 120)::text end,
            'noticeWeeks', null, 'scopePercent', 100,
            'openToLocum', ${r('u', 'locum')} % 2 = 0, 'openToPermanent', ${r('u', 'permanent')} % 5 <> 0,
            'regionWishes', jsonb_build_array(jsonb_build_object('country', (array['SE','NO','DK'])[1 + ${r('u', 'country')} % 3],
              'regions', case when ${r('u', 'anywhere')} % 4 = 0 then '[]'::jsonb else jsonb_build_array(
                (array['Troms','Nordland','Oslo','Vestland'])[1 + ${r('u', 'region')} % 4]) end)),
            'summary', 'Läkare med erfarenhet av ' ||
              (array['distriktsmedicin','akutmottagning','jourverksamhet','hemsjukvård'])[1 + ${r('u', 'text')} % 4] || '. ' ||
              repeat('Trivs i team och med patientkontakt. ', 5)),
          u % 2 = 0, now() - u * interval '1 minute'
   from generate_series(1, ${PROFILES}) u`,
  'vacuum analyze',
];

const SEARCHES = {
  'combined: specialty + grade + Norwegian licence + Norwegian B2 + dates + Norway + locum': {
    specialitet: 'allmänmedicin',
    niva: 'specialist',
    legitimation: ['NO'],
    sprak: 'norska',
    sprakniva: 'B2',
    fran: '2027-03-01',
    till: '2027-04-30',
    land: 'NO',
    form: 'vikariat',
  },
  'words in the summary: "jourverksamhet"': { fritext: 'jourverksamhet' },
  'the e2e search: specialty + Norwegian licence + Norwegian B2 + dates': {
    specialitet: 'allmänmedicin',
    legitimation: ['NO'],
    sprak: 'norska',
    sprakniva: 'B2',
    fran: '2027-03-01',
    till: '2027-04-30',
  },
  'licence in Norway, in progress too': { legitimation: ['NO'], pagaende: true },
  'no filter (the newest 50 of every visible doctor)': {},
} as const;

async function asAdmin(tx: Queryable, admin: string) {
  await tx.query(
    `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
    [JSON.stringify({ sub: admin, role: 'authenticated', aud: 'authenticated' })],
  );
}

export async function measureCandidateSearch(): Promise<Section> {
  const scratch = await createScratchDatabase('bench_candidates');
  try {
    for (const sql of GENERATE) await scratch.db.query(sql);
    const admin = (
      await scratch.db.query<{ user_id: string }>(
        `select user_id from public.user_roles where role = 'admin' limit 1`,
      )
    ).rows[0]?.user_id;
    if (!admin) throw new Error('the seed has no admin');
    const rows: (number | string)[][] = [];
    const targets: Section['targets'] = [];
    const raw: Record<string, unknown> = {};
    for (const [name, input] of Object.entries(SEARCHES)) {
      const query = JSON.stringify(candidateQuery(parseCandidateSearch(input)));
      const samples: number[] = [];
      let total = 0;
      for (let call = 0; call < CALLS + 10; call += 1) {
        const started = performance.now();
        const result = await scratch.db.transaction(async (tx) => {
          await asAdmin(tx, admin);
          return tx.query<{ total: string }>(
            'select json_agg(s) as rows, max(s.total) as total from public.search_candidates($1::jsonb, 50) s',
            [query],
          );
        });
        // The first calls warm the cache and the plan; they are not counted.
        if (call >= 10) samples.push(performance.now() - started);
        total = Number(result.rows[0]?.total ?? 0);
      }
      const p50 = round(percentile(samples, 50), 1);
      const p95 = round(percentile(samples, 95), 1);
      // The function's own statement, as auto_explain would show it: the server's time alone.
      const plan = await scratch.db.transaction(async (tx) => {
        await asAdmin(tx, admin);
        const { rows: explained } = await tx.query<{
          'QUERY PLAN': [{ 'Execution Time': number }];
        }>(
          'explain (analyze, buffers, format json) select * from public.search_candidates($1::jsonb, 50)',
          [query],
        );
        return explained[0]?.['QUERY PLAN'][0];
      });
      raw[name] = plan;
      rows.push([name, total, p50, p95, round(plan?.['Execution Time'] ?? Number.NaN, 1)]);
      if (name.startsWith('combined')) {
        targets.push({
          name: 'candidate search, combined filter, p95',
          goal: `≤ ${TARGET_MS} ms`,
          actual: `${p95} ms`,
          met: p95 <= TARGET_MS,
        });
      }
    }
    return {
      title: 'Candidate search over 20,000 profiles (PostgreSQL)',
      method: `A scratch database on the local PostgreSQL with the migrations and seed, then ${PROFILES.toLocaleString('en-US')} doctors with varied professional profiles (half visible to recruiters), VACUUM ANALYZE. Each search is public.search_candidates as an admin calls it (role and JWT claims set per transaction), ${CALLS} calls after 10 warm-up calls, wall-clock time per call from the bench process.`,
      figures: [],
      table: {
        head: ['search', 'hits', 'p50 ms', 'p95 ms', 'one call on the server (EXPLAIN ANALYZE) ms'],
        rows,
      },
      targets,
      notes: [
        'Indexes (migration 20261130120000): GIN on search_terms, GiST on available and (updated_at desc, user_id), each only over visible profiles.',
      ],
      raw,
    };
  } finally {
    await scratch.drop();
  }
}
