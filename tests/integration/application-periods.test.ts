// Issue 50: which of a locum ad's periods an applicant can take, as the database checks it for
// any client (private.check_application_periods), and as the shared valibot schema checks it in
// the apply sheet. supabase-js against the stand-in.
import { randomUUID } from 'node:crypto';
import { CHOOSE_A_PERIOD, chosenPeriodsSchema, UNKNOWN_PERIOD } from '@shared/schemas';
import type { JobPeriod } from '@shared/search';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EmailHarness,
  LETTER,
  type SignedInJobSeeker,
  signUpJobSeeker,
  startEmailHarness,
} from './email-harness.ts';

const FIRST = { start: '2027-03-01', end: '2027-03-14' };
const PERIODS: JobPeriod[] = [
  FIRST,
  { start: '2027-04-05', end: '2027-04-18' },
  { start: '2027-06-07', end: null },
];

let h: EmailHarness;
let doctor: SignedInJobSeeker;

beforeAll(async () => {
  h = await startEmailHarness();
  doctor = await signUpJobSeeker(h, 'Petra Period');
}, 120_000);

afterAll(async () => {
  await h?.close();
});

async function apply(jobId: string, chosen?: unknown) {
  const id = randomUUID();
  const { error } = await doctor.client.from('job_applications').insert({
    id,
    job_id: jobId,
    applicant_id: doctor.id,
    cover_letter: LETTER,
    ...(chosen === undefined ? {} : { chosen_periods: chosen }),
  });
  if (error) return { error, stored: undefined };
  const { data } = await h.service
    .from('job_applications')
    .select('chosen_periods')
    .eq('id', id)
    .single();
  return { error: null, stored: data?.chosen_periods };
}

async function applicationsTo(jobId: string) {
  const { count } = await h.service
    .from('job_applications')
    .select('id', { count: 'exact', head: true })
    .eq('job_id', jobId);
  return count;
}

describe('chosen periods in the database', () => {
  it('keeps the chosen periods of an ad with several, in the ad’s order, each once', async () => {
    const jobId = await h.publishJob({ periods: PERIODS });
    const { error, stored } = await apply(jobId, [PERIODS[2], PERIODS[0], PERIODS[2]]);
    expect(error).toBeNull();
    expect(stored).toEqual([PERIODS[0], PERIODS[2]]);
  });

  it('refuses none of several, and a period the ad does not have, storing nothing', async () => {
    const jobId = await h.publishJob({ periods: PERIODS });
    for (const [chosen, message] of [
      [undefined, CHOOSE_A_PERIOD],
      [[], CHOOSE_A_PERIOD],
      [[{ start: '2027-03-01', end: '2027-03-15' }], UNKNOWN_PERIOD],
      [[{ start: '2027-03-01' }], UNKNOWN_PERIOD],
      [{ start: '2027-03-01', end: '2027-03-14' }, 'Välj perioderna som en lista.'],
    ] as const) {
      const { error } = await apply(jobId, chosen);
      expect(error, JSON.stringify(chosen)).toMatchObject({ code: '23514', message });
    }
    expect(await applicationsTo(jobId)).toBe(0);
  });

  it('gives an ad with one period that one, and an ad without periods none', async () => {
    const one = await h.publishJob({ periods: [PERIODS[0]] });
    expect((await apply(one)).stored).toEqual([PERIODS[0]]);
    const none = await h.publishJob({});
    expect((await apply(none)).stored).toEqual([]);
    const stray = await h.publishJob({});
    expect((await apply(stray, [PERIODS[0]])).error?.message).toBe(UNKNOWN_PERIOD);
  });
});

describe('chosenPeriodsSchema', () => {
  const errors = (offered: JobPeriod[], chosen: unknown) =>
    v.safeParse(chosenPeriodsSchema(offered), chosen).issues?.map((issue) => issue.message);

  it('asks for at least one of several, among the ad’s own', () => {
    expect(errors(PERIODS, [])).toEqual([CHOOSE_A_PERIOD]);
    expect(errors(PERIODS, [PERIODS[1]])).toBeUndefined();
    expect(errors(PERIODS, [{ start: '2027-04-05', end: null }])).toEqual([UNKNOWN_PERIOD]);
    expect(errors([FIRST], [])).toBeUndefined();
  });
});
