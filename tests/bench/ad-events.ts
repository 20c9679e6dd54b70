// Ad events accepted per second by the stand-in's count-ad-events: batches of 20 events
// (one fresh batch key each) from concurrent visitors, on PGlite and on PostgreSQL. Every
// request is a whole function call: the rate limit (one locked step in the database), the batch
// schema, the robot check and record_ad_events()' one upsert statement.
import autocannon from 'autocannon';
import { fetchFrom } from '../support/client-address.ts';
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

/** Latency percentile `p` (0-100) of `samples`, in ms. */
function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * `CONNECTIONS` visitors sending batches one after another for `SECONDS`, each from a loopback
 * address of its own (the stand-in keys its limits on the socket's address, as a server does),
 * so that each takes its own rate-limit bucket, as visitors on different machines do.
 */
async function sendBatches(url: string, batch: () => object) {
  const latencies: number[] = [];
  let ok = 0;
  let failed = 0;
  const started = Date.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, visitor) => {
      const send = fetchFrom(`127.0.1.${visitor + 1}`);
      while (Date.now() < deadline) {
        const sent = performance.now();
        const answer = await send(url, {
          method: 'POST',
          headers: HEADERS,
          body: JSON.stringify(batch()),
        }).catch(() => null);
        latencies.push(performance.now() - sent);
        if (answer?.status === 200) ok += 1;
        else failed += 1;
      }
    }),
  );
  return { ok, failed, seconds: (Date.now() - started) / 1000, latencies };
}

async function measure(databaseUrl: string): Promise<Run> {
  const standIn = await startStandIn({
    databaseUrl,
    // Each visitor sends batches back to back, far more than a page would: a limit with room for
    // the run keeps the rate-limit step in every call without refusing any.
    env: {
      AD_EVENTS_RATE_LIMIT_PER_ADDRESS: '100000000',
      AD_EVENTS_PER_ADDRESS_PER_DAY: '100000000',
      FUNCTIONS_RATE_LIMIT_WINDOW_SECONDS: '1',
    },
  });
  try {
    const jobIds = await publishJobs(standIn, 50);
    let n = 0;
    const batch = () => {
      n += 1;
      return {
        key: crypto.randomUUID(),
        events: Array.from({ length: EVENTS_PER_BATCH }, (_, i) => ({
          event: EVENTS[(n + i) % EVENTS.length],
          id: jobIds[(n * 7 + i) % jobIds.length],
          source: SOURCES[(n + i) % SOURCES.length],
          // Today's and yesterday's: older events are refused.
          at: Date.now() - ((n + i) % 2) * 86_400_000,
        })),
      };
    };
    const result = await sendBatches(`${standIn.url}/functions/v1/count-ad-events`, batch);
    // The same path (stand-in, function runtime, back) answered before any database step: a GET
    // is refused 405 by the function itself.
    const floor = await autocannon({
      url: `${standIn.url}/functions/v1/count-ad-events`,
      connections: CONNECTIONS,
      duration: SECONDS,
      method: 'GET',
    });
    const { ok, failed, seconds } = result;
    return {
      floorRequestsPerSecond: Number(floor.statusCodeStats['405']?.count ?? 0) / floor.duration,
      eventsPerSecond: (ok * EVENTS_PER_BATCH) / seconds,
      requestsPerSecond: (ok + failed) / seconds,
      p50: percentile(result.latencies, 50),
      p99: percentile(result.latencies, 99),
      ok,
      failed,
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
    method: `${CONNECTIONS} visitors, each from a loopback address of its own and sending one batch after another, ${SECONDS} s per engine, POST count-ad-events on a stand-in child process (fresh PGlite folder; fresh PostgreSQL database), ${EVENTS_PER_BATCH} events per batch over 50 jobs and 4 sources, some of them dated up to two days back, each batch with a new key, sent as sendBeacon sends it (text/plain, no API key).`,
    figures,
    targets,
    notes: [
      "Every call takes its visitor's rate limit (its own bucket: one address for all would make every call wait on the same bucket's lock, which no real traffic does), checks the batch whole and writes it with one upsert statement.",
      'The floor: autocannon, the same connections, GET count-ad-events, which the function refuses (405) before any database step: the stand-in, the function runtime and back.',
      'On this 2-core machine the load generator, the stand-in, Deno and the database share the cores.',
    ],
    raw: { pglite, postgres },
  };
}
