// A catastrophic regular expression sent by a visitor: the stand-in applies the
// role's statement_timeout (anon 3 s, authenticated 8 s, as hosted Supabase sets them), answers
// 57014 as PostgREST does, and keeps answering /health meanwhile. On PostgreSQL other requests,
// a sign-in too, are answered at once; PGlite is one backend that runs one statement at a time,
// so there a sign-in waits until the statement is cut off (see docs/stand-in.md). "At once" is
// asserted as an order, not a time: the answer comes while the slow statement still runs (a
// loaded machine slows every request, so a time limit here failed for reasons of its own).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAt, fetchFrom } from '../support/client-address';
import { clientFor, DEMO, type StandIn, signedInClient, startStandIn } from '../support/standin';

let standIn: StandIn;
let service: SupabaseClient;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const marker = randomUUID();
/** Five back-references that never match 201 characters (an odd count): minutes of backtracking. */
const CATASTROPHIC = '^(a*)(a*)(a*)(a*)(a*)\\5\\4\\3\\2\\1y$';

beforeAll(async () => {
  // Two requests in progress per address (default 6), so the flood below is short on PGlite.
  standIn = await startStandIn({ env: { STANDIN_MAX_CONCURRENT_PER_ADDRESS: '2' } });
  service = clientFor(standIn, standIn.serviceRoleKey);
  const { error } = await service.from('jobs').insert({
    title: `Regex ${marker}`,
    employer_name: 'Region Test',
    location: 'Umeå',
    description: `${'a'.repeat(201)}y`,
    status: 'published',
  });
  if (error) throw error;
}, 120_000);

afterAll(async () => {
  await standIn?.stop();
});

async function timed<T>(work: () => PromiseLike<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** `work`, and whether it has settled yet. */
function watched<T>(work: Promise<T>): { work: Promise<T>; settled: boolean } {
  const state = { work, settled: false };
  work.then(
    () => {
      state.settled = true;
    },
    () => {
      state.settled = true;
    },
  );
  return state;
}

const slowRead = (client: SupabaseClient) =>
  timed(() =>
    client
      .from('jobs')
      .select('id')
      .ilike('title', `Regex ${marker}`)
      .filter('description', 'match', CATASTROPHIC),
  );

describe('statement_timeout per request', () => {
  it('cuts a visitor’s catastrophic regex off at 3 s with 57014 while /health and a sign-in answer', async () => {
    const slow = watched(slowRead(clientFor(standIn)));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const health = await fetch(`${standIn.url}/health`).then((r) => r.status);
    expect(health).toBe(200);
    expect(slow.settled).toBe(false);

    const signIn = await clientFor(standIn).auth.signInWithPassword({
      email: DEMO.jobSeeker.email,
      password: DEMO.jobSeeker.password,
    });
    expect(signIn.error).toBeNull();
    if (onPostgres) expect(slow.settled).toBe(false);

    const { ms, value } = await slow.work;
    expect(value.status).toBe(500);
    expect(value.error).toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
      details: null,
      hint: null,
    });
    // Not before the anon role's 3 s; the upper bound only says it was cut, not left to run.
    expect(ms).toBeGreaterThan(2_900);
    expect(ms).toBeLessThan(30_000);

    // The database serves the next request as before.
    const after = await clientFor(standIn)
      .from('jobs')
      .select('id')
      .ilike('title', `Regex ${marker}`);
    expect(after.data).toHaveLength(1);
  }, 60_000);

  it('gives a signed-in user the authenticated role’s 8 s', async () => {
    const seeker = await signedInClient(standIn, DEMO.jobSeeker.email, DEMO.jobSeeker.password);
    const { ms, value } = await slowRead(seeker);
    expect(value.error?.code).toBe('57014');
    expect(ms).toBeGreaterThan(7_900);
    expect(ms).toBeLessThan(30_000);
  }, 60_000);
});

describe('one client flooding slow filters', () => {
  it('answers past a few requests in progress with 503 and Retry-After; others are served', async () => {
    // Raw requests: supabase-js would retry a 503 by itself.
    const query = new URLSearchParams({
      select: 'id',
      title: `ilike.Regex ${marker}`,
      description: `match.${CATASTROPHIC}`,
    });
    const flooder = fetchFrom('127.0.0.2');
    const flood = watched(
      Promise.all(
        Array.from({ length: 5 }, () =>
          flooder(`${standIn.url}/rest/v1/jobs?${query}`, { headers: { apikey: standIn.anonKey } }),
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const health = await fetch(`${standIn.url}/health`).then((r) => r.status);
    expect(health).toBe(200);
    expect(flood.settled).toBe(false);
    const signIn = await clientAt(standIn, '127.0.0.3').auth.signInWithPassword({
      email: DEMO.jobSeeker.email,
      password: DEMO.jobSeeker.password,
    });
    expect(signIn.error).toBeNull();
    // PGlite runs one statement at a time: there the sign-in waits for the statements in progress.
    if (onPostgres) expect(flood.settled).toBe(false);

    const answers = await flood.work;
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused).toHaveLength(3);
    for (const answer of refused) expect(answer.headers.get('retry-after')).toBe('1');
    const cut = await Promise.all(
      answers.filter((answer) => answer.status === 500).map((answer) => answer.json()),
    );
    expect(cut).toEqual([
      expect.objectContaining({ code: '57014' }),
      expect.objectContaining({ code: '57014' }),
    ]);
  }, 120_000);
});
