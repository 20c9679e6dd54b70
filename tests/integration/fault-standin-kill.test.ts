// kill -9 of the stand-in while job seekers send applications, then a restart: no acknowledged
// application is lost, and the app's outbox replay (same id, spec §8's 23505 rule) settles every
// application whose answer never came, exactly once. (Service-role writes across a kill are in
// standin-durability.test.ts.)
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Api, apiHeaders, type Seeker } from '../bench/lib/seekers.ts';
import { readAllIds, runTraffic, storedApplicationIds } from '../bench/lib/traffic.ts';
import type { StandIn } from '../support/standin';
import { startTrafficStandIn } from './traffic-harness';

const CLIENTS = 24;
const SEEKERS = 6;
const JOBS = 120;
const ACKNOWLEDGED_BEFORE_KILL = 40;

let standIn: StandIn;
let api: Api;
let seekers: Seeker[];
let jobIds: string[];

beforeAll(async () => {
  ({ standIn, seekers, jobIds } = await startTrafficStandIn({ seekers: SEEKERS, jobs: JOBS }));
  api = standIn;
});

afterAll(async () => {
  await standIn?.stop();
});

it('loses no acknowledged application and settles the unanswered ones by replay', async () => {
  let killed = false;
  let acknowledged = 0;
  const load = runTraffic(api, {
    clients: CLIENTS,
    seekers,
    jobIds,
    insertShare: 0.6,
    done: (soFar) => {
      acknowledged = soFar.accepted.length;
      return killed;
    },
    stopOnNetworkError: true,
  });
  // Kill while the load runs, once enough applications were acknowledged to their senders
  // (a row can be committed before its answer arrives, so count answers, not rows).
  const started = Date.now();
  while (acknowledged < ACKNOWLEDGED_BEFORE_KILL && Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await standIn.kill();
  killed = true;
  const traffic = await load;
  expect(traffic.accepted.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
  expect(Object.keys(traffic.statuses).filter((status) => Number(status) >= 500)).toEqual([]);

  console.info(
    `[fault] killed after ${traffic.accepted.length} acknowledged applications; ${traffic.unanswered.length} unanswered`,
  );
  await standIn.restart();

  // Acknowledged before the kill: still there.
  const stored = await storedApplicationIds(api, traffic.accepted);
  expect(traffic.accepted.filter((id) => !stored.has(id))).toEqual([]);

  // The outbox sends an unanswered application again with the same id and the same (still
  // valid) access token: a 201 if it never reached the database, a 409 (23505) if it did.
  for (const { id, row, seeker } of traffic.unanswered) {
    const replay = await fetch(`${api.url}/rest/v1/job_applications`, {
      method: 'POST',
      headers: { ...apiHeaders(api, seeker.token), Prefer: 'return=minimal' },
      body: JSON.stringify(row),
    });
    if (replay.status === 409) {
      expect(((await replay.json()) as { code: string }).code).toBe('23505');
      expect(await storedApplicationIds(api, [id])).toEqual(new Set([id]));
    } else {
      expect(replay.status, await replay.text()).toBe(201);
    }
  }

  // Afterwards every application sent is stored exactly once, and nothing else.
  const sent = [...traffic.accepted, ...traffic.unanswered.map((u) => u.id)].sort();
  const storedIds = (
    await readAllIds(
      api,
      `/rest/v1/job_applications?select=id&applicant_id=in.(${seekers.map((s) => s.id).join(',')})`,
    )
  ).sort();
  expect(storedIds).toEqual(sent);

  // The restarted stand-in serves the public reads again.
  const jobs = await fetch(`${api.url}/rest/v1/jobs?select=id&status=eq.published`, {
    headers: apiHeaders(api),
  });
  expect(jobs.status).toBe(200);
  expect(((await jobs.json()) as unknown[]).length).toBeGreaterThanOrEqual(JOBS);
}, 180_000);
