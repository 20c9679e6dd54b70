// PostgreSQL stopped and started again under a running stand-in (on PostgreSQL runs only): while
// it is down, requests fail with 503 and nothing else; once it is back, the same stand-in process
// serves reads, sign-ins and applications again, and no acknowledged application is lost.
// The server restarted is a private one, so the shared PostgreSQL of other tests stays up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInChildPid } from '../bench/lib/child-process.ts';
import {
  type PrivatePostgres,
  postgresBinariesAvailable,
  startPrivatePostgres,
} from '../bench/lib/private-postgres.ts';
import { type Api, apiHeaders, applicationRow, type Seeker } from '../bench/lib/seekers.ts';
import { runTraffic, storedApplicationIds } from '../bench/lib/traffic.ts';
import type { StandIn } from '../support/standin';
import { startTrafficStandIn } from './traffic-harness';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL) && postgresBinariesAvailable();

describe.skipIf(!onPostgres)('PostgreSQL restarted under the stand-in', () => {
  let server: PrivatePostgres;
  let standIn: StandIn;
  let api: Api;
  let seekers: Seeker[];
  let jobIds: string[];

  beforeAll(async () => {
    server = await startPrivatePostgres();
    ({ standIn, seekers, jobIds } = await startTrafficStandIn({
      databaseUrl: server.url,
      seekers: 4,
      jobs: 60,
    }));
    api = standIn;
  });

  afterAll(async () => {
    await standIn?.stop();
    server?.destroy();
  });

  const readJobs = () =>
    fetch(`${api.url}/rest/v1/jobs?select=id&status=eq.published`, { headers: apiHeaders(api) });
  const signIn = (seeker: Seeker) =>
    fetch(`${api.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: apiHeaders(api),
      body: JSON.stringify({ email: seeker.email, password: 'Hemligt123!' }),
    });
  const apply = (seeker: Seeker, jobId: string) =>
    fetch(`${api.url}/rest/v1/job_applications`, {
      method: 'POST',
      headers: { ...apiHeaders(api, seeker.token), Prefer: 'return=minimal' },
      body: JSON.stringify(applicationRow(crypto.randomUUID(), seeker, jobId)),
    });

  it('answers 503 while it is down and recovers by itself', async () => {
    const [first, second] = seekers as [Seeker, Seeker];
    const pid = standInChildPid();
    expect(pid).not.toBeNull();
    let stopped = false;
    // Background traffic through the outage (the last job is kept for the checks below).
    const load = runTraffic(api, {
      clients: 8,
      seekers: seekers.slice(2),
      jobIds: jobIds.slice(0, -2),
      insertShare: 0.4,
      done: () => stopped,
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    server.stop();
    for (const response of [
      await readJobs(),
      await signIn(first),
      await apply(first, jobIds.at(-1) as string),
    ]) {
      expect(response.status, response.url).toBe(503);
      expect(await response.json()).toHaveProperty(
        response.url.includes('/auth/') ? 'msg' : 'message',
      );
    }
    server.start();

    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await readJobs()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
    expect((await signIn(second)).status).toBe(200);
    expect((await apply(second, jobIds.at(-2) as string)).status).toBe(201);
    // Still the same stand-in process: nothing restarted it.
    expect(standInChildPid()).toBe(pid);

    stopped = true;
    const traffic = await load;
    expect(
      Object.keys(traffic.statuses).filter((s) => !['200', '201', '503'].includes(s)),
      traffic.refusals.join('\n'),
    ).toEqual([]);
    expect(traffic.networkErrors).toBe(0);
    const stored = await storedApplicationIds(api, traffic.accepted);
    expect(traffic.accepted.filter((id) => !stored.has(id))).toEqual([]);
  }, 120_000);
});
