// The stand-in under autocannon (50 connections): the published-jobs read and an application
// insert, beside the same SQL sent straight to PostgreSQL through the stand-in's own database
// layer (role and JWT claims per transaction), in the same run. The ratio is the stand-in's
// overhead: HTTP, the API-key gate, JWT checks, query parsing and building.
import { performance } from 'node:perf_hooks';
import autocannon, { type Result } from 'autocannon';
import { PUBLIC_JOB_COLUMNS } from '../../src/lib/publicColumns.ts';
import type { Database } from '../../supabase/local/db/index.ts';
import { openPostgres } from '../../supabase/local/db/postgres.ts';
import { runAsRequest } from '../../supabase/local/db/request.ts';
import { buildRead, tableOf } from '../../supabase/local/rest/build.ts';
import { loadCatalog } from '../../supabase/local/rest/catalog.ts';
import { parseReadQuery } from '../../supabase/local/rest/parse.ts';
import { buildInsert } from '../../supabase/local/rest/writes.ts';
import { startStandIn } from '../support/standin.ts';
import type { Section, Target } from './lib/report.ts';
import { POSTGRES_URL } from './lib/scratch-db.ts';
import {
  apiHeaders,
  applicationPairs,
  applicationRow,
  publishJobs,
  type Seeker,
  signUpSeekers,
} from './lib/seekers.ts';
import { percentile, round } from './lib/stats.ts';

const CONNECTIONS = 50;
const SECONDS = 10;
const TARGET_RATIO = 2;
const PUBLIC_JOBS = 60;
const SEEKERS = 60;
/** Enough (seeker, job) pairs for both insert runs: 60 × 2,500 = 150,000. */
const JOBS_TO_APPLY_TO = 2_500;
/** supabase-js's request for spec §7 "Public jobs". */
const READ_QUERY = `select=${encodeURIComponent(PUBLIC_JOB_COLUMNS)}&status=eq.published&order=published_at.desc`;

interface Run {
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}

function fromAutocannon(result: Result, okStatus: string): Run {
  const ok = result.statusCodeStats[okStatus]?.count ?? 0;
  const total = Object.values(result.statusCodeStats).reduce((sum, s) => sum + Number(s.count), 0);
  return {
    rps: total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: Number(ok),
    failed: total - Number(ok) + result.errors,
  };
}

/** A closed loop of `CONNECTIONS` workers for `SECONDS`, like autocannon's, around `work`. */
async function directLoad(work: () => Promise<void>): Promise<Run> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        await work();
        latencies.push(performance.now() - t0);
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    rps: (latencies.length + failed) / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    ok: latencies.length,
    failed,
  };
}

