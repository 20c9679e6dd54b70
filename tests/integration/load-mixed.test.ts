// 200 concurrent clients for 60 s of mixed public reads and application inserts on the stand-in:
// no 5xx and no dropped connection, every accepted application stored (and nothing else), and the
// stand-in's resident memory stays bounded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { residentBytes, standInChildPid } from '../bench/lib/child-process.ts';
import type { Api, Seeker } from '../bench/lib/seekers.ts';
import { readAllIds, runTraffic } from '../bench/lib/traffic.ts';
import type { StandIn } from '../support/standin';
import { startTrafficStandIn } from './traffic-harness';

const CLIENTS = 200;
const SECONDS = 60;
const SEEKERS = 20;
const JOBS = 200;
const SAMPLE_EVERY_MS = 2_000;
/** Allowed growth of resident memory between the end of the first and of the last quarter. */
const MAX_GROWTH_BYTES = 96 * 1024 * 1024;

// One minute of load per `npm test`: it runs in the PGlite pass, which every run has, and not
// again in the PostgreSQL pass (the bench measures the stand-in on PostgreSQL under autocannon).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the stand-in under mixed load', () => {
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

  it(
    `serves ${CLIENTS} concurrent clients for ${SECONDS} s without a 5xx, losing nothing`,
    async () => {
      const pid = standInChildPid();
      expect(pid).not.toBeNull();
      const memory: number[] = [];
      const sampler = setInterval(() => {
        const bytes = residentBytes(pid as number);
        if (bytes !== null) memory.push(bytes);
      }, SAMPLE_EVERY_MS);
      const until = Date.now() + SECONDS * 1000;
      const traffic = await runTraffic(api, {
        clients: CLIENTS,
        seekers,
        jobIds,
        done: () => Date.now() >= until,
      }).finally(() => clearInterval(sampler));

      const serverErrors = Object.entries(traffic.statuses).filter(
        ([status]) => Number(status) >= 500,
      );
      expect(serverErrors, traffic.refusals.join('\n')).toEqual([]);
      expect(traffic.networkErrors).toBe(0);
      // Reads answer 200 and every insert is a new application: 201. Nothing else is expected.
      expect(Object.keys(traffic.statuses).sort(), traffic.refusals.join('\n')).toEqual([
        '200',
        '201',
      ]);
      expect(traffic.accepted.length).toBeGreaterThan(0);
      expect(traffic.requests).toBeGreaterThan(CLIENTS);

      // Every accepted application is stored, and the job seekers have no other application.
      const storedIds = await readAllIds(
        api,
        `/rest/v1/job_applications?select=id&applicant_id=in.(${seekers.map((s) => s.id).join(',')})`,
      );
      expect(storedIds.sort()).toEqual([...traffic.accepted].sort());

      // Memory: the last quarter's peak stays within a bound of the first quarter's peak, after the
      // warm-up filled caches and the database's buffers.
      const quarter = Math.floor(memory.length / 4);
      expect(quarter).toBeGreaterThan(1);
      const early = Math.max(...memory.slice(0, quarter));
      const late = Math.max(...memory.slice(-quarter));
      console.info(
        `[load] ${traffic.requests} requests (${JSON.stringify(traffic.statuses)}), ${traffic.accepted.length} applications, RSS early ${Math.round(early / 2 ** 20)} MiB, late ${Math.round(late / 2 ** 20)} MiB, max ${Math.round(Math.max(...memory) / 2 ** 20)} MiB`,
      );
      expect(late - early).toBeLessThanOrEqual(MAX_GROWTH_BYTES);
    },
    (SECONDS + 120) * 1000,
  );
});
