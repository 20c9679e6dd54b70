// Job seekers and published jobs made through a stand-in's own API (confirmed accounts through
// Auth's admin API, service-role insert), for the load, fault and throughput runs; and the
// application rows they send.
import { createConfirmedJobSeeker } from '../../support/accounts.ts';

/** What the helpers need of a stand-in (a running `StandIn` is one). */
export interface Api {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
}

export interface Seeker {
  id: string;
  email: string;
  name: string;
  token: string;
}

export const apiHeaders = (api: Api, token = api.anonKey): Record<string, string> => ({
  apikey: api.anonKey,
  Authorization: `Bearer ${token}`,
  'Content-Type': 'application/json',
});

/** Signs in with e-mail and password; the session's access token. */
export async function signIn(api: Api, email: string, password: string): Promise<string> {
  const response = await fetch(`${api.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: apiHeaders(api),
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) {
    throw new Error(`sign-in failed (${response.status}): ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

async function signUp(api: Api, n: number, tag: string): Promise<Seeker> {
  const email = `last-${tag}-${n}@example.se`;
  const name = `Läkare ${n}`;
  const password = 'Hemligt123!';
  const metadata = { full_name: name, profession: 'läkare' };
  const id = await createConfirmedJobSeeker(api, { email, password, metadata });
  return { id, email, name, token: await signIn(api, email, password) };
}

/** Signs up `count` job seekers, a few at a time (the stand-in's rate limit must allow it). */
export async function signUpSeekers(api: Api, count: number): Promise<Seeker[]> {
  const tag = Math.random().toString(36).slice(2, 8);
  const seekers: Seeker[] = [];
  for (let n = 0; n < count; n += 4) {
    const batch = Array.from({ length: Math.min(4, count - n) }, (_, i) => signUp(api, n + i, tag));
    seekers.push(...(await Promise.all(batch)));
  }
  return seekers;
}

/** Publishes `count` jobs with the service role in one request; returns their ids. */
export async function publishJobs(api: Api, count: number): Promise<string[]> {
  const jobs = Array.from({ length: count }, (_, n) => ({
    id: crypto.randomUUID(),
    title: `Specialistläkare ${n}`,
    employer_name: `Region ${n % 21}`,
    location: `Ort ${n % 40}`,
    description: 'Vi söker en engagerad läkare till vår mottagning. '.repeat(8).trim(),
    requirements: 'Svensk legitimation\nB-körkort',
    job_type: 'Heltid',
    specialty: 'allmänmedicin',
    status: 'published',
  }));
  const response = await fetch(`${api.url}/rest/v1/jobs`, {
    method: 'POST',
    headers: { ...apiHeaders(api, api.serviceRoleKey), Prefer: 'return=minimal' },
    body: JSON.stringify(jobs),
  });
  if (response.status !== 201) throw new Error(`publishing jobs failed: ${response.status}`);
  return jobs.map((job) => job.id);
}

/** Every (seeker, job) pair once: an application the database accepts exactly once. */
export function* applicationPairs(seekers: Seeker[], jobIds: string[]) {
  for (const jobId of jobIds) for (const seeker of seekers) yield { seeker, jobId };
}

/** The row the app's outbox sends for an application (src/lib/offline/outboxDelivery.ts). */
export function applicationRow(id: string, seeker: Seeker, jobId: string) {
  return {
    id,
    job_id: jobId,
    applicant_id: seeker.id,
    cover_letter: 'Jag söker tjänsten eftersom jag vill arbeta nära patienterna.',
  };
}
