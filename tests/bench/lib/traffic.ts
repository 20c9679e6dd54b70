// Mixed traffic as the app's visitors make it: the public reads of spec §7 (jobs, banners, a job,
// settings) and job seekers' application inserts, from many concurrent clients. Each client owns
// its job seeker and a slice of the jobs, so every insert is a new application the database
// must accept once.

import { PUBLIC_BANNER_COLUMNS, PUBLIC_JOB_COLUMNS } from '../../../src/lib/publicColumns.ts';
import { type Api, apiHeaders, applicationRow, type Seeker } from './seekers.ts';
import { seededRandom } from './stats.ts';

const JOB_COLUMNS = encodeURIComponent(PUBLIC_JOB_COLUMNS);
const BANNER_COLUMNS = encodeURIComponent(PUBLIC_BANNER_COLUMNS);

export interface TrafficOptions {
  clients: number;
  seekers: Seeker[];
  jobIds: string[];
  /** Clients stop once this returns true. */
  /** Asked before each request; sees the traffic so far, so a caller can act on progress. */
  done: (traffic: Traffic) => boolean;
  /** Share of requests that are inserts while a client has jobs left to apply to. */
  insertShare?: number;
  /** Stop a client at its first network error (e.g. the server was killed). */
  stopOnNetworkError?: boolean;
  timeoutMs?: number;
}

export interface Traffic {
  requests: number;
  /** Count per HTTP status. */
  statuses: Record<number, number>;
  networkErrors: number;
  /** Application ids answered 201. */
  accepted: string[];
  /** Application sent whose answer never came: stored or not, unknown. */
  unanswered: { id: string; row: ReturnType<typeof applicationRow>; seeker: Seeker }[];
  /** Non-2xx answers with their bodies, for diagnostics. */
  refusals: string[];
}

export async function runTraffic(api: Api, options: TrafficOptions): Promise<Traffic> {
  const traffic: Traffic = {
    requests: 0,
    statuses: {},
    networkErrors: 0,
    accepted: [],
    unanswered: [],
    refusals: [],
  };
  const insertShare = options.insertShare ?? 0.25;
  const seekerCount = options.seekers.length;
  const slices = Math.ceil(options.clients / seekerCount);

  async function send(path: string, init: RequestInit): Promise<Response> {
    traffic.requests += 1;
    const response = await fetch(`${api.url}${path}`, {
      ...init,
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    traffic.statuses[response.status] = (traffic.statuses[response.status] ?? 0) + 1;
    const body = await response.text();
    if (response.status >= 300 && traffic.refusals.length < 20) {
      traffic.refusals.push(
        `${init.method ?? 'GET'} ${path} → ${response.status} ${body.slice(0, 200)}`,
      );
    }
    return response;
  }

  async function client(index: number): Promise<void> {
    const random = seededRandom(index + 1);
    const seeker = options.seekers[index % seekerCount] as Seeker;
    const slice = Math.floor(index / seekerCount);
    const jobsLeft = options.jobIds.filter((_, j) => j % slices === slice);
    const publicJob = () => options.jobIds[Math.floor(random() * options.jobIds.length)];
    while (!options.done(traffic)) {
      const roll = random();
      let insert: Traffic['unanswered'][number] | null = null;
      try {
        if (roll < insertShare && jobsLeft.length > 0) {
          const id = crypto.randomUUID();
          const row = applicationRow(id, seeker, jobsLeft.pop() as string);
          insert = { id, row, seeker };
          const response = await send('/rest/v1/job_applications', {
            method: 'POST',
            headers: { ...apiHeaders(api, seeker.token), Prefer: 'return=minimal' },
            body: JSON.stringify(row),
          });
          if (response.status === 201) traffic.accepted.push(id);
        } else if (roll < 0.6) {
          await send(
            `/rest/v1/jobs?select=${JOB_COLUMNS}&status=eq.published&order=published_at.desc`,
            {
              headers: apiHeaders(api),
            },
          );
        } else if (roll < 0.75) {
          await send(
            `/rest/v1/banners?select=${BANNER_COLUMNS}&status=eq.published&order=published_at.desc&limit=5`,
            {
              headers: apiHeaders(api),
            },
          );
        } else if (roll < 0.9) {
          await send(`/rest/v1/jobs?select=${JOB_COLUMNS}&id=eq.${publicJob()}`, {
            headers: apiHeaders(api),
          });
        } else {
          await send('/rest/v1/settings?select=provider_name,contact_email', {
            headers: apiHeaders(api),
          });
        }
      } catch {
        traffic.networkErrors += 1;
        if (insert) traffic.unanswered.push(insert);
        if (options.stopOnNetworkError) return;
      }
    }
  }

  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  return traffic;
}

/** The ids among `ids` that are stored, read with the service role. */
export async function storedApplicationIds(api: Api, ids: string[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100);
    const response = await fetch(
      `${api.url}/rest/v1/job_applications?select=id&id=in.(${chunk.join(',')})`,
      { headers: apiHeaders(api, api.serviceRoleKey) },
    );
    if (!response.ok) throw new Error(`reading applications failed: ${response.status}`);
    for (const row of (await response.json()) as { id: string }[]) stored.add(row.id);
  }
  return stored;
}

/** Every id a read returns, in pages of 1,000 (the API answers at most max_rows = 1,000 rows). */
export async function readAllIds(
  api: Api,
  path: string,
  token = api.serviceRoleKey,
): Promise<string[]> {
  const ids: string[] = [];
  for (let offset = 0; ; offset += 1000) {
    const response = await fetch(`${api.url}${path}&order=id&limit=1000&offset=${offset}`, {
      headers: apiHeaders(api, token),
    });
    if (!response.ok) throw new Error(`reading ${path} failed: ${response.status}`);
    const page = ((await response.json()) as { id: string }[]).map((row) => row.id);
    ids.push(...page);
    if (page.length < 1000) return ids;
  }
}
