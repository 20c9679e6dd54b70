// Ad events accepted per second by the stand-in's count-ad-events (issue 35): autocannon, batches
// of 20 events (one fresh batch key each), concurrent clients, on PGlite and on PostgreSQL. Every
// request is a whole function call: the rate limit (one locked step in the database), the batch
// schema, the robot check and record_ad_events()' one upsert statement.
import autocannon from 'autocannon';
import { startStandIn } from '../support/standin.ts';
import type { Section, Target } from './lib/report.ts';
import { POSTGRES_URL } from './lib/scratch-db.ts';
import { publishJobs } from './lib/seekers.ts';
import { round } from './lib/stats.ts';

const CONNECTIONS = 20;
const SECONDS = 10;
const EVENTS_PER_BATCH = 20;
const TARGET_POSTGRES = 2000;
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
/** As sendBeacon sends a batch from a browser. */
const HEADERS = { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER };
const EVENTS = ['job_impression', 'job_view', 'job_apply_open', 'job_save'] as const;
const SOURCES = ['search', 'home', 'direct', 'alert'] as const;

interface Run {
  /** Calls per second of the same function answering without the database: the path's floor. */
  floorRequestsPerSecond: number;
  eventsPerSecond: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
}

async function measure(databaseUrl: string): Promise<Run> {
  const standIn = await startStandIn({
    databaseUrl,
  });
  try {
    const jobIds = await publishJobs(standIn, 50);
    let n = 0;
    const batch = () => ({
      key: crypto.randomUUID(),
      events: Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
        event: EVENTS[(n + i) % EVENTS.length],
        id: jobIds[(n * 7 + i) % jobIds.length],
        source: SOURCES[(n + i) % SOURCES.length],
        at: Date.now() - ((n + i) % 3) * 86_400_000,
      })),
    });
    const result = await autocannon({
      url: `${standIn.url}/functions/v1/count-ad-events`,
      connections: CONNECTIONS,
      duration: SECONDS,
      method: 'POST',
      headers: HEADERS,
      requests: [
        {
          setupRequest: (request) => {
            n += 1;
            // Visitors come from many addresses (as behind Supabase's gateway): each address
            // sends a batch or two, well within its rate limit, which every call still takes.
            const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
            return {
              ...request,
              // Each request's own headers replace the run's: all three are set here.
              headers: { ...HEADERS, 'cf-connecting-ip': address },
              body: JSON.stringify(batch()),
            };
          },
        },
      ],
    });
    // The same path (stand-in, function runtime, back) answered before any database step: a GET
    // is refused 405 by the function itself.
    const floor = await autocannon({
      url: `${standIn.url}/functions/v1/count-ad-events`,
      connections: CONNECTIONS,
      duration: SECONDS,
      method: 'GET',
    });
    const ok = Number(result.statusCodeStats['200']?.count ?? 0);
    const total = Object.values(result.statusCodeStats).reduce((s, c) => s + Number(c.count), 0);
    return {
      floorRequestsPerSecond: Number(floor.statusCodeStats['405']?.count ?? 0) / floor.duration,
      eventsPerSecond: (ok * EVENTS_PER_BATCH) / result.duration,
      requestsPerSecond: total / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok,
      failed: total - ok + result.errors,
    };
  } finally {
    await standIn.stop();
  }
}

export async function measureAdEvents(): Promise<Section> {
  // An empty URL is PGlite (startStandIn falls back to TEST_DATABASE_URL only when unset).
  const pglite = await measure('');
  const postgres = await measure(POSTGRES_URL);
  const figures: Section['figures'] = [];
  for (const [engine, run] of [
    ['PGlite', pglite],
    ['PostgreSQL', postgres],
  ] as const) {
    figures.push(
      { name: `${engine}: events accepted per second`, value: round(run.eventsPerSecond, 0) },
      {
        name: `${engine}: batches per second, p50 / p99`,
        value: `${round(run.requestsPerSecond, 0)} req/s, ${round(run.p50, 1)} / ${round(run.p99, 1)} ms`,
      },
      { name: `${engine}: batches ok / not ok`, value: `${run.ok} / ${run.failed}` },
      {
        name: `${engine}: floor, the function answering without the database`,
        value: `${round(run.floorRequestsPerSecond, 0)} req/s (${round(run.floorRequestsPerSecond * EVENTS_PER_BATCH, 0)} events/s at ${EVENTS_PER_BATCH} a batch)`,
      },
    );
  }
  const targets: Target[] = [
    {
      name: 'PostgreSQL: events accepted per second',
      goal: `≥ ${TARGET_POSTGRES.toLocaleString('en-US')}`,
      actual: String(round(postgres.eventsPerSecond, 0)),
      met: postgres.eventsPerSecond >= TARGET_POSTGRES,
    },
  ];
  return {
    title: 'Ad events: batches counted per second',
    method: `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per engine, POST count-ad-events on a stand-in child process (fresh PGlite folder; fresh PostgreSQL database), ${EVENTS_PER_BATCH} events per batch over 50 jobs and 4 sources, some of them dated up to two days back, each batch with a new key, sent as sendBeacon sends it (text/plain, no API key).`,
    figures,
    targets,
    notes: [
      'Every call takes the per-address rate limit (each batch from its own visitor address, as real traffic comes from many; one shared address would make every call wait on the same bucket), checks the batch whole and writes it with one upsert statement.',
      'On this 2-core machine autocannon, the stand-in, Deno and the database share the cores.',
    ],
    raw: { pglite, postgres },
  };
}