export async function measureThroughput(): Promise<Section> {
  const standIn = await startStandIn({
    databaseUrl: POSTGRES_URL,
    // The load comes from one address: neither Auth's per-IP limit nor the cap of requests in
    // progress per address (STANDIN_MAX_CONCURRENT_PER_ADDRESS) is what is measured.
    env: { RATE_LIMIT_SIGN_IN_SIGN_UPS: '100000', STANDIN_MAX_CONCURRENT_PER_ADDRESS: '0' },
  });
  let direct: Database | undefined;
  try {
    const api = standIn;
    const seekers = await signUpSeekers(api, SEEKERS);
    await publishJobs(api, PUBLIC_JOBS);

    direct = await openPostgres(standIn.databaseUrl as string);
    const db = direct;
    const catalog = await loadCatalog(db);
    const jobsTable = tableOf(catalog, 'jobs');
    const applications = tableOf(catalog, 'job_applications');
    const read = buildRead(catalog, jobsTable, parseReadQuery(new URLSearchParams(READ_QUERY)));
    const anonContext = {
      role: 'anon' as const,
      claims: {},
      method: 'GET',
      path: '/jobs',
      headers: {},
    };

    const rows = JSON.parse(
      (
        await runAsRequest(db, anonContext, (tx) =>
          tx.query<{ body: string }>(read.sql, read.params),
        )
      ).rows[0]?.body ?? '[]',
    ) as unknown[];

    const standInRead = fromAutocannon(
      await autocannon({
        url: `${standIn.url}/rest/v1/jobs?${READ_QUERY}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: apiHeaders(api),
      }),
      '200',
    );
    const directRead = await directLoad(async () => {
      await runAsRequest(db, anonContext, (tx) => tx.query(read.sql, read.params));
    });

    // More jobs to apply to, published after the reads so those kept a realistic board size.
    const jobIds: string[] = [];
    // In batches: one request must stay under the stand-in's 1 MiB body limit.
    for (let n = 0; n < JOBS_TO_APPLY_TO; n += 500) jobIds.push(...(await publishJobs(api, 500)));
    const pairs = applicationPairs(seekers, jobIds);
    const nextPair = () => {
      const next = pairs.next();
      // Past the last pair the insert would repeat one (a 409): counted as not ok, not hidden.
      return next.done ? { seeker: seekers[0] as Seeker, jobId: jobIds[0] as string } : next.value;
    };

    const standInInsert = fromAutocannon(
      await autocannon({
        url: `${standIn.url}/rest/v1/job_applications`,
        connections: CONNECTIONS,
        duration: SECONDS,
        method: 'POST',
        requests: [
          {
            setupRequest: (request) => {
              const { seeker, jobId } = nextPair();
              return {
                ...request,
                headers: { ...apiHeaders(api, seeker.token), Prefer: 'return=minimal' },
                body: JSON.stringify(applicationRow(crypto.randomUUID(), seeker, jobId)),
              };
            },
          },
        ],
      }),
      '201',
    );
    const directInsert = await directLoad(async () => {
      const { seeker, jobId } = nextPair();
      const row = applicationRow(crypto.randomUUID(), seeker, jobId);
      const insert = buildInsert(catalog, applications, {
        rows: [row],
        columns: Object.keys(row),
        missingDefault: false,
        select: null,
        levels: new Map(),
      });
      const claims = {
        sub: seeker.id,
        role: 'authenticated',
        aud: 'authenticated',
        email: seeker.email,
      };
      await runAsRequest(
        db,
        { role: 'authenticated', claims, method: 'POST', path: '/job_applications', headers: {} },
        (tx) => tx.query(insert.sql, insert.params),
      );
    });

    const figures: Section['figures'] = [];
    const targets: Target[] = [];
    const compare = (label: string, s: Run, d: Run) => {
      const ratio = d.rps / s.rps;
      figures.push(
        {
          name: `${label}: stand-in req/s, p50 / p99`,
          value: `${round(s.rps, 0)} req/s, ${round(s.p50, 1)} / ${round(s.p99, 1)} ms`,
        },
        {
          name: `${label}: straight on the database req/s, p50 / p99`,
          value: `${round(d.rps, 0)} req/s, ${round(d.p50, 1)} / ${round(d.p99, 1)} ms`,
        },
        {
          name: `${label}: answers ok / not ok (stand-in; database)`,
          value: `${s.ok} / ${s.failed}; ${d.ok} / ${d.failed}`,
        },
      );
      targets.push({
        name: `${label}: stand-in overhead (database req/s ÷ stand-in req/s)`,
        goal: `≤ ${TARGET_RATIO}×`,
        actual: `${round(ratio)}×`,
        met: ratio <= TARGET_RATIO,
      });
    };
    compare(`Published-jobs read (${rows.length} jobs)`, standInRead, directRead);
    compare('Application insert', standInInsert, directInsert);
    return {
      title: 'The stand-in under load',
      method: `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per run, against a stand-in child process on a fresh PostgreSQL database (seed plus ${PUBLIC_JOBS} published jobs for the read, ${JOBS_TO_APPLY_TO} more for the inserts, ${SEEKERS} job seekers signed up through the API). "Straight on the database": the same SQL the stand-in builds (its own query builder), through the same pg pool size and per-request transaction with role and JWT claims, from ${CONNECTIONS} concurrent loops in the bench process.`,
      figures,
      targets,
      notes: [
        'Latencies in ms. Every insert is a new (job seeker, job) pair with a fresh id, so all of them should be 201.',
        'On this 2-core machine autocannon, the stand-in, and PostgreSQL share the cores; the ratio is the fair figure, absolute req/s are not a server benchmark.',
      ],
      raw: { standInRead, directRead, standInInsert, directInsert },
    };
  } finally {
    await direct?.close();
    await standIn.stop();
  }
}
